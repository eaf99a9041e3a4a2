import { useLayoutEffect, useState, type ChangeEvent, type RefObject } from "react";
import { usePhoneInput } from "react-international-phone";
import type { ShownCountry } from "./shown-country";

export { CountryList } from "./country-list";

/** Masks never allow more than 15 digits (the E.164 maximum): the default one has 12 dots after the dial code. */
const DEFAULT_MASK = "............";

/** What the phone field asks of the formatting once it is here: a keystroke, a country picked. */
export type PhoneFormatter = {
  handlePhoneValueChange: (e: ChangeEvent<HTMLInputElement>) => unknown;
  setCountry: (iso2: string, options?: { focusOnInput: boolean }) => void;
};

type Props = {
  /** What the field held when the formatting came (typed meanwhile, or the prefilled dial code): formatted at once, its country guessed. */
  initial: string;
  /** The field's own input: the hook moves its caret and undoes on Ctrl+Z there. */
  inputRef: RefObject<HTMLInputElement | null>;
  formatter: RefObject<PhoneFormatter | null>;
  onShown: (shown: { inputValue: string; country: ShownCountry }) => void;
};

/**
 * react-international-phone's headless hook for the phone field (phone-field.tsx), which renders the input
 * itself, so that the input the visitor may be typing in stays the same element (focus, caret) when this
 * comes, just after the page. Renders nothing: it hands the field what to show and what to call.
 */
export function PhoneFormatting({ initial, inputRef, formatter, onShown }: Props) {
  const [value] = useState(initial);
  const phone = usePhoneInput({ defaultCountry: "az", defaultMask: DEFAULT_MASK, value, inputRef });
  useLayoutEffect(() => {
    formatter.current = phone;
  });
  const { inputValue, country } = phone;
  useLayoutEffect(() => onShown({ inputValue, country }), [inputValue, country, onShown]);
  return null;
}
