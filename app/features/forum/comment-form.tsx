import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "~/lib/use-format";
import { useLazyChecks, useSubmitWhenReady, zodChecks } from "~/ui/lazy-checks";
import { COMMENT_MAX } from "./limits";

/** CommentSchema (the endpoint's own), loaded when the form is first used (issue 30). */
const loadChecks = zodChecks(() => import("./schemas").then((m) => m.CommentSchema));

/** What sending a comment came to: sent, or refused with the server's field messages (already translated). */
export type CommentSent = true | { fieldErrors: Record<string, string[]> };

/**
 * "Write a comment..." and "Post": one box checked with CommentSchema (the schema the endpoint parses
 * with, as conform reads a form; loaded on the form's first use, and a submit made before waits for it)
 * when it is sent, then as it changes while refused; sent only when not blank; the text stays when sending
 * fails, and a refused field shows its message under the box. Without conform, which a page of posts
 * would otherwise load for this box alone (issue 30).
 */
export function CommentForm({ onSend }: { onSend: (text: string) => Promise<CommentSent> }) {
  const { t } = useTranslation("forum");
  const formRef = useRef<HTMLFormElement>(null);
  const [text, setText] = useState("");
  const [serverError, setServerError] = useState<string | null>(null);
  // The schema's message (an i18n key) after a refused send, checked again as the text changes.
  const [checkError, setCheckError] = useState<string | null>(null);
  const [refused, setRefused] = useState(false);
  const hydrated = useHydrated();
  const blank = text.trim() === "";
  const formId = useId();
  const { checks, start } = useLazyChecks(formId, loadChecks);
  const later = useSubmitWhenReady(formId, checks !== null);
  const check = (value: string) => {
    const data = new FormData();
    data.set("text", value);
    return checks!.validate(data);
  };
  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!checks) return (start(), later());
    const submission = check(text);
    if (submission.status !== "success") {
      setRefused(true);
      return setCheckError(submission.error?.text?.[0] ?? null);
    }
    setRefused(false);
    setCheckError(null);
    const sent = text;
    setText("");
    setServerError(null);
    void onSend(submission.value.text).then((answer) => {
      if (answer === true) return;
      setText((now) => now || sent);
      setServerError(answer.fieldErrors.text?.[0] ?? null);
    });
  };
  const message = checkError ? t(checkError, { ns: "forum" }) : serverError;
  const inputId = `${formId}-text`;
  const errorId = `${inputId}-error`;
  return (
    <form ref={formRef} id={formId} noValidate onSubmit={submit} onFocus={start} onPointerDown={start} className="flex flex-col gap-1">
      <div className="flex items-end gap-2">
        <label htmlFor={inputId} className="sr-only">
          {t("comments.label")}
        </label>
        <textarea
          id={inputId}
          name="text"
          rows={1}
          value={text}
          disabled={!hydrated}
          maxLength={COMMENT_MAX}
          placeholder={t("comments.placeholder")}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? errorId : undefined}
          onChange={(e) => {
            setText(e.target.value);
            setServerError(null);
            if (refused && checks) {
              const submission = check(e.target.value);
              setCheckError(submission.status === "success" ? null : (submission.error?.text?.[0] ?? null));
            }
          }}
          onKeyDown={(e) => {
            if (e.key === "Enter" && !e.shiftKey) {
              e.preventDefault();
              if (!blank) formRef.current?.requestSubmit();
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
      </div>
      {message ? (
        <p id={errorId} className="text-sm text-red-700">
          {message}
        </p>
      ) : null}
    </form>
  );
}
