import { useTranslation } from "react-i18next";
import type { ShownMessage } from "./chat-state";
import { RichText } from "./rich-text";

/** One message: the student's on the right as typed; Lingo's on the left, Markdown and math rendered, labelled when offline, stopped or failed. */
export function MessageBubble({ message }: { message: Pick<ShownMessage, "role" | "content" | "mode" | "status"> }) {
  const { t } = useTranslation("tutor");
  if (message.role === "user") {
    return (
      <div className="flex justify-end" data-testid="tutor-message-user">
        <p className="max-w-[85%] whitespace-pre-wrap break-words rounded-2xl rounded-br-sm bg-brand-600 px-3.5 py-2 text-sm text-white">
          <span className="sr-only">{t("panel.you")}: </span>
          {message.content}
        </p>
      </div>
    );
  }
  const error = message.status === "error";
  return (
    <div
      className="flex justify-start"
      data-testid={error ? "tutor-message-error" : "tutor-message-assistant"}
      aria-busy={message.status === "streaming" || undefined}
    >
      <div
        className={`max-w-[92%] rounded-2xl rounded-bl-sm border px-3.5 py-2 text-sm ${error ? "border-rose-200 bg-rose-50 text-rose-900" : "border-slate-200 bg-white text-slate-900"}`}
        role={error ? "alert" : undefined}
      >
        <span className="sr-only">{t("name")}: </span>
        {message.mode === "offline" && !error ? (
          <p className="mb-1 text-[11px] font-semibold uppercase tracking-wide text-amber-700" data-testid="tutor-offline-badge">
            {t("panel.offlineBadge")}
          </p>
        ) : null}
        {error ? <p>{message.content}</p> : <RichText text={message.content} />}
        {message.status === "stopped" ? <p className="mt-1 text-xs italic text-slate-500">{t("panel.stopped")}</p> : null}
      </div>
    </div>
  );
}

/** Shown while Lingo has not sent its first words yet. */
export function TypingIndicator() {
  const { t } = useTranslation("tutor");
  return (
    <div className="flex items-center gap-2 text-sm text-slate-500" role="status" data-testid="tutor-typing">
      <span aria-hidden className="flex gap-1">
        <span className="h-1.5 w-1.5 animate-bounce rounded-full bg-slate-400 [animation-delay:-0.3s]" />
        <span className="h-1.5 w-1.5 animate-bounce rounded-full bg-slate-400 [animation-delay:-0.15s]" />
        <span className="h-1.5 w-1.5 animate-bounce rounded-full bg-slate-400" />
      </span>
      {t("panel.typing")}
    </div>
  );
}
