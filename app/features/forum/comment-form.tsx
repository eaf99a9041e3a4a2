import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "~/lib/use-format";
import { COMMENT_MAX } from "./limits";
import { CommentSchema } from "./schemas";

/** What sending a comment came to: sent, or refused with the server's field messages (already translated). */
export type CommentSent = true | { fieldErrors: Record<string, string[]> };

/**
 * "Write a comment..." and "Post": a conform form checked with CommentSchema (the schema the endpoint
 * parses with); sent only when not blank; the text stays when sending fails, and a refused field shows
 * its message under the box.
 */
export function CommentForm({ onSend }: { onSend: (text: string) => Promise<CommentSent> }) {
  const { t } = useTranslation("forum");
  const formRef = useRef<HTMLFormElement>(null);
  const [text, setText] = useState("");
  const [serverError, setServerError] = useState<string | null>(null);
  const hydrated = useHydrated();
  const blank = text.trim() === "";
  const [form, fields] = useForm({
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: CommentSchema, disableAutoCoercion: true }),
    onSubmit: (event, { submission }) => {
      event.preventDefault();
      if (submission?.status !== "success") return;
      const sent = text;
      setText("");
      setServerError(null);
      void onSend(submission.value.text).then((answer) => {
        if (answer === true) return;
        setText((now) => now || sent);
        setServerError(answer.fieldErrors.text?.[0] ?? null);
      });
    },
  });
  const conformError = fields.text.errors?.[0];
  const message = conformError ? t(conformError, { ns: "forum" }) : serverError;
  const errorId = `${fields.text.id}-error`;
  return (
    <form ref={formRef} {...getFormProps(form)} className="flex flex-col gap-1">
      <div className="flex items-end gap-2">
        <label htmlFor={fields.text.id} className="sr-only">
          {t("comments.label")}
        </label>
        <textarea
          id={fields.text.id}
          name={fields.text.name}
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
