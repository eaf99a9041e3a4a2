import { useEffect, useId, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { defaultCountries, parseCountry, type ParsedCountry } from "react-international-phone";
import { Flag } from "./flag";
import { regionNames, type ShownCountry } from "./shown-country";

/** The library's ~220 countries (name, iso2, dial code, mask, priority, area codes), parsed once. */
export const COUNTRIES: ParsedCountry[] = defaultCountries.map(parseCountry);
/** How long typing in the search waits before filtering (part 1, section 9). */
const SEARCH_DEBOUNCE_MS = 250;

const fold = (s: string) =>
  s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

/** Countries named in the reader's language (Intl), searched by that name, the English one, the code or the dial code. */
export function useCountryNames(locale: string) {
  return useMemo(() => {
    const names = regionNames(locale);
    return COUNTRIES.map((c) => {
      const local = names?.of(c.iso2.toUpperCase()) ?? c.name;
      return { country: c, label: local, haystack: fold(`${local} ${c.name} ${c.iso2} +${c.dialCode}`) };
    }).sort((a, b) => a.label.localeCompare(b.label, locale));
  }, [locale]);
}

type Props = { value: ShownCountry; labelledBy: string; onPick: (iso2: string) => void; onClose: () => void };

/**
 * The country picker's popup (country-picker.tsx opens it): a search box (combobox) over a list of
 * countries (listbox) with flags and dial codes. Arrow keys move, Enter picks, Escape closes. It loads
 * with the phone formatting, just after the page (phone-parts.ts); its search and place start afresh
 * each time it opens.
 */
export function CountryList({ value, labelledBy, onPick, onClose }: Props) {
  const { t, i18n } = useTranslation("services");
  const countries = useCountryNames(i18n.language);
  const [query, setQuery] = useState("");
  const [applied, setApplied] = useState("");
  const [active, setActive] = useState(0);
  const list = useRef<HTMLUListElement>(null);
  const id = useId();

  useEffect(() => {
    const timer = setTimeout(() => setApplied(query), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query]);
  const shown = useMemo(() => {
    const q = fold(applied.trim());
    return q ? countries.filter((c) => c.haystack.includes(q)) : countries;
  }, [applied, countries]);
  useEffect(() => setActive(0), [applied]);
  useEffect(() => {
    list.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView({ block: "nearest" });
  }, [active]);

  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === "ArrowDown") setActive((a) => Math.min(a + 1, shown.length - 1));
    else if (e.key === "ArrowUp") setActive((a) => Math.max(a - 1, 0));
    else if (e.key === "Enter" && shown[active]) onPick(shown[active].country.iso2);
    else if (e.key === "Escape") onClose();
    else return;
    e.preventDefault();
  };

  return (
    <div className="absolute left-0 top-full z-20 mt-1 w-[min(20rem,calc(100vw-2rem))] rounded-xl border border-slate-200 bg-white p-2 shadow-lg">
      <input
        autoFocus
        type="search"
        role="combobox"
        aria-expanded
        aria-controls={`${id}-list`}
        aria-activedescendant={shown[active] ? `${id}-${shown[active].country.iso2}` : undefined}
        aria-label={t("form.searchCountry")}
        aria-describedby={labelledBy}
        placeholder={t("form.searchCountry")}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        onKeyDown={onKeyDown}
        className="w-full rounded-lg border border-slate-300 px-3 py-2 text-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100"
      />
      <ul ref={list} id={`${id}-list`} role="listbox" aria-label={t("form.countries")} className="mt-2 max-h-64 overflow-y-auto">
        {shown.map((c, i) => (
          <li
            key={c.country.iso2}
            id={`${id}-${c.country.iso2}`}
            role="option"
            data-index={i}
            aria-selected={c.country.iso2 === value.iso2}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => onPick(c.country.iso2)}
            onMouseMove={() => setActive(i)}
            className={`flex cursor-pointer items-center gap-2 rounded-lg px-2 py-1.5 text-sm ${i === active ? "bg-brand-50" : ""}`}
          >
            <Flag iso2={c.country.iso2} />
            <span className="flex-1">{c.label}</span>
            <span className="text-slate-600">+{c.country.dialCode}</span>
          </li>
        ))}
        {shown.length === 0 ? <li className="px-2 py-3 text-sm text-slate-500">{t("form.noCountry")}</li> : null}
      </ul>
    </div>
  );
}
