import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, useNavigation, useSearchParams } from "react-router";
import { toast } from "react-toastify";
import type { Route } from "./+types/signup";
import { signUp } from "~/features/auth/accounts.server";
import { AuthCard, SupportText } from "~/features/auth/auth-card";
import { EMAIL_MAX, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN, SignupSchema, USERNAME_MAX } from "~/features/auth/schemas";
import { submitCredentials } from "~/features/auth/submit-credentials.server";
import { useRootData } from "~/root";
import { Button } from "~/ui/button";
import { Field } from "~/ui/field";
import { useZodForm } from "~/ui/use-zod-form";

export const meta: Route.MetaFunction = () => [{ title: "Sign Up · SAT Lingo" }];

export async function action({ request, context }: Route.ActionArgs) {
  return submitCredentials(request, context, signUp);
}

const FIELDS = [
  { name: "first_name", autoComplete: "given-name", maxLength: NAME_MAX },
  { name: "last_name", autoComplete: "family-name", maxLength: NAME_MAX },
  { name: "username", autoComplete: "username", maxLength: USERNAME_MAX },
  { name: "email", autoComplete: "email", type: "email", maxLength: EMAIL_MAX },
  { name: "password", autoComplete: "new-password", type: "password", maxLength: PASSWORD_MAX, hint: true },
  { name: "confirmPassword", autoComplete: "new-password", type: "password", maxLength: PASSWORD_MAX },
] as const;

export default function Signup({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["auth", "common"]);
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formMethod === "POST";
  const form = useZodForm(SignupSchema, { first_name: "", last_name: "", username: "", email: "", password: "", confirmPassword: "" });
  const support = useRootData()?.support.email ?? "";
  const serverErrors = actionData?.fieldErrors ?? {};
  const formError = actionData?.formError ? t(actionData.formError, { ns: "common", defaultValue: actionData.formError }) : null;
  // Sign-up failures: the first username error, else the first e-mail error, else the general message.
  const firstServerError = serverErrors.username?.[0] ?? serverErrors.email?.[0] ?? null;
  useEffect(() => {
    const message = firstServerError ? t(firstServerError, { ns: "common" }) : formError;
    if (message) toast.error(message);
  }, [actionData, firstServerError, formError, t]);

  return (
    <AuthCard title={t("signup.title")} subtitle={t("signup.subtitle")}>
      <Form
        method="post"
        action={`/auth/signup?${params}`}
        className="grid grid-cols-1 gap-4 sm:grid-cols-2"
        noValidate
        onSubmit={(e) => {
          if (!form.valid) {
            e.preventDefault();
            form.touchAll();
          }
        }}
      >
        {formError ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700 sm:col-span-2">
            {formError}
          </p>
        ) : null}
        {FIELDS.map((f) => {
          const key = form.errorFor(f.name) ?? serverErrors[f.name]?.[0];
          return (
            <Field
              key={f.name}
              className={f.name.includes("name") && f.name !== "username" ? "" : "sm:col-span-2"}
              label={t(`fields.${f.name}`)}
              type={"type" in f ? f.type : "text"}
              autoComplete={f.autoComplete}
              maxLength={f.maxLength}
              hint={"hint" in f ? t("passwordRule", { min: PASSWORD_MIN, max: PASSWORD_MAX }) : undefined}
              required
              error={key ? t(key, { ns: "common" }) : null}
              {...form.field(f.name)}
            />
          );
        })}
        <Button type="submit" className="sm:col-span-2" disabled={submitting}>
          {submitting ? t("signup.submitting") : t("signup.submit")}
        </Button>
      </Form>
      <SupportText email={support} />
      <p className="text-center text-sm text-slate-600">
        {t("signup.haveAccount")}{" "}
        <Link to={`/auth/login?${params}`} className="font-semibold text-brand-700 hover:underline">
          {t("signup.loginLink")}
        </Link>
      </p>
    </AuthCard>
  );
}
