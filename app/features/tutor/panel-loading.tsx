import { useTranslation } from "react-i18next";
import { Spinner } from "~/ui/spinner";

/** The panel while its code or its conversation loads. */
export function Loading() {
  const { t } = useTranslation("tutor");
  return (
    <div className="flex flex-1 items-center justify-center p-6 text-sm text-slate-600" data-testid="tutor-loading">
      <Spinner label={t("panel.loading")} />
    </div>
  );
}
