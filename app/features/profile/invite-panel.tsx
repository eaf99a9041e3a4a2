import { useTranslation } from "react-i18next";
import { Link, useFetcher } from "react-router";
import { Button } from "~/ui/button";
import { PersonName } from "~/ui/person-name";
import { formatInviteCode, INVITE_TTL_DAYS } from "./invite-format";
import type { InviteJson } from "./invites.server";
import { firstMessage, isFormFailure } from "~/lib/form-failure";
import type { DashboardActionData, DashboardAnswer } from "./types";
import { useDateFormat } from "~/lib/use-format";

/** A mentor's invite codes: create one, see the ones still open, and the students linked so far. */
export function InvitePanel({ invites, students, names = {} }: { invites: InviteJson[]; students: string[]; names?: Record<string, string> }) {
  const { t } = useTranslation("profile");
  const fetcher = useFetcher<DashboardAnswer>();
  const date = useDateFormat({ time: true });
  const busy = fetcher.state !== "idle";
  const failure = isFormFailure(fetcher.data) ? fetcher.data : null;
  const result = failure ? null : (fetcher.data as DashboardActionData | undefined);
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <section aria-labelledby="invite-title" className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 id="invite-title" className="font-semibold">
          {t("invite.title")}
        </h2>
        <p className="text-sm text-slate-600">{t("invite.text", { count: INVITE_TTL_DAYS })}</p>
        <fetcher.Form method="post">
          <input type="hidden" name="intent" value="createInvite" />
          <Button type="submit" disabled={busy}>
            {busy ? t("invite.creating") : t("invite.create")}
          </Button>
        </fetcher.Form>
        {result?.ok && result.intent === "createInvite" ? (
          <p role="status" className="rounded-lg bg-brand-50 px-3 py-2 text-brand-900">
            {t("invite.created")}{" "}
            <strong className="font-mono text-lg tracking-widest" data-testid="new-invite-code">
              {formatInviteCode(result.invite.code)}
            </strong>
          </p>
        ) : null}
        {failure ? (
          <p role="alert" className="text-sm text-red-600">
            {t(firstMessage(failure) ?? "")}
          </p>
        ) : null}
        {invites.length ? (
          <div>
            <h3 className="text-sm font-medium text-slate-700">{t("invite.open")}</h3>
            <ul className="mt-1 flex flex-col gap-1 text-sm" data-testid="open-invites">
              {invites.map((i) => (
                <li key={i.code} className="flex flex-wrap items-baseline gap-2">
                  <span className="font-mono font-semibold tracking-widest">{formatInviteCode(i.code)}</span>
                  <span className="text-slate-500">{t("invite.expires", { date: date(i.expires_at) })}</span>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </section>
      <section aria-labelledby="students-title" className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 id="students-title" className="font-semibold">
          {t("mentor.students")}
        </h2>
        {students.length ? (
          <ul className="flex flex-wrap gap-2" data-testid="students">
            {students.map((s) => (
              <li key={s} className="flex items-center gap-1 rounded-full bg-slate-100 py-1 pl-3 pr-2 text-sm">
                <Link
                  to={`?${new URLSearchParams({ student: s })}#mentor-history-title`}
                  className="font-medium text-brand-800 underline-offset-2 hover:underline"
                  aria-label={t("mentor.historyOf", { name: names[s] || s })}
                >
                  <PersonName name={names[s]} username={s} />
                </Link>
                <Link
                  to={`/students/${encodeURIComponent(s)}/accommodations`}
                  className="rounded-full px-2 text-xs font-semibold text-slate-600 hover:bg-slate-200 hover:text-slate-900"
                  aria-label={`${t("accommodations:manage")}: ${names[s] || s}`}
                >
                  {t("accommodations:manage")}
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-600">{t("mentor.noStudents")}</p>
        )}
      </section>
    </div>
  );
}
