import { useTranslation } from "react-i18next";
import { Link, Outlet, redirect } from "react-router";
import type { Route } from "./+types/layout";
import { optionalUser } from "~/features/auth/web-session.server";
import { LanguageSwitcher } from "~/features/layout/language-switcher";
import { Logo } from "~/features/layout/logo";
import { ErrorScreen } from "~/features/layout/error-screen";

/** Only visitors need the sign-in and sign-up pages; a link from an e-mail (reset, confirm) opens for anyone. */
const VISITORS_ONLY = ["/auth/login", "/auth/signup", "/auth/forgot-password"];

/** Signed-in users never see the sign-in and sign-up pages. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname.replace(/\/+$/, "");
  if (optionalUser(context) && VISITORS_ONLY.includes(path)) throw redirect("/profile");
  return null;
}

export default function AuthLayout() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen flex-col bg-gradient-to-br from-brand-50 to-white">
      <header className="mx-auto flex w-full max-w-5xl items-center justify-between p-4">
        <Link to="/" className="flex items-center gap-2" aria-label={t("brand.home")}>
          <Logo />
        </Link>
        <LanguageSwitcher />
      </header>
      <main className="flex flex-1 items-start justify-center px-4 py-8">
        <Outlet />
      </main>
    </div>
  );
}

export function ErrorBoundary() {
  return <ErrorScreen />;
}
