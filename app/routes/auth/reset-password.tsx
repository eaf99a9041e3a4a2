import { getFormProps, useForm } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/reset-password";
import { AuthCard } from "~/features/auth/auth-card";
import { isResetTokenUsable, resetPassword } from "~/features/auth/password-reset.server";
import { PASSWORD_MAX, PASSWORD_MIN } from "~/features/auth/limits";
import { EmailTokenSchema, PasswordResetFormSchema } from "~/features/auth/schemas";
import { formFailure, parseSubmission } from "~/lib/action.server";
import { flashHeader } from "~/lib/flash.server";
import { getI18n } from "~/lib/i18n.server";
import { readForm } from "~/lib/parse.server";
import { Button } from "~/ui/button";
import { ConformField, useAllErrorsOnSubmit, useLazyChecks, useTypedBeforeHydration, zodChecks } from "~/ui/conform-field";

/** PasswordResetFormSchema (the action's own), loaded when the form is first used (issue 30). */
const loadPasswordResetFormSchemaChecks = zodChecks(() => import("~/features/auth/schemas").then((m) => m.PasswordResetFormSchema));

/** The link's token is in the address: no page this one links to may see it in a Referer. */
export const headers: Route.HeadersFunction = () => ({ "Referrer-Policy": "no-referrer", "Cache-Control": "no-store" });

export async function loader({ request, context }: Route.LoaderArgs) {
  const parsed = EmailTokenSchema.safeParse({ token: new URL(request.url).searchParams.get("token") ?? "" });
  const token = parsed.success ? parsed.data.token : null;
  const usable = token ? await isResetTokenUsable(token) : false;
  return { token: usable ? token : null, title: getI18n(context).t("auth:reset.title") };
}

export const meta: Route.MetaFunction = ({ data }) => [{ title: `${data?.title ?? "Reset password"} · SAT Lingo` }, { name: "robots", content: "noindex" }];

/** Sets the new password, spends the link, signs out every device and sends the user to sign in. */
export async function action({ request }: Route.ActionArgs) {
  const { submission, refused } = parseSubmission(await readForm(request), PasswordResetFormSchema);
  if (refused) return refused;
  try {
    const { token, new_password } = submission.value!;
    await resetPassword(token, new_password);
  } catch (error) {
    return formFailure(error, submission);
  }
  return redirect("/auth/login", { headers: { "Set-Cookie": await flashHeader("auth:reset.done") } });
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["auth", "common"]);
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formMethod === "POST";
  const token = loaderData.token;
  const { checks, start } = useLazyChecks("reset-password", loadPasswordResetFormSchemaChecks);
  const [form, fields] = useForm({
    id: "reset-password",
    lastResult: actionData?.result,
    defaultValue: { token: token ?? "", new_password: "", confirm_password: "" },
    shouldValidate: checks ? "onBlur" : "onSubmit",
    shouldRevalidate: checks ? "onInput" : "onSubmit",
    onValidate: checks ? ({ formData }) => checks.validate(formData) : undefined,
  });
  useTypedBeforeHydration(form, checks !== null);
  useAllErrorsOnSubmit(form);
  const server = actionData?.fieldErrors ?? {};
  const linkSpent = !token || !!server.token;
  const formError = actionData?.formError ? t(actionData.formError, { ns: "common" }) : null;

  if (linkSpent) {
    return (
      <AuthCard title={t("reset.invalidTitle")}>
        <p role="alert" className="rounded-lg bg-amber-50 px-3 py-3 text-sm text-amber-900" data-testid="reset-invalid">
          {t("reset.invalid")}
        </p>
        <Link to="/auth/forgot-password" className="text-center text-sm font-semibold text-brand-700 hover:underline">
          {t("reset.askAgain")}
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t("reset.title")} subtitle={t("reset.subtitle")}>
      <Form method="post" {...getFormProps(form)} onFocus={start} onPointerDown={start} onInput={start} className="flex flex-col gap-4">
        {formError ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
            {formError}
          </p>
        ) : null}
        <input type="hidden" name="token" value={token} />
        <ConformField
          meta={fields.new_password}
          label={t("reset.newPassword")}
          type="password"
          autoComplete="new-password"
          required
          maxLength={PASSWORD_MAX}
          hint={t("passwordRule", { min: PASSWORD_MIN, max: PASSWORD_MAX })}
        />
        <ConformField
          meta={fields.confirm_password}
          label={t("reset.confirmPassword")}
          type="password"
          autoComplete="new-password"
          required
          maxLength={PASSWORD_MAX}
        />
        <Button type="submit" disabled={submitting}>
          {submitting ? t("reset.submitting") : t("reset.submit")}
        </Button>
      </Form>
    </AuthCard>
  );
}
