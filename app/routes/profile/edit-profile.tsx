import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, redirect, useNavigation } from "react-router";
import { toast } from "react-toastify";
import type { Route } from "./+types/edit-profile";
import { pendingEmailChange } from "~/features/auth/email-change.server";
import { saveEditProfileForm } from "~/features/auth/edit-profile.server";
import { webMailContext } from "~/features/auth/emails.server";
import { EditProfileSchema, EMAIL_MAX, MAX_PICTURE_BYTES, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN, pictureProblem, USERNAME_MAX } from "~/features/auth/schemas";
import { formFailure } from "~/features/auth/submit-credentials.server";
import { requireUser } from "~/features/auth/web-session.server";
import { flashHeader } from "~/lib/flash.server";
import { readForm } from "~/lib/parse.server";
import { Avatar } from "~/ui/avatar";
import { Button, buttonClass } from "~/ui/button";
import { Field } from "~/ui/field";
import { useZodForm } from "~/ui/use-zod-form";

export const meta: Route.MetaFunction = () => [{ title: "Edit Profile · SAT Lingo" }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  return { user, pendingEmail: await pendingEmailChange(user.id) };
}

/**
 * Saves the form. A new e-mail address waits for its confirmation link: the page comes back with
 * "we sent a link to …"; everything else is saved at once and the user goes back to the profile.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const user = requireUser(context, request);
  let pendingEmail: string | null;
  try {
    ({ pendingEmail } = await saveEditProfileForm(user, await readForm(request), webMailContext(request, context)));
  } catch (error) {
    return formFailure(error);
  }
  if (pendingEmail) return redirect("/profile/edit-profile", { headers: { "Set-Cookie": await flashHeader("profile:emailChange.saved", "info") } });
  return redirect("/profile", { headers: { "Set-Cookie": await flashHeader("profile:updated") } });
}

export default function EditProfile({ loaderData, actionData }: Route.ComponentProps) {
  const { user, pendingEmail } = loaderData;
  // A new key after a save that stayed on the page starts the form again from the saved values.
  return <EditProfileForm key={[user.username, user.email, user.first_name, user.last_name, pendingEmail?.expiresAt].join("|")} loaderData={loaderData} actionData={actionData} />;
}

function EditProfileForm({ loaderData, actionData }: Pick<Route.ComponentProps, "loaderData" | "actionData">) {
  const { t } = useTranslation(["profile", "common", "auth"]);
  const { user, pendingEmail } = loaderData;
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formMethod === "POST";
  const initial = { first_name: user.first_name, last_name: user.last_name, username: user.username, email: user.email, current_password: "", new_password: "", confirm_password: "" };
  const form = useZodForm(EditProfileSchema, initial);
  const [picture, setPicture] = useState<{ url: string; error: string | null } | null>(null);
  const [clientFormError, setClientFormError] = useState<string | null>(null);
  const server = actionData?.fieldErrors ?? {};
  const errorFor = (name: string) => {
    const key = form.errorFor(name) ?? server[name]?.[0];
    return key ? t(key, { ns: "common" }) : null;
  };
  const formErrorKey = clientFormError ?? server.form?.[0] ?? actionData?.formError ?? null;
  const formError = formErrorKey ? t(formErrorKey, { ns: "common" }) : null;
  useEffect(() => {
    if (actionData) toast.error(formError ?? t("updateFailed"));
  }, [actionData]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8">
      <Link to="/profile" className="text-sm font-medium text-brand-700 hover:underline">
        ← {t("backToProfile")}
      </Link>
      <h1 className="text-2xl font-bold">{t("edit.title")}</h1>
      <Form
        method="post"
        encType="multipart/form-data"
        noValidate
        className="flex flex-col gap-6"
        onSubmit={(e) => {
          form.touchAll();
          const nothing = !form.changed && !picture;
          setClientFormError(nothing ? "validation.noChanges" : null);
          if (nothing || !form.valid || picture?.error) e.preventDefault();
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
                {picture?.error ? t(picture.error, { ns: "common" }) : errorFor("profile_picture")}
              </p>
            </div>
          </div>
        </section>
        <section className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-6 sm:grid-cols-2">
          <h2 className="text-lg font-semibold sm:col-span-2">{t("edit.personal")}</h2>
          <Field label={t("fields.first_name", { ns: "auth" })} autoComplete="given-name" maxLength={NAME_MAX} error={errorFor("first_name")} {...form.field("first_name")} />
          <Field label={t("fields.last_name", { ns: "auth" })} autoComplete="family-name" maxLength={NAME_MAX} error={errorFor("last_name")} {...form.field("last_name")} />
          <Field label={t("fields.username", { ns: "auth" })} autoComplete="username" maxLength={USERNAME_MAX} error={errorFor("username")} {...form.field("username")} />
          <Field
            label={t("fields.email", { ns: "auth" })}
            type="email"
            autoComplete="email"
            maxLength={EMAIL_MAX}
            hint={pendingEmail ? null : t("emailChange.hint")}
            error={errorFor("email")}
            {...form.field("email")}
          />
          {pendingEmail ? (
            <p role="status" className="rounded-lg border border-brand-100 bg-brand-50 px-3 py-3 text-sm text-slate-800 sm:col-span-2" data-testid="email-change-pending">
              {t("emailChange.pending", { email: pendingEmail.email, current: user.email })}
            </p>
          ) : null}
        </section>
        <section className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-6 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <h2 className="text-lg font-semibold">{t("edit.password")}</h2>
            <p className="text-sm text-slate-600">{t("edit.passwordHint")}</p>
          </div>
          <Field className="sm:col-span-2" label={t("edit.currentPassword")} type="password" autoComplete="current-password" maxLength={PASSWORD_MAX} error={errorFor("current_password")} {...form.field("current_password")} />
          <Field
            label={t("edit.newPassword")}
            type="password"
            autoComplete="new-password"
            maxLength={PASSWORD_MAX}
            hint={t("passwordRule", { ns: "auth", min: PASSWORD_MIN, max: PASSWORD_MAX })}
            error={errorFor("new_password")}
            {...form.field("new_password")}
          />
          <Field label={t("edit.confirmPassword")} type="password" autoComplete="new-password" maxLength={PASSWORD_MAX} error={errorFor("confirm_password")} {...form.field("confirm_password")} />
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
    </main>
  );
}
