import { useTranslation } from "react-i18next";
import { DataTable } from "~/ui/data-table";
import type { Level, SkillMapEntry, TrendDirection } from "./mastery";
import type { TestKind } from "./skills";

/** Each level has its own colour, symbol and word: the colour is never the only sign. */
const LEVEL_STYLE: Record<Level, { tile: string; bar: string; badge: string; symbol: string }> = {
  not_started: { tile: "border-slate-200 bg-white", bar: "bg-slate-300", badge: "bg-slate-100 text-slate-700", symbol: "○" },
  needs_work: { tile: "border-rose-200 bg-rose-50/40", bar: "bg-rose-500", badge: "bg-rose-100 text-rose-800", symbol: "▽" },
  developing: { tile: "border-amber-200 bg-amber-50/40", bar: "bg-amber-500", badge: "bg-amber-100 text-amber-900", symbol: "◇" },
  strong: { tile: "border-emerald-200 bg-emerald-50/40", bar: "bg-emerald-600", badge: "bg-emerald-100 text-emerald-800", symbol: "★" },
};

const TREND_SYMBOL: Record<TrendDirection, string> = { up: "↑", down: "↓", steady: "→", new: "•", none: "" };

export function useTrendText() {
  const { t } = useTranslation("plan");
  return (trend: SkillMapEntry["trend"]) => t(`map.trend.${trend.direction}`, { delta: trend.delta === null ? 0 : Math.abs(trend.delta) });
}

/** The mastery history as a small line (decoration: the table gives the numbers). */
function Sparkline({ history }: { history: (number | null)[] }) {
  const points = history.map((v, i) => (v === null ? null : `${(i * 72) / (history.length - 1) + 4},${22 - (v / 100) * 18}`)).filter(Boolean);
  if (points.length < 2) return null;
  return (
    <svg aria-hidden width="80" height="26" viewBox="0 0 80 26" className="text-brand-600">
      <line x1="4" x2="76" y1="13" y2="13" stroke="currentColor" strokeOpacity="0.15" strokeDasharray="2 3" />
      <polyline points={points.join(" ")} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" strokeLinecap="round" />
    </svg>
  );
}

