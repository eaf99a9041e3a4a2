import { useTranslation } from "react-i18next";
import type { RequestStatus } from "./inbox-schemas";

const STYLES: Record<RequestStatus, string> = {
  new: "bg-brand-600 text-white",
  contacted: "bg-amber-100 text-amber-900",
  closed: "bg-slate-200 text-slate-700",
};

export function StatusBadge({ status }: { status: RequestStatus }) {
  const { t } = useTranslation("services");
  return <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STYLES[status]}`}>{t(`inbox.status.${status}`)}</span>;
}
