import { useTranslation } from "react-i18next";
import { Link, useFetcher, useLocation } from "react-router";
import { StatusBadge } from "../status-badge";
import { StemExcerpt } from "../stem-excerpt";

type ModuleView = {
  index: number;
  name: string;
  test: "verbal" | "math";
  module: number;
  variant: string;
  minutes: number;
  breakAfterMinutes: number;
  questions: { id: number; identifier: string; version: number; status: string; type: string; difficulty: string; excerptHtml: string }[];
};

function Step({
  module,
  question,
  intent,
  direction,
  label,
  children,
}: {
  module: number;
  question: number;
  intent: string;
  direction?: string;
  label: string;
  children: React.ReactNode;
}) {
  const fetcher = useFetcher();
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="module" value={module} />
      <input type="hidden" name="question" value={question} />
      {direction ? <input type="hidden" name="direction" value={direction} /> : null}
      <button
        type="submit"
        aria-label={label}
        title={label}
        disabled={fetcher.state !== "idle"}
        className="rounded px-2 py-1 text-sm text-slate-700 hover:bg-slate-100 disabled:opacity-40"
      >
        {children}
      </button>
    </fetcher.Form>
  );
}

/** The modules of the exam in order, each with its questions; a draft's questions can be moved or removed. */
export function ModuleList({ modules, editable, picking }: { modules: ModuleView[]; editable: boolean; picking: number | null }) {
  const { t } = useTranslation(["authoring", "results"]);
  const location = useLocation();
  const pickLink = (i: number) => {
    const params = new URLSearchParams(location.search);
    params.set("pick", String(i));
    return `?${params}#picker`;
  };
  return (
    <ol className="flex flex-col gap-3">
      {modules.map((m) => (
        <li
          key={m.index}
          className={`rounded-2xl border bg-white p-4 ${picking === m.index ? "border-brand-400 ring-2 ring-brand-100" : "border-slate-200"}`}
          data-testid={`module-${m.index}`}
        >
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h3 className="font-semibold">
              {m.name}
              {m.variant !== "standard" ? (
                <span className="ml-2 rounded bg-slate-100 px-1.5 py-0.5 text-xs font-medium text-slate-700">{t(`exams.variant.${m.variant}`)}</span>
              ) : null}
            </h3>
            <p className="text-sm text-slate-600">
              {t("exams.moduleLine", { count: m.questions.length, minutes: m.minutes })}
              {m.breakAfterMinutes ? ` · ${t("exams.breakAfter", { minutes: m.breakAfterMinutes })}` : ""}
            </p>
          </div>
          {m.questions.length ? (
            <ol className="mt-2 flex flex-col divide-y divide-slate-100">
              {m.questions.map((q, i) => (
                <li key={q.id} className="flex items-start gap-2 py-1.5 text-sm">
                  <span className="w-6 shrink-0 text-right tabular-nums text-slate-500">{i + 1}.</span>
                  <Link to={`/teacher/questions/${q.id}`} className="group min-w-0 flex-1">
                    <StemExcerpt html={q.excerptHtml} identifier={q.identifier} className="text-slate-900 group-hover:text-brand-700 group-hover:underline" />
                    <span className="mt-0.5 block text-xs text-slate-500">
                      <span className="font-mono">{q.identifier}</span> · v{q.version}
                      {q.difficulty ? ` · ${t(`difficulty.${q.difficulty}`)}` : ""}
                    </span>
                  </Link>
                  {q.status !== "published" ? <StatusBadge status={q.status} /> : null}
                  {editable ? (
                    <span className="flex">
                      <Step module={m.index} question={q.id} intent="move" direction="up" label={t("exams.moveUp", { identifier: q.identifier })}>
                        ↑
                      </Step>
                      <Step module={m.index} question={q.id} intent="move" direction="down" label={t("exams.moveDown", { identifier: q.identifier })}>
                        ↓
                      </Step>
                      <Step module={m.index} question={q.id} intent="remove" label={t("exams.remove", { identifier: q.identifier })}>
                        ✕
                      </Step>
                    </span>
                  ) : null}
                </li>
              ))}
            </ol>
          ) : (
            <p className="mt-2 text-sm text-slate-500">{t("exams.moduleEmpty")}</p>
          )}
          {editable && picking !== m.index ? (
            <Link to={pickLink(m.index)} preventScrollReset className="mt-2 inline-block text-sm font-semibold text-brand-700 hover:underline">
              + {t("exams.addTo")}
            </Link>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
