import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, useNavigation, useSearchParams } from "react-router";
import { toast } from "~/ui/lazy-toast";
import { Button } from "~/ui/button";
import { ConformField, useAllErrorsOnSubmit, useLazyChecks, useTypedBeforeHydration, zodChecks } from "~/ui/conform-field";
import { EMAIL_MAX, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX } from "../limits";

/** SignupSchema (the action's own), loaded when the form is first used. */
const loadChecks = zodChecks(() => import("../schemas").then((m) => m.SignupSchema));

type Props = { actionData: { formError: string | null; fieldErrors: Record<string, string[]>; result?: SubmissionResult<string[]> } | undefined };

const FIELDS = [
  { name: "first_name", autoComplete: "given-name", maxLength: NAME_MAX },
  { name: "last_name", autoComplete: "family-name", maxLength: NAME_MAX },
  { name: "username", autoComplete: "username", maxLength: USERNAME_MAX },
  { name: "email", autoComplete: "email", type: "email", maxLength: EMAIL_MAX, emailHint: true },
  { name: "password", autoComplete: "new-password", type: "password", maxLength: PASSWORD_MAX, hint: true },
  { name: "confirmPassword", autoComplete: "new-password", type: "password", maxLength: PASSWORD_MAX },
] as const;

/**
 * "Sign Up": SignupSchema in the browser (once loaded, on the form's first use) and in the action (conform). Each rule's message shows once its
 * field is left; a refused sign-up also toasts the first username error, else the first e-mail error,
 * else the general message.
 */
export function SignupForm({ actionData }: Props) {
  const { t } = useTranslation(["auth", "common"]);
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formMethod === "POST";
  const { checks, start } = useLazyChecks("signup", loadChecks);
  const [form, fields] = useForm({
    id: "signup",
    lastResult: actionData?.result,
    defaultValue: { first_name: "", last_name: "", username: "", email: "", password: "", confirmPassword: "" },
    shouldValidate: checks ? "onBlur" : "onSubmit",
    shouldRevalidate: checks ? "onInput" : "onSubmit",
    onValidate: checks ? ({ formData }) => checks.validate(formData) : undefined,
  });
  useTypedBeforeHydration(form, checks !== null);
  useAllErrorsOnSubmit(form);
  const serverErrors = actionData?.fieldErrors ?? {};
  const formError = actionData?.formError ? t(actionData.formError, { ns: "common", defaultValue: actionData.formError }) : null;
  const firstServerError = serverErrors.username?.[0] ?? serverErrors.email?.[0] ?? null;
  // One toast per answer of the server, replacing the last one; a new submission clears it (never a stale
  // "username taken" after the name was changed).
  const toasted = useRef<unknown>(null);
  const shown = useRef<string | number | null>(null);
  useEffect(() => {
    if (!actionData || toasted.current === actionData) return;
    toasted.current = actionData;
    const message = firstServerError ? t(firstServerError, { ns: "common" }) : formError;
    if (shown.current !== null) toast.dismiss(shown.current);
    shown.current = message ? toast.error(message) : null;
  }, [actionData, firstServerError, formError, t]);
  useEffect(() => {
    if (submitting && shown.current !== null) toast.dismiss(shown.current);
  }, [submitting]);

  return (
    <Form
      method="post"
      action={`/auth/signup?${params}`}
      {...getFormProps(form)}
      onFocus={start}
      onPointerDown={start}
      onInput={start}
      className="grid grid-cols-1 gap-4 sm:grid-cols-2"
    >
      {formError ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700 sm:col-span-2">
          {formError}
        </p>
      ) : null}
      {FIELDS.map((f) => (
        <ConformField
          key={f.name}
          meta={fields[f.name]}
          className={f.name.includes("name") && f.name !== "username" ? "" : "sm:col-span-2"}
          label={t(`fields.${f.name}`)}
          type={"type" in f ? f.type : "text"}
          autoComplete={f.autoComplete}
          maxLength={f.maxLength}
          hint={
            "hint" in f ? (
              t("passwordRule", { min: PASSWORD_MIN, max: PASSWORD_MAX })
            ) : "emailHint" in f ? (
              <>
                {t("emailRule")}{" "}
                <Link to="/faq#email-addresses" target="_blank" className="font-semibold text-brand-700 underline">
                  {t("emailRuleLink")}
                </Link>
              </>
            ) : undefined
          }
          required
        />
      ))}
      <Button type="submit" className="sm:col-span-2" disabled={submitting}>
        {submitting ? t("signup.submitting") : t("signup.submit")}
      </Button>
    </Form>
  );
}
