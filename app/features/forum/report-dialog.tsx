import { getFormProps, getInputProps, getTextareaProps, useForm } from "@conform-to/react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "~/ui/lazy-toast";
import { useLazyChecks, useSubmitWhenReady, withoutKey, zodChecks } from "~/ui/conform-field";
import { Button } from "~/ui/button";
import { Dialog } from "~/ui/dialog";
import { forumUrls, send } from "./forum-client";
import { REPORT_DETAILS_MAX, REPORT_REASONS } from "./limits";
import type { ReportInput } from "./schemas";

/** ReportSchema (the endpoint's own), loaded when the form is first used (issue 30). */
const loadChecks = zodChecks(() => import("./schemas").then((m) => m.ReportSchema));

/**
 * Tells the moderators about a post or a comment: a reason and, if the reader wants, a few words. A
 * conform form checked with ReportSchema (the schema the endpoint parses with); the server's field
 * messages show under their fields, its other refusals above the buttons.
 */
export function ReportDialog({ open, onClose, post, comment }: { open: boolean; onClose: () => void; post: number; comment?: number }) {
  const { t } = useTranslation("forum");
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [serverFields, setServerFields] = useState<Record<string, string[]>>({});
  const submit = async (input: ReportInput) => {
    setBusy(true);
    setError(null);
    setServerFields({});
    const result = await send<{ created: boolean }>(forumUrls.report, "POST", {
      post: String(input.post),
      ...(input.comment ? { comment: String(input.comment) } : {}),
      reason: input.reason,
      details: input.details,
    });
    setBusy(false);
    if (!result.ok) {
      setServerFields(result.fieldErrors);
      return setError(result.message ?? t("errors.network"));
    }
    toast.success(result.data.created ? t("report.thanks") : t("report.already"));
    form.reset();
    onClose();
  };
  const formId = useId();
  const { checks, start } = useLazyChecks(formId, loadChecks);
  const later = useSubmitWhenReady(formId, checks !== null);
  const [form, fields] = useForm({
    id: formId,
    defaultValue: { reason: "spam", details: "" },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: checks ? ({ formData }) => checks.validate(formData) : undefined,
    onSubmit: (event, { submission }) => {
      event.preventDefault();
      if (!submission) return (start(), later());
      if (submission?.status === "success") void submit(submission.value);
    },
  });
  const fieldMessage = (name: "reason" | "details") => {
    const key = fields[name].errors?.[0];
    return key ? t(key, { ns: "forum" }) : (serverFields[name]?.[0] ?? null);
  };
  const reasonError = fieldMessage("reason");
  const detailsError = fieldMessage("details");
  return (
    <Dialog
      open={open}
      onClose={() => !busy && onClose()}
      title={comment ? t("report.titleComment") : t("report.titlePost")}
      labelledBy={titleId}
      className="w-[min(30rem,calc(100vw-2rem))]"
    >
      <form {...getFormProps(form)} onFocus={start} onPointerDown={start} className="flex flex-col gap-4">
        <input type="hidden" name="post" value={String(post)} />
        {comment ? <input type="hidden" name="comment" value={String(comment)} /> : null}
        <fieldset className="flex flex-col gap-2" aria-describedby={reasonError ? fields.reason.errorId : undefined}>
          <legend className="mb-1 text-sm font-medium text-slate-700">{t("report.reason")}</legend>
          {REPORT_REASONS.map((r) => (
            <label key={r} className="flex items-center gap-2 text-sm">
              <input {...withoutKey(getInputProps(fields.reason, { type: "radio", value: r }))} id={undefined} aria-describedby={undefined} />
              {t(`report.reasons.${r}`)}
            </label>
          ))}
          {reasonError ? (
            <p id={fields.reason.errorId} className="text-sm text-red-700">
              {reasonError}
            </p>
          ) : null}
        </fieldset>
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
          {t("report.details")}
          <textarea
            {...withoutKey(getTextareaProps(fields.details))}
            aria-invalid={detailsError ? true : undefined}
            aria-describedby={detailsError ? fields.details.errorId : undefined}
            maxLength={REPORT_DETAILS_MAX}
            rows={3}
            className="rounded-lg border border-slate-300 px-3 py-2 font-normal outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100"
          />
        </label>
        {detailsError ? (
          <p id={fields.details.errorId} className="-mt-3 text-sm text-red-700">
            {detailsError}
          </p>
        ) : null}
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
