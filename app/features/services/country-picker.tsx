import { useEffect, useId, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { defaultCountries, parseCountry, type ParsedCountry } from "react-international-phone";
import { useDismiss } from "~/ui/use-dismiss";

/** The library's ~220 countries (name, iso2, dial code, mask, priority, area codes), parsed once. */
export const COUNTRIES: ParsedCountry[] = defaultCountries.map(parseCountry);
/** How long typing in the search waits before filtering (part 1, section 9). */
const SEARCH_DEBOUNCE_MS = 250;

export function Flag({ iso2, className = "" }: { iso2: string; className?: string }) {
  return (
    <img
      src={`/flags/${iso2}.webp`}
      width={24}
      height={18}
      alt=""
      loading="lazy"
      decoding="async"
      className={`h-[18px] w-6 shrink-0 rounded-[2px] object-cover shadow-[0_0_0_1px_rgba(0,0,0,0.08)] ${className}`}
    />
  );
}

const fold = (s: string) =>
  s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

/** Countries named in the reader's language (Intl), searched by that name, the English one, the code or the dial code. */
export function useCountryNames(locale: string) {
  return useMemo(() => {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([locale], { type: "region" });
    } catch {
      names = null;
    }
    return COUNTRIES.map((c) => {
      const local = names?.of(c.iso2.toUpperCase()) ?? c.name;
      return { country: c, label: local, haystack: fold(`${local} ${c.name} ${c.iso2} +${c.dialCode}`) };
    }).sort((a, b) => a.label.localeCompare(b.label, locale));
  }, [locale]);
}

type Props = { value: ParsedCountry; onChange: (iso2: string) => void; labelledBy: string };

/**
 * The country button of the phone input and its popup: a search box (combobox) over a list of
 * countries (listbox) with flags and dial codes. Arrow keys move, Enter picks, Escape closes; focus
 * returns to the button.
 */
export function CountryPicker({ value, onChange, labelledBy }: Props) {
  const { t, i18n } = useTranslation("services");
  const countries = useCountryNames(i18n.language);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const [applied, setApplied] = useState("");
  const [active, setActive] = useState(0);
  const box = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const id = useId();
  const close = () => {
    setOpen(false);
    setQuery("");
    setApplied("");
    button.current?.focus();
  };
  useDismiss(box, open, () => setOpen(false));

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

  const current = countries.find((c) => c.country.iso2 === value.iso2)?.label ?? value.name;
  const pick = (iso2: string) => {
    onChange(iso2);
    close();
  };
  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === "ArrowDown") setActive((a) => Math.min(a + 1, shown.length - 1));
    else if (e.key === "ArrowUp") setActive((a) => Math.max(a - 1, 0));
    else if (e.key === "Enter" && shown[active]) pick(shown[active].country.iso2);
    else if (e.key === "Escape") close();
    else return;
    e.preventDefault();
  };

  return (
    <div ref={box} className="relative">
      <button
        ref={button}
        type="button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-label={t("form.country", { country: current, code: value.dialCode })}
        data-testid="country-button"
        onClick={() => (open ? close() : setOpen(true))}
        className="flex h-full items-center gap-1.5 rounded-l-lg border border-r-0 border-slate-300 bg-slate-50 px-3 hover:bg-slate-100"
      >
        <Flag iso2={value.iso2} />
        <svg aria-hidden width="12" height="12" viewBox="0 0 12 12" fill="none" stroke="currentColor" strokeWidth="1.5">
          <path d="M3 4.5l3 3 3-3" />
        </svg>
      </button>
      {open ? (
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
                onClick={() => pick(c.country.iso2)}
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
      ) : null}
    </div>
  );
}
