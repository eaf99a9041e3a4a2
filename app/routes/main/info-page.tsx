import { useTranslation } from "react-i18next";
import type { Route } from "./+types/info-page";
import { useRootData } from "~/root";
import { CookieSettingsButton, useAnalytics } from "~/features/analytics";
import { redirectVisitorsFromProtectedAreas } from "~/features/auth/web-session.server";
import { siteData } from "~/features/landing/site-data.server";
import { getI18n, getLocale } from "~/lib/i18n.server";
import { BRAND, pageTitle } from "~/lib/page-title";
import type { Language } from "~/lib/i18n";
import { buttonClass } from "~/ui/button";

const PAGES = ["about", "contact", "faq", "support", "privacy", "terms"] as const;
type Page = (typeof PAGES)[number];
type Section = { id: string; heading: string; paragraphs: string[] };

/** The footer's information pages: /about, /contact, /faq, /support, /privacy, /terms. */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const page = params.page as Page;
  redirectVisitorsFromProtectedAreas(context, request);
  if (!PAGES.includes(page)) throw new Response("Not found", { status: 404 });
  const questions = page === "faq" ? siteData.commonQuestions(getLocale(context) as Language) : [];
  return { page, questions, title: pageTitle(getI18n(context), `pages:${page}.title`) };
}

export const meta: Route.MetaFunction = ({ data }) => [{ title: data?.title ?? BRAND }];

export default function InfoPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("pages");
  const support = useRootData()?.support ?? { email: "", phone: "" };
  const { page, questions } = loaderData;
  const vars = { email: support.email, phone: support.phone };
  const sections = t(`${page}.sections`, { returnObjects: true, ...vars }) as Section[];
  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10">
      <h1 className="text-3xl font-bold">{t(`${page}.title`)}</h1>
      <p className="text-lg text-slate-600">{t(`${page}.intro`, vars)}</p>
      {questions.length ? (
        <div className="flex flex-col gap-3">
          {questions.map((q) => (
            <details key={q.id} id={q.id} className="rounded-xl border border-slate-200 bg-white p-4">
              <summary className="cursor-pointer font-semibold">{q.question}</summary>
              <p className="mt-2 text-slate-700">{q.answer}</p>
            </details>
          ))}
        </div>
      ) : null}
      {Array.isArray(sections)
        ? sections.map((s) => (
            <section key={s.id} id={s.id} className="flex scroll-mt-20 flex-col gap-2">
              <h2 className="text-xl font-semibold">{s.heading}</h2>
              {s.paragraphs.map((p, i) => (
                <p key={i} className="text-slate-700">
                  {p}
                </p>
              ))}
              {s.id === "cookies" ? <AnalyticsCookiesNote /> : null}
            </section>
          ))
        : null}
    </main>
  );
}

/** The Cookie Policy's word on analytics, and "Cookie settings" to change the choice: only when analytics is configured. */
function AnalyticsCookiesNote() {
  const { t } = useTranslation();
  if (!useAnalytics().id) return null;
  return (
    <>
      <p className="text-slate-700">{t("cookieBanner.privacyNote")}</p>
      <CookieSettingsButton className={buttonClass("secondary", "self-start")} />
    </>
  );
}
