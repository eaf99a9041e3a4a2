import { useTranslation } from "react-i18next";
import { Outlet } from "react-router";
import { useRootData } from "~/root";
import { BottomNav } from "~/features/layout/bottom-nav";
import { Footer } from "~/features/layout/footer";
import { Header } from "~/features/layout/header";
import { ErrorScreen } from "~/features/layout/error-screen";

/** The main layout: header, page, footer and (on phones) the bottom navigation. */
export default function MainLayout() {
  const root = useRootData();
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2">
        {t("skipToContent")}
      </a>
      <Header user={root?.user ?? null} />
      <div id="main" className="flex-1">
        <Outlet />
      </div>
      <Footer support={root?.support ?? { email: "", phone: "" }} />
      <BottomNav />
    </div>
  );
}

export function ErrorBoundary() {
  return <ErrorScreen />;
}
