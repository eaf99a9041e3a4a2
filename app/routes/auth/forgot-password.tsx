import { getFormProps, useForm } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/forgot-password";
import { AuthCard } from "~/features/auth/auth-card";
import { webMailContext } from "~/features/auth/emails.server";
import { requestPasswordReset } from "~/features/auth/password-reset.server";
import { EMAIL_MAX } from "~/features/auth/limits";
import { PasswordResetRequestSchema } from "~/features/auth/schemas";
import { formFailure, parseSubmission } from "~/lib/action.server";
import { getI18n } from "~/lib/i18n.server";
import { readForm } from "~/lib/parse.server";
import { Button } from "~/ui/button";
import { ConformField, useAllErrorsOnSubmit, useLazyChecks, useTypedBeforeHydration, zodChecks } from "~/ui/conform-field";

/** PasswordResetRequestSchema (the action's own), loaded when the form is first used (issue 30). */
const loadPasswordResetRequestSchemaChecks = zodChecks(() => import("~/features/auth/schemas").then((m) => m.PasswordResetRequestSchema));

export async function loader({ context }: Route.LoaderArgs) {
  return { title: getI18n(context).t("auth:forgot.title") };
}

export const meta: Route.MetaFunction = ({ data }) => [{ title: `${data?.title ?? "Forgot password"} · SAT Lingo` }, { name: "robots", content: "noindex" }];

/** The answer is the same whether or not an account uses the address (see requestPasswordReset). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const { submission, refused } = parseSubmission(form, PasswordResetRequestSchema);
  if (refused) return refused;
  try {
    const { email } = await requestPasswordReset({ email: form.get("email") }, webMailContext(request, context));
    return { sent: email };
  } catch (error) {
    return formFailure(error, submission);
  }
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["auth", "common"]);
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formMethod === "POST";
  const sent = actionData && "sent" in actionData ? actionData.sent : null;
  const failure = actionData && "fieldErrors" in actionData ? actionData : null;
  const { checks, start } = useLazyChecks("forgot-password", loadPasswordResetRequestSchemaChecks);
  const [form, fields] = useForm({
    id: "forgot-password",
    lastResult: failure?.result,
    defaultValue: { email: "" },
    shouldValidate: checks ? "onBlur" : "onSubmit",
    shouldRevalidate: checks ? "onInput" : "onSubmit",
    onValidate: checks ? ({ formData }) => checks.validate(formData) : undefined,
  });
  useTypedBeforeHydration(form, checks !== null);
  useAllErrorsOnSubmit(form);
  const formError = failure?.formError ? t(failure.formError, { ns: "common" }) : null;

  if (sent) {
    return (
      <AuthCard title={t("forgot.sentTitle")}>
        <p role="status" className="rounded-lg bg-green-50 px-3 py-3 text-sm text-green-800" data-testid="reset-sent">
          {t("forgot.sent", { email: sent })}
        </p>
        <p className="text-sm text-slate-600">{t("forgot.sentHint")}</p>
        <Link to="/auth/login" className="text-center text-sm font-semibold text-brand-700 hover:underline">
          {t("forgot.backToLogin")}
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t("forgot.title")} subtitle={t("forgot.subtitle")}>
      <Form method="post" {...getFormProps(form)} onFocus={start} onPointerDown={start} onInput={start} className="flex flex-col gap-4">
        {formError ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
            {formError}
          </p>
        ) : null}
        <ConformField meta={fields.email} label={t("fields.email")} type="email" autoComplete="email" required maxLength={EMAIL_MAX} />
        <Button type="submit" disabled={submitting}>
          {submitting ? t("forgot.submitting") : t("forgot.submit")}
        </Button>
      </Form>
      <Link to="/auth/login" className="text-center text-sm font-semibold text-brand-700 hover:underline">
        {t("forgot.backToLogin")}
      </Link>
    </AuthCard>
  );
}
