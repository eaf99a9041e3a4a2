import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { InboxItem } from "./inbox-view";
import { StatusBadge } from "./status-badge";

/** The inbox's requests: service, phone to call, name, time, status and who handled it. */
export function InboxList({ items }: { items: InboxItem[] }) {
  const { t } = useTranslation("services");
  return (
    <ol className="flex flex-col gap-3" data-testid="inbox-list">
      {items.map((r) => (
        <li key={r.id} className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5" data-testid="inbox-item">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <div className="flex items-center gap-2">
              <StatusBadge status={r.status} />
              <span className="font-semibold">{r.service.title}</span>
            </div>
            <span className="text-sm text-slate-500">
              <time dateTime={r.lastRequestedAt}>{r.lastAsked}</time>
            </span>
          </div>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-slate-500">{t("inbox.phone")}</dt>
            <dd>
              <a href={`tel:${r.phone}`} className="font-semibold text-brand-700 hover:underline" data-testid="inbox-phone">
                {r.phoneText}
              </a>
            </dd>
            <dt className="text-slate-500">{t("inbox.name")}</dt>
            <dd className="break-words">{r.name || <span className="text-slate-400">{t("inbox.noName")}</span>}</dd>
            <dt className="text-slate-500">{t("inbox.time")}</dt>
            <dd>{t(`form.times.${r.preferredTime}`)}</dd>
            {r.repeats > 0 ? (
              <>
                <dt className="text-slate-500">{t("inbox.repeats")}</dt>
                <dd>{t("inbox.askedTimes", { count: r.repeats + 1 })}</dd>
              </>
            ) : null}
            {r.handledBy ? (
              <>
                <dt className="text-slate-500">{t("inbox.handledBy")}</dt>
                <dd>{t("inbox.handledByOn", { user: r.handledBy, date: r.handled })}</dd>
              </>
            ) : null}
          </dl>
          <Link
            to={`/admin/requests/${r.id}`}
            className="mt-3 inline-block text-sm font-semibold text-brand-700 hover:underline"
            aria-label={t("inbox.openOf", { phone: r.phoneText, service: r.service.title })}
          >
            {t("inbox.open")} →
          </Link>
        </li>
      ))}
    </ol>
  );
}
