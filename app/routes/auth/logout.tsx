import { useTranslation } from "react-i18next";
import { Form, Link, redirect } from "react-router";
import type { Route } from "./+types/logout";
import { AuthCard } from "~/features/auth/auth-card";
import { readAccessToken, revokeSession, sessionOfRefreshToken } from "~/features/auth/tokens.server";
import { clearSessionCookies, readSessionCookies, safeReturnUrl } from "~/features/auth/web-session.server";
import { ErrorScreen } from "~/features/layout/error-screen";
import { Logo } from "~/features/layout/logo";
import { authContext } from "~/lib/context";
import { getI18n } from "~/lib/i18n.server";
import { readForm } from "~/lib/parse.server";
import { Button, buttonClass } from "~/ui/button";

/**
 * /auth/logout/. Signing out is a POST (the CSRF middleware checks where it comes from): it ends the
 * device's session on the server, clears the cookies and goes to /auth/login with return_url.
 * A GET signs out only a session that is already invalid or absent: that is where the auth flow sends
 * a browser whose session failed verification (requireUser). A GET with a valid session shows a
 * "Sign out?" page with the POST button, so a link on another site cannot sign anyone out.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const back = safeReturnUrl(new URL(request.url).searchParams.get("return_url"));
  const { user } = context.get(authContext);
  if (!user) return signOut(request, back);
  return { returnUrl: back, username: user.username, title: getI18n(context).t("auth:logout.title") };
}

export async function action({ request }: Route.ActionArgs) {
  const type = request.headers.get("content-type") ?? "";
  const fromForm = type.includes("form") ? (await readForm(request)).get("return_url") : null;
  const back = safeReturnUrl(typeof fromForm === "string" ? fromForm : new URL(request.url).searchParams.get("return_url"));
  return signOut(request, back);
}

async function signOut(request: Request, back: string | null) {
  const { access, refresh } = await readSessionCookies(request);
  // A cookie that is not one of ours (tampered with) parses to a non-string: nothing to revoke then.
  const sessionId =
    (typeof access === "string" ? (await readAccessToken(access))?.sessionId : null) ??
    (typeof refresh === "string" ? await sessionOfRefreshToken(refresh) : null);
  if (sessionId) await revokeSession(sessionId, "logout");
  const headers = new Headers();
  for (const c of await clearSessionCookies(request)) headers.append("Set-Cookie", c);
  return redirect(back ? `/auth/login?return_url=${encodeURIComponent(back)}` : "/auth/login", { headers });
}

export const meta: Route.MetaFunction = ({ data }) => [{ title: `${data?.title ?? "Sign out?"} · SAT Lingo` }];

export default function ConfirmLogout({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(["auth", "common"]);
  const { returnUrl, username } = loaderData;
  return (
    <div className="flex min-h-screen flex-col bg-gradient-to-br from-brand-50 to-white">
      <header className="mx-auto flex w-full max-w-5xl items-center p-4">
        <Link to="/" className="flex items-center gap-2" aria-label={t("common:brand.home")}>
          <Logo />
        </Link>
      </header>
      <main className="flex flex-1 items-start justify-center px-4 py-8">
        <AuthCard title={t("logout.title")} subtitle={t("logout.text", { username })}>
          <Form method="post" action="/auth/logout" className="flex flex-col gap-3">
            <input type="hidden" name="return_url" value={returnUrl ?? ""} />
            <Button type="submit" variant="danger" autoFocus>
              {t("logout.confirm")}
            </Button>
            <Link to={returnUrl ?? "/profile"} className={buttonClass("secondary")}>
              {t("logout.cancel")}
            </Link>
          </Form>
        </AuthCard>
      </main>
    </div>
  );
}

export function ErrorBoundary() {
  return <ErrorScreen />;
}
