import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, useNavigation } from "react-router";
import { toast } from "~/ui/lazy-toast";
import { EMAIL_MAX, loadEditProfileSchema, MAX_PICTURE_BYTES, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN, pictureProblem, USERNAME_MAX } from "~/features/auth";
import type { PublicUser } from "~/lib/user";
import { Avatar } from "~/ui/avatar";
import { Button, buttonClass } from "~/ui/button";
import { ConformField, useAllErrorsOnSubmit, useLazyChecks, useTypedBeforeHydration, zodChecks } from "~/ui/conform-field";

/** EditProfileSchema (the action's own), loaded when the form is first used. */
const loadChecks = zodChecks(loadEditProfileSchema);

type Props = {
  user: PublicUser;
  pendingEmail: { email: string; expiresAt: string } | null;
  actionData: { formError: string | null; fieldErrors: Record<string, string[]>; result?: SubmissionResult<string[]> } | undefined;
};

/**
 * "Edit Profile": picture, names, username, e-mail and the password change, validated in the browser
 * (once the checks have loaded, on the form's first use) and by the action with EditProfileSchema (conform). Sending nothing new says "No changes detected";
 * a refusal keeps what was typed and toasts its message.
 */
export function EditProfileForm({ user, pendingEmail, actionData }: Props) {
  const { t } = useTranslation(["profile", "common", "auth"]);
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formMethod === "POST";
  const { checks, start } = useLazyChecks("edit-profile", loadChecks);
  const [form, fields] = useForm({
    id: "edit-profile",
    lastResult: actionData?.result,
    defaultValue: {
      first_name: user.first_name,
      last_name: user.last_name,
      username: user.username,
      email: user.email,
      current_password: "",
      new_password: "",
      confirm_password: "",
    },
    shouldValidate: checks ? "onBlur" : "onSubmit",
    shouldRevalidate: checks ? "onInput" : "onSubmit",
    onValidate: checks ? ({ formData }) => checks.validate(formData) : undefined,
  });
  useTypedBeforeHydration(form, checks !== null);
  useAllErrorsOnSubmit(form);
  const [picture, setPicture] = useState<{ url: string; error: string | null } | null>(null);
  const [clientFormError, setClientFormError] = useState<string | null>(null);
  const server = actionData?.fieldErrors ?? {};
  const formErrorKey = clientFormError ?? server.form?.[0] ?? actionData?.formError ?? null;
  const formError = formErrorKey ? t(formErrorKey, { ns: "common" }) : null;
  useEffect(() => {
    if (actionData) toast.error(formError ?? t("updateFailed"));
  }, [actionData]); // eslint-disable-line react-hooks/exhaustive-deps -- one toast per answer of the action, not per render
  const { onSubmit, ...formProps } = getFormProps(form);
  // Read while rendering: conform then re-renders this form when it changes (a read in the handler would be stale).
  const changed = form.dirty;

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      {...formProps}
      onFocus={start}
      onPointerDown={start}
      onInput={start}
      className="flex flex-col gap-6"
      onSubmit={(e) => {
        const nothing = !changed && !picture;
        setClientFormError(nothing ? "validation.noChanges" : null);
        if (nothing || picture?.error) return e.preventDefault();
        onSubmit(e);
      }}
    >
      {formError ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {formError}
        </p>
      ) : null}
      <section className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6">
        <h2 className="text-lg font-semibold">{t("edit.picture")}</h2>
        <div className="flex items-center gap-4">
          {picture && !picture.error ? (
            <img src={picture.url} alt="" className="h-20 w-20 rounded-full object-cover" />
          ) : (
            <Avatar picture={user.profile_picture} username={user.username} size={80} />
          )}
          <div className="flex flex-col gap-1">
            <label htmlFor="profile_picture" className="text-sm font-medium">
              {t("edit.uploadPicture")}
            </label>
            <input
              id="profile_picture"
              name="profile_picture"
              type="file"
              accept="image/jpeg,image/png,image/gif"
              aria-describedby="picture-hint picture-error"
              className="text-sm"
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (!file) return setPicture(null);
                setPicture({ url: URL.createObjectURL(file), error: pictureProblem(file) });
              }}
            />
            <p id="picture-hint" className="text-xs text-slate-500">
              {t("edit.pictureHint", { mb: MAX_PICTURE_BYTES / 1024 / 1024 })}
            </p>
            <p id="picture-error" className="text-sm text-red-600">
              {picture?.error ? t(picture.error, { ns: "common" }) : server.profile_picture?.[0] ? t(server.profile_picture[0], { ns: "common" }) : null}
            </p>
          </div>
        </div>
      </section>
      <section className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-6 sm:grid-cols-2">
        <h2 className="text-lg font-semibold sm:col-span-2">{t("edit.personal")}</h2>
        <ConformField meta={fields.first_name} label={t("fields.first_name", { ns: "auth" })} autoComplete="given-name" maxLength={NAME_MAX} />
        <ConformField meta={fields.last_name} label={t("fields.last_name", { ns: "auth" })} autoComplete="family-name" maxLength={NAME_MAX} />
        <ConformField meta={fields.username} label={t("fields.username", { ns: "auth" })} autoComplete="username" maxLength={USERNAME_MAX} />
        <ConformField
          meta={fields.email}
          label={t("fields.email", { ns: "auth" })}
          type="email"
          autoComplete="email"
          maxLength={EMAIL_MAX}
          hint={pendingEmail ? null : t("emailChange.hint")}
        />
        {pendingEmail ? (
          <p
            role="status"
            className="rounded-lg border border-brand-100 bg-brand-50 px-3 py-3 text-sm text-slate-800 sm:col-span-2"
            data-testid="email-change-pending"
          >
            {t("emailChange.pending", { email: pendingEmail.email, current: user.email })}
          </p>
        ) : null}
      </section>
      <section className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-6 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <h2 className="text-lg font-semibold">{t("edit.password")}</h2>
          <p className="text-sm text-slate-600">{t("edit.passwordHint")}</p>
        </div>
        <ConformField
          meta={fields.current_password}
          className="sm:col-span-2"
          label={t("edit.currentPassword")}
          type="password"
          autoComplete="current-password"
          maxLength={PASSWORD_MAX}
          hint={t("edit.currentPasswordHint")}
        />
        <ConformField
          meta={fields.new_password}
          label={t("edit.newPassword")}
          type="password"
          autoComplete="new-password"
          maxLength={PASSWORD_MAX}
          hint={t("passwordRule", { ns: "auth", min: PASSWORD_MIN, max: PASSWORD_MAX })}
        />
        <ConformField meta={fields.confirm_password} label={t("edit.confirmPassword")} type="password" autoComplete="new-password" maxLength={PASSWORD_MAX} />
      </section>
      <div className="flex justify-end gap-3">
        <Link to="/profile" className={buttonClass("secondary")}>
          {t("edit.cancel")}
        </Link>
        <Button type="submit" disabled={submitting}>
          {submitting ? t("edit.saving") : t("edit.submit")}
        </Button>
      </div>
    </Form>
  );
}
