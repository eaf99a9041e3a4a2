import { getFormProps, useForm } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import { firstMessage, type FormFailure } from "~/lib/form-failure";
import { Button } from "~/ui/button";
import { ConformField, useAllErrorsOnSubmit, useLazyChecks, useTypedBeforeHydration } from "~/ui/conform-field";
import { ConformSelect } from "~/ui/select";
import { PhoneField } from "./phone-field";
import { HONEYPOT_FIELD, NAME_MAX, PREFERRED_TIMES } from "./callback-fields";

/** The checks (CallbackFormSchema, with the phone metadata), loaded when the form is first used. */
const loadChecks = () => import("./callback-checks");

/**
 * The callback form (part 1, "Services"): phone with country, optional name and preferred time,
 * "Send Request". A conform form checked in the browser (once its checks have loaded, on first use) and
 * by the action with CallbackFormSchema;
 * a refusal from the server shows "Something Went Wrong." with its reason, and each field its own
 * message.
 */
export function CallbackForm({ defaultName, failure }: { defaultName: string; failure: FormFailure | null }) {
  const { t } = useTranslation(["services", "common"]);
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formMethod === "POST";
  const { checks, start } = useLazyChecks("callback", loadChecks);
  const [form, fields] = useForm({
    id: "callback",
    lastResult: failure?.result,
    defaultValue: { name: defaultName, preferred_time: "any" },
    shouldValidate: checks ? "onBlur" : "onSubmit",
    shouldRevalidate: checks ? "onInput" : "onSubmit",
    onValidate: checks ? ({ formData }) => checks.validateCallback(formData) : undefined,
  });
  useTypedBeforeHydration(form, checks !== null);
  useAllErrorsOnSubmit(form);
  const phoneError = fields.phone.errors?.[0] ?? failure?.fieldErrors.phone?.[0];
  const reason = firstMessage(failure);

  return (
    <Form method="post" {...getFormProps(form)} onFocus={start} onPointerDown={start} className="flex flex-col gap-4" aria-labelledby="callback-heading">
      <h2 id="callback-heading" className="text-lg font-bold">
        {t("form.heading")}
      </h2>
      {failure ? (
        <div role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700" data-testid="callback-error">
          <p className="font-semibold">{t("form.failed")}</p>
          {reason ? <p>{t(reason, { ns: "common" })}</p> : null}
        </div>
      ) : null}
      <PhoneField required error={phoneError ? t(phoneError, { ns: "common" }) : null} />
      <ConformField meta={fields.name} label={t("form.name")} autoComplete="name" maxLength={NAME_MAX} fallbackError={failure?.fieldErrors.name?.[0]} />
      <ConformSelect meta={fields.preferred_time} label={t("form.time")}>
        {PREFERRED_TIMES.map((time) => (
          <option key={time} value={time}>
            {t(`form.times.${time}`)}
          </option>
        ))}
      </ConformSelect>
      {/* A trap for bots: hidden from people and from screen readers, never focused. */}
      <div className="hidden" aria-hidden>
        <label htmlFor="field-website">{t("form.website")}</label>
        <input id="field-website" name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <Button type="submit" disabled={submitting} className="self-start">
        {submitting ? t("form.sending") : t("form.submit")}
      </Button>
    </Form>
  );
}
