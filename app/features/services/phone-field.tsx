import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { usePhoneInput } from "react-international-phone";
import { describedBy, FieldFrame } from "~/ui/field-frame";
import { CountryPicker } from "./country-picker";
import { PHONE_MAX_DIGITS, PHONE_MAX_LENGTH, phoneExample } from "./phone-format";

type Props = {
  /** The already-translated error (the form's validation of `phone`). */
  error?: string | null;
  required?: boolean;
};

/** Masks never allow more than 15 digits (the E.164 maximum): the default one has 12 dots after the dial code. */
const DEFAULT_MASK = "............";

/**
 * The international phone input (react-international-phone's headless hook): the chosen country's
 * flag and dial code, its mask applied while typing, the country guessed from what is typed, and the
 * searchable country list. Default country Azerbaijan. Sends `phone` (as shown) and `country`: the
 * form (conform) validates them from the form's data like any other field.
 */
export function PhoneField({ error, required }: Props) {
  const { t } = useTranslation("services");
  const { inputValue, handlePhoneValueChange, inputRef, country, setCountry } = usePhoneInput({ defaultCountry: "az", defaultMask: DEFAULT_MASK });
  // The mask and the country are applied after the keystroke's input event (which the form validates
  // on): once they are on the page, the form is told again, so it checks the number as shown, in the
  // country now chosen. React ignores the event (the value did not change since its last render).
  useEffect(() => {
    inputRef.current?.dispatchEvent(new Event("input", { bubbles: true }));
  }, [inputValue, country.iso2, inputRef]);
  const hint = t("form.phoneHint", { max: PHONE_MAX_DIGITS });
  /** A caret inside "+994 " (where focus puts it) would type before the dial code: it goes after what is there. */
  const caretAfterDialCode = () =>
    setTimeout(() => {
      const el = inputRef.current;
      const prefix = `+${country.dialCode} `.length;
      if (el && document.activeElement === el && (el.selectionStart ?? 0) < prefix && el.selectionStart === el.selectionEnd)
        el.setSelectionRange(el.value.length, el.value.length);
    }, 0);
  return (
    <FieldFrame id="field-phone" labelId="field-phone-label" label={t("form.phone")} hint={hint} error={error}>
      <div className="flex items-stretch">
        <CountryPicker value={country} labelledBy="field-phone-label" onChange={(iso2) => setCountry(iso2, { focusOnInput: true })} />
        <input
          ref={inputRef}
          id="field-phone"
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          required={required}
          maxLength={PHONE_MAX_LENGTH}
          placeholder={phoneExample(country.dialCode, country.format)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy("field-phone", { error, hint })}
          value={inputValue}
          onChange={handlePhoneValueChange}
          onFocus={caretAfterDialCode}
          onClick={caretAfterDialCode}
          className={`min-w-0 flex-1 rounded-r-lg border px-3 py-2 text-slate-900 shadow-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100 ${error ? "border-red-500" : "border-slate-300"}`}
        />
      </div>
      <input type="hidden" name="country" value={country.iso2} />
    </FieldFrame>
  );
}
