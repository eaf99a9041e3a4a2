import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, useNavigation } from "react-router";
import { buttonClass } from "~/ui/button";

type Can = { edit: boolean; submit: boolean; review: boolean; retire: boolean; delete: boolean };

/**
 * What the caller may do with this version, as buttons: edit, send for review, approve or send back
 * with a comment (another teacher), retire, delete a draft. Each is a POST the server checks again.
 */
export function QuestionActions({ id, status, can, error }: { id: number; status: string; can: Can; error: string | null }) {
  const { t } = useTranslation("authoring");
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const commentId = useId();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const intent = (name: string, label: string, variant: "primary" | "secondary" | "danger" = "secondary") => (
    <button type="submit" name="intent" value={name} disabled={busy} className={buttonClass(variant)}>
      {label}
    </button>
  );
  return (
    <div className="flex flex-col gap-3">
      {error ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {t(error, { ns: "common" })}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {can.edit ? (
          <Link to={`/teacher/questions/${id}/edit`} className={buttonClass(status === "published" || status === "retired" ? "secondary" : "primary")}>
            {status === "published" || status === "retired" ? t("view.newVersion") : t("view.edit")}
          </Link>
        ) : null}
        <Form method="post" className="contents">
          {can.submit ? intent("submit", t("view.submit"), "primary") : null}
          {can.retire ? intent("retire", t("view.retire")) : null}
        </Form>
        {can.delete ? (
          confirmDelete ? (
            <Form method="post" className="flex flex-wrap items-center gap-2 rounded-lg bg-red-50 px-3 py-1.5">
              <span className="text-sm text-red-800">{t("view.deleteConfirm")}</span>
              {intent("delete", t("view.deleteYes"), "danger")}
              <button type="button" className={buttonClass("ghost")} onClick={() => setConfirmDelete(false)}>
                {t("view.cancel")}
              </button>
            </Form>
          ) : (
            <button type="button" className={buttonClass("ghost", "text-red-700")} onClick={() => setConfirmDelete(true)}>
              {status === "in_review" ? t("view.deleteInReview") : t("view.delete")}
            </button>
          )
        ) : null}
      </div>
      {can.review ? (
        <Form method="post" className="flex flex-col gap-2 rounded-xl border border-amber-200 bg-amber-50 p-3" aria-labelledby={`${commentId}-title`}>
          <h2 id={`${commentId}-title`} className="font-semibold text-amber-900">
            {t("view.reviewTitle")}
          </h2>
          <label htmlFor={commentId} className="text-sm text-amber-900">
            {t("view.comment")}
          </label>
          <textarea id={commentId} name="comment" rows={3} maxLength={2000} className="rounded-lg border border-amber-300 bg-white px-3 py-2 text-sm" />
          <div className="flex flex-wrap gap-2">
            {intent("approve", t("view.approve"), "primary")}
            {intent("request_changes", t("view.requestChanges"))}
          </div>
        </Form>
      ) : null}
    </div>
  );
}
