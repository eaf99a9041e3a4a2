import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { loadOnce } from "~/lib/load-once";
import { describedBy, FieldFrame } from "~/ui/field-frame";
import { CountryPicker } from "./country-picker";
import type { PhoneFormatter } from "./phone-parts";
import { PHONE_MAX_DIGITS, PHONE_MAX_LENGTH, phoneExample } from "./phone-format";
import { FIRST_COUNTRY, PREFILLED, type ShownCountry } from "./shown-country";

type Props = {
  /** The already-translated error (the form's validation of `phone`). */
  error?: string | null;
  required?: boolean;
};

type Parts = typeof import("./phone-parts");
/** react-international-phone (9 KB gzipped), its country list and the picker's popup: asked for once the page is live (again after a failure). */
const loadParts = loadOnce((): Promise<Parts> => import("./phone-parts"));

/**
 * The international phone input (react-international-phone's headless hook): the chosen country's
 * flag and dial code, its mask applied while typing, the country guessed from what is typed, and the
 * searchable country list. Default country Azerbaijan. Sends `phone` (as shown) and `country`: the
 * form (conform) validates them from the form's data like any other field.
 *
 * The library and the list come just after the page (issue 30). Until then the input is a plain one, the
 * same element: what is typed meanwhile stays, and is formatted (its country guessed) when they come; a
 * press on the country button opens the list when it is here. The action checks the number as sent either way.
 */
export function PhoneField({ error, required }: Props) {
  const { t } = useTranslation("services");
  const inputRef = useRef<HTMLInputElement>(null);
  const formatter = useRef<PhoneFormatter | null>(null);
  const [parts, setParts] = useState<Parts | null>(null);
  const [typed, setTyped] = useState(PREFILLED);
  const [shown, setShown] = useState<{ inputValue: string; country: ShownCountry } | null>(null);
  const load = useCallback(() => {
    loadParts().then(setParts, () => {});
  }, []);
  useEffect(load, [load]);
  const inputValue = shown?.inputValue ?? typed;
  const country = shown?.country ?? FIRST_COUNTRY;
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
      {parts ? <parts.PhoneFormatting initial={typed} inputRef={inputRef} formatter={formatter} onShown={setShown} /> : null}
      <div className="flex items-stretch">
        <CountryPicker
          value={country}
          labelledBy="field-phone-label"
          List={parts?.CountryList ?? null}
          load={load}
          onChange={(iso2) => formatter.current?.setCountry(iso2, { focusOnInput: true })}
        />
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
          onChange={(e) => (formatter.current ? formatter.current.handlePhoneValueChange(e) : setTyped(e.target.value))}
          onFocus={caretAfterDialCode}
          onClick={caretAfterDialCode}
          className={`min-w-0 flex-1 rounded-r-lg border px-3 py-2 text-slate-900 shadow-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100 ${error ? "border-red-500" : "border-slate-300"}`}
        />
      </div>
      <input type="hidden" name="country" value={country.iso2} />
    </FieldFrame>
  );
}
