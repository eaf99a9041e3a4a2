import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, useNavigation, useSearchParams } from "react-router";
import { toast } from "~/ui/lazy-toast";
import { Button } from "~/ui/button";
import { ConformField, useAllErrorsOnSubmit, useLazyChecks, useTypedBeforeHydration, zodChecks } from "~/ui/conform-field";
import { LOGIN_USERNAME_MAX, PASSWORD_MAX } from "../limits";

/** LoginSchema (the action's own), loaded when the form is first used. */
const loadChecks = zodChecks(() => import("../schemas").then((m) => m.LoginSchema));

type Props = { actionData: { formError: string | null; result?: SubmissionResult<string[]> } | undefined };

/**
 * "Sign In": username and password, validated in the browser (once the checks have loaded, on first use)
 * and by the action with LoginSchema (conform). Submit is enabled only when the form is valid (not known
 * before the checks are here: the action answers), changed and not being sent; the server's refusal ("No active account found…") shows above the fields and as a toast.
 */
export function LoginForm({ actionData }: Props) {
  const { t } = useTranslation(["auth", "common"]);
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formMethod === "POST";
  const { checks, start } = useLazyChecks("login", loadChecks);
  const [form, fields] = useForm({
    id: "login",
    lastResult: actionData?.result,
    defaultValue: { username: "", password: "" },
    shouldValidate: checks ? "onBlur" : "onSubmit",
    shouldRevalidate: checks ? "onInput" : "onSubmit",
    onValidate: checks ? ({ formData }) => checks.validate(formData) : undefined,
  });
  useTypedBeforeHydration(form, checks !== null);
  useAllErrorsOnSubmit(form);
  const valid = checks ? checks.valid(form.value ?? {}) : true;
  const formError = actionData?.formError ? t(actionData.formError, { ns: "common", defaultValue: actionData.formError }) : null;
  useEffect(() => {
    if (formError) toast.error(formError);
  }, [actionData, formError]);

  return (
    <Form
      method="post"
      action={`/auth/login?${params}`}
      {...getFormProps(form)}
      onFocus={start}
      onPointerDown={start}
      onInput={start}
      className="flex flex-col gap-4"
    >
      {formError ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {formError}
        </p>
      ) : null}
      <ConformField meta={fields.username} label={t("fields.username")} autoComplete="username" required maxLength={LOGIN_USERNAME_MAX} />
      <div className="flex flex-col gap-1">
        <ConformField meta={fields.password} label={t("fields.password")} type="password" autoComplete="current-password" required maxLength={PASSWORD_MAX} />
        <Link to="/auth/forgot-password" className="self-end text-sm font-medium text-brand-700 hover:underline">
          {t("login.forgotPassword")}
        </Link>
      </div>
      <Button type="submit" disabled={!valid || !form.dirty || submitting}>
        {submitting ? t("login.submitting") : t("login.submit")}
      </Button>
    </Form>
  );
}
