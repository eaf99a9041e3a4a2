import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { LandingData } from "#content/site/types";
import type { PricingViewer } from "~/features/billing";
import { PricingSection } from "./pricing-section";
import { buttonClass } from "~/ui/button";
import { Reviews } from "./reviews";
import { FeatureIcon } from "./feature-icon";

/** Hero, why us, how it works, pricing, reviews, closing call to action. */
export function Landing({ data, viewer, paymentsConfigured }: { data: LandingData; viewer: PricingViewer; paymentsConfigured: boolean }) {
  const { t } = useTranslation("landing");
  // A visitor starts by signing up; a signed-in student goes straight to the exams.
  const start = viewer === "visitor" ? "/auth/signup" : "/exams";
  return (
    <main>
      <section className="bg-gradient-to-b from-brand-50 to-slate-50">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-16 md:grid-cols-2 md:py-24">
          <div className="flex flex-col gap-5">
            <span className="w-fit rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-700">{data.hero.badge}</span>
            <h1 className="text-4xl font-extrabold tracking-tight md:text-5xl">{data.hero.title}</h1>
            <p className="text-lg text-slate-600">{data.hero.subtitle}</p>
            <div className="flex flex-wrap gap-3">
              <Link to={start} className={buttonClass("primary", "px-6 py-3 text-base")}>
                {t("getStarted")}
              </Link>
              <a href="#how-it-works" className={buttonClass("secondary", "px-6 py-3 text-base")}>
                {data.hero.secondaryCta}
              </a>
            </div>
          </div>
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-3">
            {data.hero.stats.map((s) => (
              <li key={s.label} className="rounded-2xl border border-slate-200 bg-white p-4 text-center shadow-sm">
                <p className="text-xl font-bold break-words text-brand-700">{s.value}</p>
                <p className="text-sm text-slate-600">{s.label}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="mx-auto max-w-6xl px-4 py-16" aria-labelledby="why-us">
        <h2 id="why-us" className="text-center text-3xl font-bold">
          {data.whyUs.title}
        </h2>
        <p className="mx-auto mt-2 max-w-2xl text-center text-slate-600">{data.whyUs.subtitle}</p>
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {data.whyUs.items.map((item) => (
            <li key={item.title} className="rounded-2xl border border-slate-200 bg-white p-6">
              <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <FeatureIcon name={item.icon} />
              </span>
              <h3 className="mt-3 font-semibold">{item.title}</h3>
              <p className="mt-1 text-sm text-slate-600">{item.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section id="how-it-works" className="bg-white py-16" aria-labelledby="how-title">
        <div className="mx-auto max-w-6xl px-4">
          <h2 id="how-title" className="text-center text-3xl font-bold">
            {data.howItWorks.title}
          </h2>
          <ol className="mt-10 grid gap-6 md:grid-cols-3">
            {data.howItWorks.steps.map((step, i) => (
              <li key={step.title} className="flex flex-col gap-2 rounded-2xl bg-slate-50 p-6">
                <span className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-600 font-bold text-white">{i + 1}</span>
                <h3 className="font-semibold">{step.title}</h3>
                <p className="text-sm text-slate-600">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <PricingSection pricing={data.pricing} viewer={viewer} paymentsConfigured={paymentsConfigured} headingLevel={2} />

      <Reviews title={data.reviews.title} items={data.reviews.items} />

      <section className="mx-auto max-w-6xl px-4 py-16">
        <div className="flex flex-col items-center gap-4 rounded-3xl bg-brand-700 px-6 py-12 text-center text-white">
          <h2 className="text-3xl font-bold">{data.closing.title}</h2>
          <p className="max-w-xl text-brand-100">{data.closing.text}</p>
          <Link to={start} className="rounded-lg bg-white px-6 py-3 font-semibold text-brand-700 hover:bg-brand-50">
            {t("startJourney")}
          </Link>
        </div>
      </section>
    </main>
  );
}
