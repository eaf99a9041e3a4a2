import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "~/lib/use-format";
import { COMMENT_MAX } from "./limits";

/** "Write a comment..." and "Post": sent only when not blank; the text stays when sending fails. */
export function CommentForm({ onSend }: { onSend: (text: string) => Promise<boolean> }) {
  const { t } = useTranslation("forum");
  const id = useId();
  const [text, setText] = useState("");
  const hydrated = useHydrated();
  const blank = text.trim() === "";
  const submit = async () => {
    if (blank) return;
    const sent = text;
    setText("");
    if (!(await onSend(sent.trim()))) setText((now) => now || sent);
  };
  return (
    <form
      className="flex items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <label htmlFor={id} className="sr-only">
        {t("comments.label")}
      </label>
      <textarea
        id={id}
        rows={1}
        value={text}
        disabled={!hydrated}
        maxLength={COMMENT_MAX}
        placeholder={t("comments.placeholder")}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === "Enter" && !e.shiftKey) {
            e.preventDefault();
            void submit();
          }
        }}
        className="min-h-10 flex-1 resize-y rounded-lg border border-slate-300 px-3 py-2 text-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100"
        data-testid="comment-input"
      />
      <button
        type="submit"
        disabled={blank}
        className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-500"
      >
        {t("comments.post")}
      </button>
    </form>
  );
}
