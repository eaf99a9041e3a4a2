import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { PassagePane, QuestionPane, type Answer } from "~/features/question-view";
import type { QuestionPreviewData } from "../preview.server";

const EMPTY: Answer = { selected: null, text: null, marked: false, eliminated: [], highlights: [], rev: 0 };

/**
 * A question exactly as a student sees it on the exam screen: the exam's own passage and question
 * panes (same markup, same typeset math), interactive, at desktop or phone width. Module 2 of the
 * exam puts the passage beside the question on wide screens and above it on narrow ones; here the
 * width of the preview decides (a container query), so the phone view is the phone layout.
 */
export function QuestionPreview({
  data,
  index = 0,
  loading = false,
  sectionName,
}: {
  data: QuestionPreviewData | null;
  index?: number;
  loading?: boolean;
  sectionName?: string;
}) {
  const { t } = useTranslation("authoring");
  const [device, setDevice] = useState<"desktop" | "phone">("desktop");
  // On a phone the phone view is the one that fits (chosen after hydration: the server cannot know the width).
  useEffect(() => {
    if (window.matchMedia("(max-width: 767px)").matches) setDevice("phone");
  }, []);
  const [answer, setAnswer] = useState<Answer>(EMPTY);
  const [eliminator, setEliminator] = useState(false);
  return (
    <section aria-label={t("preview.title")} className="flex flex-col gap-2" data-testid="question-preview">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-sm font-semibold text-slate-800">{t("preview.title")}</h2>
        <div role="group" aria-label={t("preview.device")} className="flex rounded-lg border border-slate-300 p-0.5 text-xs">
          {(["desktop", "phone"] as const).map((d) => (
            <button
              key={d}
              type="button"
              aria-pressed={device === d}
              onClick={() => setDevice(d)}
              className={`rounded-md px-2.5 py-1 font-medium ${device === d ? "bg-brand-600 text-white" : "text-slate-700"}`}
            >
              {t(`preview.${d}`)}
            </button>
          ))}
        </div>
      </div>
      <div className="overflow-x-auto rounded-xl bg-slate-200 p-2">
        <div
          className={`@container mx-auto overflow-hidden rounded-lg border border-slate-300 bg-white shadow-sm ${device === "phone" ? "w-[min(390px,100%)] min-w-[320px]" : "w-full min-w-[390px]"}`}
          data-testid={`preview-${device}`}
        >
          <div className="flex h-10 items-center justify-between border-b-2 border-dashed border-slate-300 px-3 text-xs font-semibold text-slate-700">
            <span className="truncate">{sectionName ?? t("preview.sectionName")}</span>
            {loading ? <span className="text-slate-400">{t("preview.updating")}</span> : null}
          </div>
          {data ? (
            <div className={`grid ${data.passage ? "@3xl:grid-cols-2" : ""}`} aria-busy={loading}>
              {data.passage ? (
                <div className="border-b-4 border-slate-200 p-5 @3xl:border-b-0 @3xl:border-r-4">
                  <PassagePane title={data.passage.title} html={data.passage.html} highlights={[]} highlightMode={false} color="yellow" onChange={() => {}} />
                </div>
              ) : null}
              <div className={`p-5 ${data.passage ? "" : "mx-auto w-full max-w-3xl"}`}>
                <QuestionPane
                  question={{
                    id: -1 - index,
                    index,
                    question_type: data.question_type,
                    question_title: data.question_title,
                    question_text: data.question_text,
                    choices: data.choices,
                  }}
                  answer={answer}
                  eliminator={eliminator}
                  onToggleEliminator={() => setEliminator((e) => !e)}
                  onChange={(patch) => setAnswer((a) => ({ ...a, ...patch }))}
                />
              </div>
            </div>
          ) : (
            <p className="p-6 text-sm text-slate-500">{t("preview.empty")}</p>
          )}
        </div>
      </div>
    </section>
  );
}
