import { useTranslation } from "react-i18next";
import type { Route } from "./+types/tutor";
import { tutorConfig } from "~/features/tutor/config.server";
import { usageReport } from "~/features/tutor/usage.server";
import { getI18n } from "~/lib/i18n.server";
import { useCalendarDate, useNumberFormat } from "~/lib/use-format";
import { DataTable, type Column } from "~/ui/data-table";

const DAYS = 14;

/** /admin/tutor: how Lingo is configured (no secrets) and its use per day and per user. Admins only (the layout's middleware). */
export async function loader({ context }: Route.LoaderArgs) {
  const { byDay, byUser } = await usageReport(DAYS);
  return { config: tutorConfig(), byDay, byUser, title: getI18n(context).t("tutor:admin.title") };
}

export const meta: Route.MetaFunction = ({ data }) => [{ title: data ? `${data.title} · SAT Lingo` : "SAT Lingo" }];

export default function AdminTutor({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("tutor");
  const num = useNumberFormat(0);
  const day = useCalendarDate();
  const { config, byDay, byUser } = loaderData;
  const rows: [string, string][] = [
    [t("admin.mode"), config.mode === "model" ? t("admin.modeModel") : t("admin.modeOffline")],
    ...(config.mode === "model"
      ? ([
          [t("admin.endpoint"), config.endpoint ?? ""],
          [t("admin.model"), config.model],
          [t("admin.maxTokens"), config.maxTokens > 0 ? num(config.maxTokens) : t("admin.notSent")],
          [t("admin.timeout"), t("admin.seconds", { n: config.timeoutMs / 1000 })],
        ] as [string, string][])
      : []),
    [t("admin.dailyMessages"), config.dailyMessages > 0 ? num(config.dailyMessages) : t("admin.unlimited")],
    [t("admin.ratePerMinute"), num(config.ratePerMinute)],
  ];
  return (
    <main className="flex flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold">{t("admin.title")}</h1>
        <p className="mt-1 text-slate-600">{t("admin.intro")}</p>
      </header>
      <section aria-labelledby="tutor-config" className="rounded-2xl border border-slate-200 bg-white p-5">
        <h2 id="tutor-config" className="mb-3 text-lg font-semibold">
          {t("admin.config")}
        </h2>
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]" data-testid="tutor-config">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-slate-500">{label}</dt>
              <dd className="break-all font-medium">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <UsageTable
        id="tutor-by-day"
        title={t("admin.byDay", { count: DAYS })}
        empty={t("admin.noUsage")}
        head={[t("admin.day"), t("admin.users"), t("admin.messagesCol"), t("admin.promptTokens"), t("admin.completionTokens")]}
        numeric={[false, true, true, true, true]}
        rows={byDay.map((d) => [day(d.day), num(d.users), num(d.messages), num(d.prompt_tokens), num(d.completion_tokens)])}
      />
      <UsageTable
        id="tutor-by-user"
        title={t("admin.byUser", { count: DAYS })}
        empty={t("admin.noUsage")}
        head={[t("admin.user"), t("admin.type"), t("admin.messagesCol"), t("admin.promptTokens"), t("admin.completionTokens"), t("admin.lastDay")]}
        numeric={[false, false, true, true, true, false]}
        rows={byUser.map((u) => [
          u.username,
          t(`profile:roles.${u.user_type}`),
          num(u.messages),
          num(u.prompt_tokens),
          num(u.completion_tokens),
          day(u.last_day),
        ])}
      />
      <p className="text-xs text-slate-500">{t("admin.tokensNote")}</p>
    </main>
  );
}

function UsageTable({
  id,
  title,
  head,
  numeric,
  rows,
  empty,
}: {
  id: string;
  title: string;
  head: string[];
  numeric: boolean[];
  rows: string[][];
  empty: string;
}) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-5">
      <h2 id={id} className="mb-3 text-lg font-semibold">
        {title}
      </h2>
      <DataTable
        caption={title}
        testId={id}
        framed={false}
        density="compact"
        rows={rows}
        rowKey={(r) => r[0]!}
        empty={<p className="text-sm text-slate-600">{empty}</p>}
        columns={head.map((h, i): Column<string[]> => ({
          id: h,
          header: h,
          align: numeric[i] ? "end" : "start",
          className: `tabular-nums ${i === 0 ? "font-medium" : ""}`,
          cell: (r) => r[i],
        }))}
      />
    </section>
  );
}
