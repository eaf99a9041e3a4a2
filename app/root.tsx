// First: zod must not try `eval` in the browser (CSP), and this runs before any schema is built.
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import { AnalyticsProvider, AnalyticsTag, ConsentBanner } from "~/features/analytics";
import { OfflineBanner, registerServiceWorker } from "~/features/offline";
import { analyticsConfig } from "~/features/analytics/index.server";
import { authMiddleware, optionalUser } from "~/features/auth/web-session.server";
import { errorStatus, RouteError } from "~/features/layout/route-error";
import { bootstrap } from "~/bootstrap.server";
import { csrfMiddleware } from "~/lib/csrf.server";
import { getEnv } from "~/lib/env.server";
import { flashContext, flashMiddleware } from "~/lib/flash.server";
import { getI18n, getLocale, i18nextMiddleware } from "~/lib/i18n.server";
import { rememberLanguageMiddleware } from "~/lib/language.server";
import { EarlyClickRecorder, settleEarlyClicks } from "~/lib/early-clicks";
import { InlineTranslations } from "~/lib/i18n-inline";
import { trackKeyboardUse } from "~/lib/keyboard-use";
import { useNonce } from "~/lib/nonce";
import { BRAND, pageTitle } from "~/lib/page-title";
import { requestGuard } from "~/lib/request-guard.server";
import { CSP_REPORT_PATH, securityHeadersMiddleware } from "~/lib/security-headers.server";
import { showToast, Toasts } from "~/ui/toasts";
import "katex/dist/katex.min.css";
import "./app.css";

/** The REST API has its own language rule and bearer tokens: page middleware skips it. */
const pagesOnly =
  (mw: Route.MiddlewareFunction): Route.MiddlewareFunction =>
  (args, next) =>
    new URL(args.request.url).pathname.startsWith("/api/") ? next() : mw(args, next);

/** The database is migrated and seeded before the first request (server.js does it at start; `npm run dev` here). */
const ready: Route.MiddlewareFunction = async (_, next) => {
  await bootstrap();
  return next();
};

/**
 * Browsers post CSP violation reports as application/csp-report or application/reports+json, types the
 * request guard refuses; the report route reads (and bounds) that body itself.
 */
const exceptCspReports =
  (mw: Route.MiddlewareFunction): Route.MiddlewareFunction =>
  (args, next) =>
    new URL(args.request.url).pathname === CSP_REPORT_PATH ? next() : mw(args, next);

/**
 * Every request, in order: security headers (and the CSP nonce) on whatever is answered, the database
 * ready, unreadable bodies refused, cross-site state changes refused; then, for pages, language,
 * flash messages and the signed-in user.
 */
export const middleware: Route.MiddlewareFunction[] = [
  securityHeadersMiddleware,
  ready,
  exceptCspReports(requestGuard),
  csrfMiddleware,
  ...[i18nextMiddleware, rememberLanguageMiddleware, flashMiddleware, authMiddleware].map(pagesOnly),
];

export async function loader({ context, request }: Route.LoaderArgs) {
  const env = getEnv();
  return {
    // Google Analytics: its id when configured, and the visitor's answer to the cookie banner.
    analytics: analyticsConfig(request),
    locale: getLocale(context),
    user: optionalUser(context),
    support: { email: env.SUPPORT_EMAIL, phone: env.SUPPORT_PHONE },
    flash: context.get(flashContext),
    // The <title> of an error page (meta functions have no translator of their own).
    errorTitles: {
      404: pageTitle(getI18n(context), "common:notFound.title"),
      403: pageTitle(getI18n(context), "common:forbidden.title"),
      500: pageTitle(getI18n(context), "common:error.title"),
    },
  };
}

/** An error page's title, for the root's and the main layout's meta (the last meta before the error boundary wins). */
export const errorMeta = ({ error, matches }: { error?: unknown; matches: ({ id: string; data?: unknown } | undefined)[] }) => {
  if (!error) return [];
  const root = matches.find((m) => m?.id === "root")?.data as RootData | undefined;
  return [{ title: root?.errorTitles[errorStatus(error)] ?? BRAND }];
};

export const meta: Route.MetaFunction = ({ error, matches }) => errorMeta({ error, matches });

export type RootData = Awaited<ReturnType<typeof loader>>;

export function useRootData() {
  return useRouteLoaderData<typeof loader>("root");
}

const NO_ANALYTICS = { id: null, consent: null };

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRootData();
  const { i18n } = useTranslation();
  const lang = data?.locale ?? i18n.language ?? "az";
  const nonce = useNonce();
  return (
    <html lang={lang} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* Installable (issue 33): the manifest and the worker come with the production build (vite/pwa.ts). */}
        <link rel="manifest" href="/manifest.webmanifest" />
        <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
        <meta name="theme-color" content="#2753e0" />
        <Meta />
        {/* Styles need no nonce (the CSP allows this origin's); "" keeps server and browser markup equal. */}
        <Links nonce="" />
      </head>
      <body className="min-h-screen bg-slate-50 text-slate-900 antialiased">
        <EarlyClickRecorder />
        <AnalyticsProvider config={data?.analytics ?? NO_ANALYTICS}>
          <ConsentBanner />
          <OfflineBanner />
          {children}
          <AnalyticsTag />
        </AnalyticsProvider>
        <Toasts />
        <InlineTranslations />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const flash = loaderData.flash;
  // Focus rings of script-focused headings for keyboard users only (app.css).
  useEffect(trackKeyboardUse, []);
  useEffect(registerServiceWorker, []);
  // Early clicks (app/lib/early-clicks.tsx) the page's components did not take are dropped: this effect runs after theirs.
  useEffect(settleEarlyClicks, []);
  useEffect(() => {
    if (flash) showToast(t(flash.key), { type: flash.kind, toastId: flash.id });
  }, [flash, t]);
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
