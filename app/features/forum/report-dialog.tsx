import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "react-toastify";
import { Button } from "~/ui/button";
import { Dialog } from "~/ui/dialog";
import { forumUrls, send } from "./forum-client";
import { REPORT_DETAILS_MAX, REPORT_REASONS, type ReportReason } from "./limits";

/** Tells the moderators about a post or a comment: a reason and, if the reader wants, a few words. */
export function ReportDialog({ open, onClose, post, comment }: { open: boolean; onClose: () => void; post: number; comment?: number }) {
  const { t } = useTranslation("forum");
  const titleId = useId();
  const [reason, setReason] = useState<ReportReason>("spam");
  const [details, setDetails] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    setBusy(true);
    setError(null);
    const result = await send<{ created: boolean }>(forumUrls.report, "POST", {
      post: String(post),
      ...(comment ? { comment: String(comment) } : {}),
      reason,
      details,
    });
    setBusy(false);
    if (!result.ok) return setError(result.message ?? t("errors.network"));
    toast.success(result.data.created ? t("report.thanks") : t("report.already"));
    setDetails("");
    onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={() => !busy && onClose()}
      title={comment ? t("report.titleComment") : t("report.titlePost")}
      labelledBy={titleId}
      className="w-[min(30rem,calc(100vw-2rem))]"
    >
      <form
        className="flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-slate-700">{t("report.reason")}</legend>
          {REPORT_REASONS.map((r) => (
            <label key={r} className="flex items-center gap-2 text-sm">
              <input type="radio" name="reason" value={r} checked={reason === r} onChange={() => setReason(r)} />
              {t(`report.reasons.${r}`)}
            </label>
          ))}
        </fieldset>
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
          {t("report.details")}
          <textarea
            value={details}
            maxLength={REPORT_DETAILS_MAX}
            rows={3}
            onChange={(e) => setDetails(e.target.value)}
            className="rounded-lg border border-slate-300 px-3 py-2 font-normal outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100"
          />
        </label>
        {error ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
            {error}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t("actions.cancel")}
          </Button>
          <Button type="submit" disabled={busy}>
            {t("report.send")}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
