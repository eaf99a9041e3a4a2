import { useTranslation } from "react-i18next";
import type { Route } from "./+types/outbox";
import { LinkifiedText } from "~/features/admin/linkified-text";
import { formatUtcDate } from "~/lib/format";
import { getI18n } from "~/lib/i18n.server";
import { listOutbox, mailMode } from "~/lib/mail.server";

const MAX_SHOWN = 100;

/** The messages written to DATA_DIR/outbox (no SMTP_URL), newest first, dates formatted on the server. */
export async function loader({ context }: Route.LoaderArgs) {
  const { t } = getI18n(context);
  const messages = (await listOutbox(MAX_SHOWN)).map((m) => ({ ...m, shownDate: `${formatUtcDate(t, m.date, { time: true })} UTC` }));
  return { mailDelivered: mailMode().kind === "smtp", messages };
}

export default function AdminOutbox({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const { mailDelivered, messages } = loaderData;
  return (
    <main className="flex flex-col gap-4">
      <header>
        <h1 className="text-2xl font-bold">{t("outbox.title")}</h1>
        <p className="mt-1 text-slate-600">{t("outbox.intro", { max: MAX_SHOWN })}</p>
      </header>
      <p className="rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-700" data-testid="mail-mode">
        {mailDelivered ? t("mode.smtp") : t("mode.outbox")}
      </p>
      {messages.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-slate-600" data-testid="outbox-empty">
          {mailDelivered ? t("outbox.emptySmtp") : t("outbox.emptyOutbox")}
        </p>
      ) : (
        <ol className="flex flex-col gap-3" data-testid="outbox-messages">
          {messages.map((m, i) => (
            <li key={m.id}>
              <details open={i === 0} className="group rounded-2xl border border-slate-200 bg-white" data-testid="outbox-message">
                <summary className="flex cursor-pointer flex-col gap-1 px-5 py-4 sm:flex-row sm:items-baseline sm:justify-between">
                  <span className="flex min-w-0 flex-col">
                    <span className="font-semibold">{m.subject}</span>
                    <span className="truncate text-sm text-slate-600">{m.to}</span>
                  </span>
                  <span className="text-sm text-slate-500">
                    <time dateTime={m.date}>{m.shownDate}</time>
                  </span>
                </summary>
                <div className="flex flex-col gap-3 border-t border-slate-100 px-5 py-4">
                  <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                    <dt className="text-slate-500">{t("outbox.to")}</dt>
                    <dd className="break-all" data-testid="outbox-to">
                      {m.to}
                    </dd>
                    <dt className="text-slate-500">{t("outbox.from")}</dt>
                    <dd className="break-all">{m.from}</dd>
                    <dt className="text-slate-500">{t("outbox.date")}</dt>
                    <dd>{m.shownDate}</dd>
                  </dl>
                  <div className="whitespace-pre-wrap break-words rounded-lg bg-slate-50 p-4 font-mono text-sm text-slate-800" data-testid="outbox-body">
                    <LinkifiedText text={m.text} />
                  </div>
                </div>
              </details>
            </li>
          ))}
        </ol>
      )}
    </main>
  );
}
