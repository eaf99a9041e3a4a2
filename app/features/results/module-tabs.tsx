import { useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { QuestionReview } from "./question-review";
import type { ResultSection } from "./result-types";

/**
 * One tab per module taken (WAI-ARIA tabs: arrow keys, Home and End move between tabs; only the
 * selected tab is in the tab order). Every panel is rendered on the server; the others are hidden.
 */
export function ModuleTabs({ sections, answersShown, own }: { sections: ResultSection[]; answersShown: boolean; own: boolean }) {
  const { t } = useTranslation("results");
  const [selected, setSelected] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (index: number) => {
    const next = (index + sections.length) % sections.length;
    setSelected(next);
    tabs.current[next]?.focus();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowRight: selected + 1, ArrowLeft: selected - 1, Home: 0, End: sections.length - 1 };
    if (e.key in moves) {
      e.preventDefault();
      select(moves[e.key]!);
    }
  };
  const label = (s: ResultSection) => {
    const test = t(`tests.${s.test}`);
    return s.variant === "standard"
      ? t("modules.tab", { test, module: s.module })
      : t("modules.tabVariant", { test, module: s.module, variant: t(`modules.variant.${s.variant}`) });
  };

  return (
    <section aria-labelledby="modules-heading" className="flex flex-col gap-4">
      <h2 id="modules-heading" className="text-lg font-semibold">
        {t("modules.heading")}
      </h2>
      <div role="tablist" aria-label={t("modules.label")} className="flex gap-1 overflow-x-auto border-b border-slate-200" onKeyDown={onKeyDown}>
        {sections.map((s, i) => {
          const correct = s.questions.filter((q) => q.response.is_correct).length;
          return (
            <button
              key={s.id}
              ref={(el) => {
                tabs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`module-tab-${s.id}`}
              aria-selected={i === selected}
              aria-controls={`module-panel-${s.id}`}
              tabIndex={i === selected ? 0 : -1}
              onClick={() => setSelected(i)}
              className={`flex shrink-0 flex-col items-start rounded-t-lg border-b-2 px-4 py-2 text-left text-sm font-semibold transition-colors ${
                i === selected ? "border-brand-600 bg-white text-brand-700" : "border-transparent text-slate-600 hover:bg-slate-100"
              }`}
            >
              <span>{label(s)}</span>
              <span className="text-xs font-normal text-slate-500">{t("modules.tabCount", { correct, total: s.questions.length })}</span>
            </button>
          );
        })}
      </div>
      {sections.map((s, i) => (
        <div
          key={s.id}
          role="tabpanel"
          id={`module-panel-${s.id}`}
          aria-labelledby={`module-tab-${s.id}`}
          tabIndex={0}
          hidden={i !== selected}
          className="flex flex-col gap-4"
        >
          {s.questions.map((q) => (
            <QuestionReview key={q.id} question={q} answersShown={answersShown} own={own} />
          ))}
        </div>
      ))}
    </section>
  );
}
