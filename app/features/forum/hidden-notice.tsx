import { useTranslation } from "react-i18next";
import type { Hidden } from "./types";

/** What the author (and administrators) see on a hidden post or comment: nobody else sees it, and why. */
export function HiddenNotice({ hidden }: { hidden: NonNullable<Hidden> }) {
  const { t } = useTranslation("forum");
  return (
    <p className="mt-1 rounded-lg bg-amber-50 px-3 py-1.5 text-xs text-amber-900" data-testid="hidden-notice">
      {t("hidden.notice", { reason: hidden.reason })}
    </p>
  );
}
