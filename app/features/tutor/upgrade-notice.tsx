import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { buttonClass } from "~/ui/button";
import { PRICING_PATH, type TutorGate } from "./access";

/**
 * What users who may not talk to Lingo see instead of the chat (spec part 2, "Lingo chat panel"): the
 * premium-only message and "Upgrade to Premium", which leads to the plans; visitors go through sign-in
 * to them, and may sign in and come back here.
 */
export function UpgradeNotice({ gate, headingId }: { gate: Exclude<TutorGate, "allowed">; headingId: string }) {
  const { t } = useTranslation("tutor");
  const { pathname, search } = useLocation();
  const upgrade = gate === "signin" ? `/auth/login?return_url=${encodeURIComponent(PRICING_PATH)}` : PRICING_PATH;
  return (
    <div className="flex flex-col items-center gap-3 px-6 py-10 text-center" data-testid="tutor-upgrade">
      <span aria-hidden className="flex h-12 w-12 items-center justify-center rounded-full bg-brand-50 text-lg font-bold text-brand-700">
        L
      </span>
      <h2 id={headingId} className="text-lg font-semibold">
        {t("panel.upgradeTitle")}
      </h2>
      <p className="max-w-sm text-slate-700">{t("errors.premiumOnly")}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Link to={upgrade} className={buttonClass("primary")} reloadDocument>
          {t("panel.upgrade")}
        </Link>
        {gate === "signin" ? (
          <Link to={`/auth/login?return_url=${encodeURIComponent(pathname + search)}`} className={buttonClass("secondary")}>
            {t("panel.signIn")}
          </Link>
        ) : null}
      </div>
    </div>
  );
}
