import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Route } from "./+types/index";
import { backOfficeOverview } from "~/features/admin/overview.server";
import { requireUser } from "~/features/auth/web-session.server";
import { buttonClass } from "~/ui/button";

export async function loader({ context, request }: Route.LoaderArgs) {
  return backOfficeOverview(requireUser(context, request).id);
}

type Card = { id: string; count: number; to: string };

/** The back office's first page: what waits in each section, with the way to it. */
export default function AdminIndex({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const cards: Card[] = [
    { id: "review", count: loaderData.review, to: "/teacher/review" },
    { id: "reports", count: loaderData.reports, to: "/admin/forum" },
    { id: "requests", count: loaderData.requests, to: "/admin/requests" },
    { id: "outbox", count: loaderData.outbox, to: "/admin/outbox" },
  ];
  return (
    <main className="flex flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold">{t("title")}</h1>
        <p className="mt-1 text-slate-600">{t("index.intro")}</p>
      </header>
      <ul className="grid gap-4 sm:grid-cols-2">
        {cards.map((card) => (
          <li key={card.id} className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5" data-testid={`overview-${card.id}`}>
            <h2 className="text-lg font-semibold">{t(`index.${card.id}.title`)}</h2>
            <p
              className={`text-sm font-medium ${card.count > 0 && card.id !== "outbox" ? "text-brand-700" : "text-slate-700"}`}
              data-testid={`overview-${card.id}-count`}
            >
              {t(`index.${card.id}.count`, { count: card.count })}
            </p>
            {card.id === "outbox" ? (
              <p className="text-sm text-slate-600" data-testid="mail-mode">
                {loaderData.mailDelivered ? t("mode.smtp") : t("mode.outbox")}
              </p>
            ) : null}
            <Link to={card.to} className={buttonClass("secondary", "mt-auto self-start")}>
              {t(`index.${card.id}.open`)}
            </Link>
          </li>
        ))}
      </ul>
    </main>
  );
}
