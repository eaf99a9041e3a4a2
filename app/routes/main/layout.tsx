import { useTranslation } from "react-i18next";
import { Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { errorMeta, useRootData } from "~/root";
import { BottomNav } from "~/features/layout/bottom-nav";
import { Footer } from "~/features/layout/footer";
import { Header } from "~/features/layout/header";
import { RouteError } from "~/features/layout/route-error";

/** The main layout: header, page, footer and (on phones) the bottom navigation. */
export default function MainLayout() {
  return (
    <Chrome>
      <Outlet />
    </Chrome>
  );
}

export const meta: Route.MetaFunction = ({ error, matches }) => errorMeta({ error, matches });

/** A page's 404, 403 or error inside the same header and footer (one 404 page for every unknown path). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <Chrome>
      <RouteError error={error} />
    </Chrome>
  );
}

function Chrome({ children }: { children: React.ReactNode }) {
  const root = useRootData();
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2">
        {t("skipToContent")}
      </a>
      <Header user={root?.user ?? null} />
      <div id="main" className="flex-1">
        {children}
      </div>
      <Footer support={root?.support ?? { email: "", phone: "" }} />
      <BottomNav />
    </div>
  );
}