function SkillTile({ entry, compact }: { entry: SkillMapEntry; compact: boolean }) {
  const { t } = useTranslation(["plan", "results"]);
  const trendText = useTrendText();
  const style = LEVEL_STYLE[entry.level];
  const started = entry.answers > 0;
  const delta = entry.trend.delta;
  return (
    <li
      className={`flex flex-col rounded-xl border ${compact ? "gap-1 p-2.5" : "gap-1.5 p-3"} ${style.tile}`}
      data-testid="skill-tile"
      data-skill={entry.skill}
    >
      <p className={`${compact ? "text-xs" : "text-sm"} font-semibold leading-snug text-slate-900`}>{t(`results:skills.${entry.skill}`)}</p>
      <div className="flex items-baseline justify-between gap-2">
        <p className={`${compact ? "text-lg" : "text-2xl"} font-bold tabular-nums text-slate-900`}>
          {/* The count leads (what happened); the mastery estimate comes below, named as an estimate. */}
          {started ? (
            <>
              <span aria-hidden data-testid="skill-count">
                {entry.correct}/{entry.answers}
                <span className={`ml-1 font-medium text-slate-600 ${compact ? "text-[0.65rem]" : "text-xs"}`}>{t("plan:map.correct")}</span>
              </span>
              <span className="sr-only">
                {t("plan:map.answers", { count: entry.answers, correct: entry.correct })}. {t("plan:map.mastery", { percent: entry.percent })}
              </span>
            </>
          ) : (
            <>
              <span aria-hidden>–</span>
              <span className="sr-only">{t("plan:map.noAnswers")}</span>
            </>
          )}
        </p>
        {compact ? (
          entry.trend.direction !== "none" ? (
            <span className="text-xs font-semibold text-slate-700">
              <span aria-hidden>
                {TREND_SYMBOL[entry.trend.direction]}
                {delta !== null && delta !== 0 ? ` ${delta > 0 ? "+" : ""}${delta}` : ""}
              </span>
              <span className="sr-only">{trendText(entry.trend)}</span>
            </span>
          ) : null
        ) : (
          <Sparkline history={entry.history} />
        )}
      </div>
      <div aria-hidden className="h-1.5 w-full overflow-hidden rounded-full bg-slate-200">
        {started ? <div className={`h-full rounded-full ${style.bar}`} style={{ width: `${entry.percent}%` }} /> : null}
      </div>
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs">
        <span className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 font-semibold ${style.badge}`}>
          <span aria-hidden>{style.symbol}</span>
          {t(`plan:map.levels.${entry.level}`)}
        </span>
        {!compact && entry.trend.direction !== "none" ? (
          <span className="inline-flex items-center gap-1 text-slate-700">
            <span aria-hidden className="font-bold">
              {TREND_SYMBOL[entry.trend.direction]}
            </span>
            {trendText(entry.trend)}
          </span>
        ) : null}
      </p>
      {compact ? null : (
        <p aria-hidden={started || undefined} className="text-xs text-slate-600" data-testid="skill-estimate">
          {started ? t("plan:map.mastery", { percent: entry.percent }) : t("plan:map.noAnswers")}
        </p>
      )}
    </li>
  );
}

function SkillTable({ skills }: { skills: SkillMapEntry[] }) {
  const { t } = useTranslation(["plan", "results"]);
  const trendText = useTrendText();
  return (
    <DataTable
      caption={t("plan:map.table.caption")}
      testId="skill-table"
      density="compact"
      className="rounded-xl"
      rows={skills}
      rowKey={(s) => s.skill}
      columns={[
        {
          id: "skill",
          header: t("plan:map.table.skill"),
          rowHeader: true,
          className: "font-medium text-slate-900",
          cell: (s) => t(`results:skills.${s.skill}`),
        },
        { id: "domain", header: t("plan:map.table.domain"), className: "text-slate-700", cell: (s) => t(`results:domains.${s.domain}`) },
        {
          id: "mastery",
          header: t("plan:map.table.mastery"),
          align: "end",
          className: "tabular-nums",
          cell: (s) => (s.answers ? `${s.percent}%` : t("plan:map.table.none")),
        },
        { id: "level", header: t("plan:map.table.level"), cell: (s) => t(`plan:map.levels.${s.level}`) },
        {
          id: "answers",
          header: t("plan:map.table.answers"),
          align: "end",
          className: "tabular-nums",
          cell: (s) => (s.answers ? `${s.correct}/${s.answers}` : "0"),
        },
        { id: "trend", header: t("plan:map.table.trend"), className: "text-slate-700", cell: (s) => trendText(s.trend) },
        {
          id: "history",
          header: t("plan:map.table.history"),
          className: "whitespace-nowrap tabular-nums text-slate-700",
          cell: (s) => s.history.map((v) => (v === null ? t("plan:map.table.none") : `${v}%`)).join(" · "),
        },
      ]}
    />
  );
}

/**
 * The skill map: every skill's mastery (a percent, a level word with its symbol, a bar), its 4-week
 * trend in words and an 8-week line, grouped by test and domain; and the same as a table (a disclosure
 * that works before the page's scripts load).
 */
export function SkillMap({ skills, headingLevel = 2, compact = false }: { skills: SkillMapEntry[]; headingLevel?: 2 | 3; compact?: boolean }) {
  const { t } = useTranslation(["plan", "results"]);
  const H = headingLevel === 2 ? "h2" : "h3";
  const Sub = headingLevel === 2 ? "h3" : "h4";
  const tests: TestKind[] = ["verbal", "math"];
  return (
    <section
      aria-labelledby="skill-map-title"
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
      data-testid="skill-map"
    >
      <div className="flex flex-col gap-1">
        <H id="skill-map-title" className="text-lg font-semibold">
          {t("plan:map.title")}
        </H>
        <p className="text-sm text-slate-600">{t("plan:map.hint")}</p>
        <p className="text-xs text-slate-500">{t("plan:map.legend")}</p>
      </div>
      {tests.map((test) => {
        const ofTest = skills.filter((s) => s.test === test);
        const domains = [...new Set(ofTest.map((s) => s.domain))];
        return (
          <div key={test} className="flex flex-col gap-3">
            <Sub className="text-base font-semibold text-slate-800">{t(`results:tests.${test}`)}</Sub>
            {domains.map((domain) => (
              <div key={domain} className="flex flex-col gap-2">
                <p className="text-sm font-medium text-slate-600" id={`skill-map-${domain}`}>
                  {t(`results:domains.${domain}`)}
                </p>
                <ul
                  aria-labelledby={`skill-map-${domain}`}
                  className={`grid gap-2 ${compact ? "grid-cols-2 sm:grid-cols-3 lg:grid-cols-5" : "grid-cols-1 min-[420px]:grid-cols-2 md:grid-cols-3 lg:grid-cols-4"}`}
                >
                  {ofTest
                    .filter((s) => s.domain === domain)
                    .map((s) => (
                      <SkillTile key={s.skill} entry={s} compact={compact} />
                    ))}
                </ul>
              </div>
            ))}
          </div>
        );
      })}
      <details className="group rounded-xl border border-slate-200">
        <summary className="cursor-pointer rounded-xl px-4 py-2.5 text-sm font-semibold text-brand-700 hover:bg-slate-50">{t("plan:map.showTable")}</summary>
        <div className="p-2">
          <SkillTable skills={skills} />
        </div>
      </details>
    </section>
  );
}
