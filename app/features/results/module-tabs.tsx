import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Spinner } from "~/ui/spinner";
import type { QuestionHead } from "./question-review";
import { ResultQuestionItem } from "./result-question";
import type { ResultSection } from "./result-types";

type TabSection = Omit<ResultSection, "questions"> & { correct: number; total: number; questions: QuestionHead[] };

/**
 * The result's modules with their counts, and the questions of one of them only (`module`, the
 * page's ?module=, else the first), each as its header: the question itself is fetched when it is
 * opened (ResultQuestionItem). The page stays small however long the exam and however much math it holds.
 */
export function oneModule(sections: ResultSection[], module: string | null): { sections: TabSection[]; selected: number } {
  const wanted = Number(module ?? 0);
  const selected = Number.isInteger(wanted) && wanted >= 0 && wanted < sections.length ? wanted : 0;
  return {
    selected,
    sections: sections.map((s, i) => ({
      ...s,
      correct: s.questions.filter((q) => q.response.is_correct).length,
      total: s.questions.length,
      questions:
        i === selected
          ? s.questions.map((q) => ({ id: q.id, index: q.index, difficulty_level: q.difficulty_level, skill: q.skill, response: q.response }))
          : [],
    })),
  };
}

/**
 * One tab per module taken (WAI-ARIA tabs: arrow keys, Home and End move between tabs; only the
 * selected tab is in the tab order). The selected module's questions come with the page; another tab
 * loads its own (?module=, the page's data), the tab selected at once and its panel busy meanwhile.
 */
export function ModuleTabs({
  sessionId,
  sections,
  selected: shown,
  answersShown,
  own,
}: {
  sessionId: number;
  sections: TabSection[];
  selected: number;
  answersShown: boolean;
  own: boolean;
}) {
  const { t } = useTranslation("results");
  const navigate = useNavigate();
  const [selected, setSelected] = useState(shown);
  useEffect(() => setSelected(shown), [shown]);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const choose = (index: number) => {
    setSelected(index);
    if (index !== shown) void navigate(`?module=${index}`, { replace: true, preventScrollReset: true });
  };
  const select = (index: number) => {
    const next = (index + sections.length) % sections.length;
    choose(next);
    tabs.current[next]?.focus();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowRight: selected + 1, ArrowLeft: selected - 1, Home: 0, End: sections.length - 1 };
    if (e.key in moves) {
      e.preventDefault();
      select(moves[e.key]!);
    }
  };
  const label = (s: TabSection) => {
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
              onClick={() => choose(i)}
              className={`flex shrink-0 flex-col items-start rounded-t-lg border-b-2 px-4 py-2 text-left text-sm font-semibold transition-colors ${
                i === selected ? "border-brand-600 bg-white text-brand-700" : "border-transparent text-slate-600 hover:bg-slate-100"
              }`}
            >
              <span>{label(s)}</span>
              <span className="text-xs font-normal text-slate-500">{t("modules.tabCount", { correct: s.correct, total: s.total })}</span>
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
          {i === selected && i !== shown ? (
            <Spinner className="self-center text-brand-600" />
          ) : (
            s.questions.map((q) => <ResultQuestionItem key={q.id} sessionId={sessionId} question={q} answersShown={answersShown} own={own} />)
          )}
        </div>
      ))}
    </section>
  );
}
