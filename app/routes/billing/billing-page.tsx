import { useTranslation } from "react-i18next";
import { Link, redirect } from "react-router";
import type { Route } from "./+types/billing-page";
import { requireUser } from "~/features/auth/web-session.server";
import { BillingSummary } from "~/features/billing/billing-summary";
import { billingOverview } from "~/features/billing/overview.server";
import { createPortalSession } from "~/features/billing/portal.server";
import { withFormFailure } from "~/lib/action.server";
import { getI18n } from "~/lib/i18n.server";
import { formatUtcDate } from "~/lib/format";
import { buttonClass } from "~/ui/button";

/** /profile/billing: the plan, its status, the next billing date, and "Manage billing" (Stripe's portal). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const overview = await billingOverview(user);
  const date = (iso: string | null) => (iso ? formatUtcDate(getI18n(context).t, iso) : null);
  const s = overview.subscription;
  return {
    overview,
    userType: user.user_type,
    dates: {
      periodEnd: date(s?.currentPeriodEnd ?? null),
      graceEnds: date(s?.graceEndsAt ?? null),
      endedAt: date(s?.endedAt ?? null),
      grantEnds: date(overview.grantEndsAt),
    },
    title: getI18n(context).t("billing:page.meta"),
  };
}

/** "Manage billing": a Customer Portal session, and the browser goes there. */
export async function action({ context, request }: Route.ActionArgs) {
  const user = requireUser(context, request);
  return withFormFailure(async () => redirect((await createPortalSession(user, request)).url));
}

export const meta: Route.MetaFunction = ({ data }) => [{ title: data?.title ?? "SAT Lingo" }];

export default function BillingPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("billing");
  return (
    <main className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-8">
      <header className="flex flex-col gap-2">
        <Link to="/profile" className="w-fit text-sm font-medium text-brand-700 hover:underline">
          ← {t("page.back")}
        </Link>
        <h1 className="text-2xl font-bold sm:text-3xl">{t("page.title")}</h1>
      </header>
      <BillingSummary {...loaderData} portalError={actionData?.formError ?? null} />
    </main>
  );
}

export function ErrorBoundary() {
  const { t } = useTranslation("billing");
  return (
    <main className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-4 px-4 py-10 text-center">
      <h1 className="text-2xl font-bold">{t("page.errorTitle")}</h1>
      <button type="button" onClick={() => window.location.reload()} className={buttonClass("primary")}>
        {t("page.retry")}
      </button>
    </main>
  );
}
