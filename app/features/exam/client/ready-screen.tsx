import { useTranslation } from "react-i18next";
import type { ExamPlanStep } from "../exam-plan.server";
import { TOOL_ICONS, ToolIcon, useViewFocus } from "~/features/question-view";
import { useEarlyClick } from "~/lib/early-clicks";
import { buttonClass } from "~/ui/button";
import { Spinner } from "~/ui/spinner";

/**
 * Before the first module, as in Bluebook: the test, its modules and breaks with their times, the
 * tools it offers, and Start. Nothing is timed until Start.
 */
export function ReadyScreen({ examName, plan, starting, onStart }: { examName: string; plan: ExamPlanStep[]; starting: boolean; onStart: () => void }) {
  const { t } = useTranslation("exam");
  useViewFocus("ready", "ready");
  // Start pressed before the page's script ran is acted on once it runs.
  useEarlyClick("start", onStart);
  const modules = plan.filter((s) => s.kind === "module");
  // The testing time, as the exam's card counts it (breaks apart).
  const total = modules.reduce((sum, s) => sum + s.minutes, 0);
  const tests = new Set(modules.map((m) => m.test));
  const tools = [
    ...(tests.has("verbal") ? [{ icon: TOOL_ICONS.highlight, label: t("ready.tools.highlight") }] : []),
    ...(tests.has("math") ? [{ icon: TOOL_ICONS.calculator, label: t("ready.tools.calculator") }] : []),
    ...(tests.has("math") ? [{ icon: TOOL_ICONS.reference, label: t("ready.tools.reference") }] : []),
    { icon: MARK_ICON, label: t("ready.tools.mark") },
  ];
  return (
    <main className="flex min-h-dvh items-center justify-center bg-slate-50 p-4 sm:p-8">
      <div className="flex w-full max-w-2xl flex-col gap-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <div className="flex flex-col gap-1">
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{t("ready.kicker")}</p>
          <h1 tabIndex={-1} data-view-heading="ready" className="text-2xl font-bold sm:text-3xl">
            {examName}
          </h1>
          <p className="text-slate-700">{t("ready.total", { count: modules.length, minutes: total })}</p>
        </div>
        <section aria-labelledby="ready-sections">
          <h2 id="ready-sections" className="mb-2 font-semibold">
            {t("ready.sections")}
          </h2>
          <ol className="divide-y divide-slate-200 rounded-xl border border-slate-200" data-testid="ready-plan">
            {plan.map((step, i) => (
              <li key={i} className={`flex items-center justify-between gap-3 px-4 py-2 ${step.kind === "break" ? "bg-slate-50 text-slate-600" : ""}`}>
                <span>{step.kind === "module" ? t(`ready.module.${step.test}`, { n: step.module }) : t("ready.break")}</span>
                <span className="whitespace-nowrap tabular-nums text-slate-700">{t("ready.minutes", { count: step.minutes })}</span>
              </li>
            ))}
          </ol>
        </section>
        <section aria-labelledby="ready-tools">
          <h2 id="ready-tools" className="mb-2 font-semibold">
            {t("ready.toolsTitle")}
          </h2>
          <ul className="grid gap-2 sm:grid-cols-2">
            {tools.map((tool) => (
              <li key={tool.label} className="flex items-center gap-2 text-slate-700">
                <span className="text-brand-700">
                  <ToolIcon d={tool.icon} />
                </span>
                {tool.label}
              </li>
            ))}
          </ul>
        </section>
        <p className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900">{t("ready.clock")}</p>
        <button
          type="button"
          className={buttonClass("primary", "self-end min-w-32")}
          onClick={onStart}
          disabled={starting}
          aria-busy={starting}
          data-early-click="start"
        >
          {starting ? <Spinner /> : null}
          {starting ? t("ready.starting") : t("ready.start")}
        </button>
      </div>
    </main>
  );
}

const MARK_ICON = "M7 3h10v18l-5-4-5 4z";
