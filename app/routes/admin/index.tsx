import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Route } from "./+types/index";
import { listOutbox, mailMode } from "~/lib/mail.server";
import { buttonClass } from "~/ui/button";

const MAX_COUNTED = 1000;

export async function loader() {
  const mode = mailMode();
  return { mode, outboxCount: (await listOutbox(MAX_COUNTED)).length };
}

/** The back office's first page: one card per section. */
export default function AdminIndex({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const { mode, outboxCount } = loaderData;
  return (
    <main className="flex flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold">{t("title")}</h1>
        <p className="mt-1 text-slate-600">{t("index.intro")}</p>
      </header>
      <section className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-6" aria-labelledby="outbox-card">
        <h2 id="outbox-card" className="text-lg font-semibold">
          {t("index.outboxTitle")}
        </h2>
        <p className="text-sm text-slate-700" data-testid="mail-mode">
          {mode.kind === "smtp" ? t("mode.smtp", { host: mode.host }) : t("mode.outbox", { dir: mode.dir })}
        </p>
        <p className="text-sm font-medium" data-testid="outbox-count">
          {t("index.outboxCount", { count: outboxCount })}
        </p>
        <Link to="/admin/outbox" className={buttonClass("secondary", "self-start")}>
          {t("index.open")}
        </Link>
      </section>
    </main>
  );
}
