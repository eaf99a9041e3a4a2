import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import { Button } from "~/ui/button";
import { Field } from "~/ui/field";
import { Select } from "~/ui/select";
import { PhoneField } from "./phone-field";
import { CallbackFormSchema, HONEYPOT_FIELD, NAME_MAX, PREFERRED_TIMES } from "./schemas";

/** Focuses a field with the caret after what was typed (so typing on adds to the number). */
function focusAtEnd(input: HTMLInputElement | null) {
  if (!input) return;
  input.focus();
  input.setSelectionRange(input.value.length, input.value.length);
}

export type CallbackFailure = { formError: string | null; fieldErrors: Record<string, string[]> };

/**
 * The callback form (part 1, "Services"): phone with country, optional name and preferred time,
 * "Send Request". Checked in the browser with the action's schema; a refusal from the server shows
 * "Something Went Wrong." with its reason, and each field its own message.
 */
export function CallbackForm({ defaultName, failure }: { defaultName: string; failure: CallbackFailure | null }) {
  const { t } = useTranslation(["services", "common"]);
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formMethod === "POST";
  const [values, setValues] = useState({ phone: "", country: "az", name: defaultName, preferred_time: "any" });
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const errors = useMemo(() => {
    const parsed = CallbackFormSchema.safeParse(values);
    const out: Record<string, string> = {};
    if (!parsed.success) for (const issue of parsed.error.issues) out[String(issue.path[0])] ??= issue.message;
    return out;
  }, [values]);
  const message = (field: string) => {
    const key = (touched[field] ? errors[field] : undefined) ?? failure?.fieldErrors[field]?.[0];
    return key ? t(key, { ns: "common" }) : null;
  };
  const reason = failure ? (failure.formError ?? Object.values(failure.fieldErrors)[0]?.[0] ?? null) : null;

  return (
    <Form
      method="post"
      noValidate
      className="flex flex-col gap-4"
      aria-labelledby="callback-heading"
      onSubmit={(e) => {
        if (Object.keys(errors).length) {
          e.preventDefault();
          setTouched({ phone: true, name: true, preferred_time: true });
          focusAtEnd(document.getElementById(errors.phone ? "field-phone" : "field-name") as HTMLInputElement | null);
        }
      }}
    >
      <h2 id="callback-heading" className="text-lg font-bold">
        {t("form.heading")}
      </h2>
      {failure ? (
        <div role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700" data-testid="callback-error">
          <p className="font-semibold">{t("form.failed")}</p>
          {reason ? <p>{t(reason, { ns: "common" })}</p> : null}
        </div>
      ) : null}
      <PhoneField
        required
        value={values.phone}
        onChange={({ inputValue, country }) => setValues((v) => ({ ...v, phone: inputValue, country }))}
        onBlur={() => setTouched((x) => ({ ...x, phone: true }))}
        error={message("phone")}
      />
      <Field
        label={t("form.name")}
        name="name"
        autoComplete="name"
        maxLength={NAME_MAX}
        value={values.name}
        onChange={(e) => setValues((v) => ({ ...v, name: e.target.value }))}
        onBlur={() => setTouched((x) => ({ ...x, name: true }))}
        error={message("name")}
      />
      <Select
        id="field-preferred-time"
        name="preferred_time"
        label={t("form.time")}
        value={values.preferred_time}
        onChange={(e) => setValues((v) => ({ ...v, preferred_time: e.target.value }))}
      >
        {PREFERRED_TIMES.map((time) => (
          <option key={time} value={time}>
            {t(`form.times.${time}`)}
          </option>
        ))}
      </Select>
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
