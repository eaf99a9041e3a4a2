import { useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useDismiss } from "~/ui/use-dismiss";
import type { CountryList } from "./country-list";
import { Flag } from "./flag";
import { countryName, type ShownCountry } from "./shown-country";

type Props = {
  value: ShownCountry;
  onChange: (iso2: string) => void;
  labelledBy: string;
  /** The popup, once it has loaded (with the phone formatting, just after the page): a press before opens it when it comes. */
  List: typeof CountryList | null;
  /** Asks for the popup (again, if it failed to load). */
  load: () => void;
};

/**
 * The country button of the phone input and its popup (country-list.tsx): a search box (combobox) over
 * a list of countries (listbox) with flags and dial codes. Arrow keys move, Enter picks, Escape closes;
 * focus returns to the button.
 */
export function CountryPicker({ value, onChange, labelledBy, List, load }: Props) {
  const { t, i18n } = useTranslation("services");
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  useDismiss(box, open, () => setOpen(false));
  const current = useMemo(() => countryName(value, i18n.language), [value, i18n.language]);

  return (
    <div ref={box} className="relative">
      <button
        ref={button}
        type="button"
        aria-haspopup="listbox"
        aria-expanded={open && List !== null}
        aria-label={t("form.country", { country: current, code: value.dialCode })}
        data-testid="country-button"
        onClick={() => {
          if (open) close();
          else {
            load();
            setOpen(true);
          }
        }}
        className="flex h-full items-center gap-1.5 rounded-l-lg border border-r-0 border-slate-300 bg-slate-50 px-3 hover:bg-slate-100"
      >
        <Flag iso2={value.iso2} />
        <svg aria-hidden width="12" height="12" viewBox="0 0 12 12" fill="none" stroke="currentColor" strokeWidth="1.5">
          <path d="M3 4.5l3 3 3-3" />
        </svg>
      </button>
      {open && List ? (
        <List
          value={value}
          labelledBy={labelledBy}
          onPick={(iso2) => {
            onChange(iso2);
            close();
          }}
          onClose={close}
        />
      ) : null}
    </div>
  );
}
