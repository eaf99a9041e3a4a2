import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, useNavigation, useSearchParams } from "react-router";
import { toast } from "react-toastify";
import type { Route } from "./+types/login";
import { logIn } from "~/features/auth/accounts.server";
import { AuthCard, SupportText } from "~/features/auth/auth-card";
import { LOGIN_USERNAME_MAX, LoginSchema, PASSWORD_MAX } from "~/features/auth/schemas";
import { submitCredentials } from "~/features/auth/submit-credentials.server";
import { useRootData } from "~/root";
import { Button } from "~/ui/button";
import { Field } from "~/ui/field";
import { useZodForm } from "~/ui/use-zod-form";

export const meta: Route.MetaFunction = () => [{ title: "Sign In · SAT Lingo" }];

export async function action({ request, context }: Route.ActionArgs) {
  return submitCredentials(request, context, logIn);
}

export default function Login({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["auth", "common"]);
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formMethod === "POST";
  const form = useZodForm(LoginSchema, { username: "", password: "" });
  const support = useRootData()?.support.email ?? "";
  const formError = actionData?.formError ? t(actionData.formError, { ns: "common", defaultValue: actionData.formError }) : null;
  useEffect(() => {
    if (formError) toast.error(formError);
  }, [actionData, formError]);

  return (
    <AuthCard title={t("login.title")} subtitle={t("login.subtitle")}>
      <Form method="post" action={`/auth/login?${params}`} className="flex flex-col gap-4" noValidate>
        {formError ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
            {formError}
          </p>
        ) : null}
        <Field label={t("fields.username")} autoComplete="username" required maxLength={LOGIN_USERNAME_MAX} {...form.field("username")} />
        <div className="flex flex-col gap-1">
          <Field label={t("fields.password")} type="password" autoComplete="current-password" required maxLength={PASSWORD_MAX} {...form.field("password")} />
          <Link to="/auth/forgot-password" className="self-end text-sm font-medium text-brand-700 hover:underline">
            {t("login.forgotPassword")}
          </Link>
        </div>
        <Button type="submit" disabled={!form.valid || !form.changed || submitting}>
          {submitting ? t("login.submitting") : t("login.submit")}
        </Button>
      </Form>
      <SupportText email={support} />
      <p className="text-center text-sm text-slate-600">
        {t("login.noAccount")}{" "}
        <Link to={`/auth/signup?${params}`} className="font-semibold text-brand-700 hover:underline">
          {t("login.signupLink")}
        </Link>
      </p>
    </AuthCard>
  );
}
