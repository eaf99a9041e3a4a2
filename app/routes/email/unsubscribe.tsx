import { useTranslation } from "react-i18next";
import { data, isRouteErrorResponse, Link } from "react-router";
import type { Route } from "./+types/unsubscribe";
import { unsubscribe } from "~/features/digest/settings.server";
import { readUnsubscribeToken } from "~/features/digest/unsubscribe-token.server";
import { RouteError } from "~/features/layout/route-error";
import { HttpError } from "~/lib/http.server";
import { getI18n } from "~/lib/i18n.server";
import { BRAND, pageTitle } from "~/lib/page-title";

export const meta: Route.MetaFunction = ({ data }) => [{ title: data?.title ?? BRAND }];

/**
 * /email/unsubscribe?token=…&lng=…: the digest's unsubscribe link, without signing in. A valid signed
 * token turns the list off (idempotent) and confirms it in the recipient's language (the link carries
 * it); a missing, malformed or tampered token is a 400 page. Mail programs' one-click POST goes to
 * /api/email/unsubscribe/ (no CSRF check there, no cookie needed).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const i18n = getI18n(context);
  let claim;
  try {
    claim = readUnsubscribeToken(new URL(request.url).searchParams.get("token"));
  } catch (error) {
    if (error instanceof HttpError) throw data({ detail: error.detail, title: pageTitle(i18n, "profile:digest.unsubscribe.invalidTitle") }, { status: 400 });
    throw error;
  }
  const { list } = await unsubscribe(claim);
  return { list, title: pageTitle(i18n, "profile:digest.unsubscribe.title") };
}

export default function Unsubscribe({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("profile");
  return (
    <main className="mx-auto flex max-w-2xl flex-col gap-4 px-4 py-12" data-testid="unsubscribed">
      <h1 className="text-2xl font-bold">{t("digest.unsubscribe.title")}</h1>
      <p role="status" className="text-slate-700">
        {loaderData.list === "own" ? t("digest.unsubscribe.doneOwn") : t("digest.unsubscribe.doneStudents")}
      </p>
      <p className="text-slate-700">
        {t("digest.unsubscribe.again")}{" "}
        <Link to="/profile/email-settings" className="font-medium text-brand-700 hover:underline">
          {t("digest.unsubscribe.settings")}
        </Link>
      </p>
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation("profile");
  if (isRouteErrorResponse(error) && error.status === 400)
    return (
      <main className="mx-auto flex max-w-2xl flex-col gap-4 px-4 py-12" data-testid="unsubscribe-invalid">
        <h1 className="text-2xl font-bold">{t("digest.unsubscribe.invalidTitle")}</h1>
        <p role="alert" className="text-slate-700">
          {t("digest.unsubscribe.invalid")}
        </p>
        <p className="text-slate-700">
          <Link to="/profile/email-settings" className="font-medium text-brand-700 hover:underline">
            {t("digest.unsubscribe.settings")}
          </Link>
        </p>
      </main>
    );
  return <RouteError error={error} />;
}
