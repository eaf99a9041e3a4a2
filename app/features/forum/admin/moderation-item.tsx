import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useDateFormat } from "~/lib/use-format";
import { MODERATION_REASON_MAX } from "../limits";
import type { ModerationItem } from "../types";
import { useModeration } from "./use-moderation";

const button = "rounded-lg px-3 py-1.5 text-sm font-semibold disabled:opacity-50";

/** One post or comment in the moderators' queue: what it says, who wrote it, its reports, and what can be done. */
export function ModerationItemCard({ item }: { item: ModerationItem }) {
  const { t } = useTranslation("forum");
  const { fetcher, busy, error } = useModeration();
  const date = useDateFormat({ time: true });
  const reasonId = useId();
  const kind = t(`admin.kind.${item.target}`);
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4" data-testid="moderation-item">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-sm">
        <span className="rounded bg-slate-100 px-2 py-0.5 text-xs font-semibold uppercase text-slate-700">{kind}</span>
        <span className="font-medium">{item.author ? item.author.username : t("comments.anonymous")}</span>
        {item.author?.blocked ? <span className="rounded bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">{t("admin.blockedBadge")}</span> : null}
        <time dateTime={item.created_at} className="text-slate-600">
          {date(item.created_at)}
        </time>
        <Link to={`/forum/${item.postId}`} className="ml-auto text-brand-700 hover:underline">
          {t("admin.open")}
        </Link>
      </div>
      {item.target === "comment" ? (
        <p className="text-xs text-slate-600">{t("admin.onPost", { title: item.title })}</p>
      ) : (
        <p className="font-semibold">{item.title}</p>
      )}
      <p
        className="whitespace-pre-wrap break-words text-sm text-slate-800"
        data-testid="moderation-excerpt"
        // Escaped text with KaTeX's markup, built on the server (mathExcerptHtml).
        dangerouslySetInnerHTML={{ __html: item.excerptHtml }}
      />
      {item.reports ? (
        <div className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-900" data-testid="moderation-reports">
          <p className="font-semibold">
            {t("admin.reports", { count: item.reports.count })}: {item.reports.reasons.map((r) => t(`report.reasons.${r}`)).join(", ")}
          </p>
          {item.reports.details.map((d, i) => (
            <p key={i} className="mt-1 whitespace-pre-wrap break-words">
              “{d}”
            </p>
          ))}
        </div>
      ) : null}
      {item.hidden ? (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">{t("admin.hiddenBecause", { reason: item.hidden.reason })}</p>
      ) : null}
      <fetcher.Form method="post" className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <input type="hidden" name="target" value={item.target} />
        <input type="hidden" name="id" value={item.id} />
        {item.author ? <input type="hidden" name="username" value={item.author.username} /> : null}
        <label htmlFor={reasonId} className="flex flex-1 flex-col gap-1 text-sm font-medium text-slate-700">
          {t("admin.reason")}
          <input
            id={reasonId}
            name="reason"
            maxLength={MODERATION_REASON_MAX}
            className="rounded-lg border border-slate-300 px-3 py-1.5 font-normal outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100"
          />
        </label>
        <div className="flex flex-wrap gap-2">
          {item.hidden ? (
            <button type="submit" name="intent" value="unhide" disabled={busy} className={`${button} border border-slate-300 bg-white hover:bg-slate-50`}>
              {t("admin.unhide")}
            </button>
          ) : (
            <button type="submit" name="intent" value="hide" disabled={busy} className={`${button} bg-amber-700 text-white hover:bg-amber-800`}>
              {t("admin.hide")}
            </button>
          )}
          <button type="submit" name="intent" value="delete" disabled={busy} className={`${button} bg-red-600 text-white hover:bg-red-700`}>
            {t("admin.delete")}
          </button>
          {item.reports ? (
            <button type="submit" name="intent" value="dismiss" disabled={busy} className={`${button} border border-slate-300 bg-white hover:bg-slate-50`}>
              {t("admin.dismiss")}
            </button>
          ) : null}
          {item.author && !item.author.blocked ? (
            <button
              type="submit"
              name="intent"
              value="block"
              disabled={busy}
              className={`${button} border border-red-300 bg-white text-red-700 hover:bg-red-50`}
            >
              {t("admin.blockAuthor")}
            </button>
          ) : null}
        </div>
      </fetcher.Form>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </li>
  );
}
