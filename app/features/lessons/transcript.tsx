import { useTranslation } from "react-i18next";

/** The lesson's transcript under the player: open by default, in a box that scrolls (and takes focus to scroll by keyboard). */
export function Transcript({ text }: { text: string | null }) {
  const { t } = useTranslation("lessons");
  const paragraphs = (text ?? "")
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return (
    <details open className="group rounded-2xl border border-slate-200 bg-white">
      <summary className="cursor-pointer px-5 py-3 font-semibold">{t("lesson.transcript")}</summary>
      {paragraphs.length ? (
        <div
          tabIndex={0}
          role="region"
          aria-label={t("lesson.transcript")}
          className="flex max-h-72 flex-col gap-3 overflow-y-auto border-t border-slate-100 px-5 py-4 text-sm leading-relaxed text-slate-700"
          data-testid="lesson-transcript"
        >
          {paragraphs.map((p, i) => (
            <p key={i}>{p}</p>
          ))}
        </div>
      ) : (
        <p className="border-t border-slate-100 px-5 py-4 text-sm text-slate-500">{t("lesson.noTranscript")}</p>
      )}
    </details>
  );
}
