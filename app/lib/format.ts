/**
 * Dates and numbers written out the same way by the server and every browser (browsers' Intl
 * data differs: some have no Azerbaijani at all), so the page hydrates without mismatches.
 * The words and patterns come from profile.json ("format.*"); this module only assembles them.
 */

export type DateWords = {
  monthsShort: readonly string[];
  monthsLong: readonly string[];
  /** With {{day}}, {{month}} and {{year}}, e.g. "{{month}} {{day}}, {{year}}". */
  datePattern: string;
  /** With {{date}} and {{time}}. */
  dateTimePattern: string;
};

export type DateStyle = { zone: "utc" | "local"; month?: "short" | "long"; time?: boolean; year?: boolean };

function fill(pattern: string, values: Record<string, string>) {
  return pattern.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, k: string) => values[k] ?? "");
}

/** An instant as a date (and time, 24-hour) in UTC or in the reader's time zone. */
export function formatDate(iso: string, words: DateWords, style: DateStyle): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return "";
  const utc = style.zone === "utc";
  const [year, month, day, h, m] = utc
    ? [d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes()]
    : [d.getFullYear(), d.getMonth(), d.getDate(), d.getHours(), d.getMinutes()];
  const names = style.month === "long" ? words.monthsLong : words.monthsShort;
  let date = fill(words.datePattern, { day: String(day), month: names[month] ?? String(month + 1), year: style.year === false ? "" : String(year) });
  if (style.year === false)
    date = date
      .replace(/[\s,]+$/, "")
      .replace(/^[\s,]+/, "")
      .replace(/\s{2,}/g, " ");
  if (!style.time) return date;
  return fill(words.dateTimePattern, { date, time: clock(h, m) });
}

const clock = (h: number, m: number) => `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`;

/** An instant's time of day, 24-hour ("08:05") in every language, in UTC or the reader's zone. */
export function formatTime(iso: string, zone: "utc" | "local"): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return "";
  return zone === "utc" ? clock(d.getUTCHours(), d.getUTCMinutes()) : clock(d.getHours(), d.getMinutes());
}

/** Any i18next `t` (the server's instance or the page's hook). */
type Translate = (key: string, options?: Record<string, string>) => string;

/** A language's date words, from its translations (profile.json "format.*"). */
export function dateWordsOf(t: Translate): DateWords {
  return {
    monthsShort: t("profile:format.monthsShort").split("|"),
    monthsLong: t("profile:format.monthsLong").split("|"),
    datePattern: t("profile:format.date", { day: "{{day}}", month: "{{month}}", year: "{{year}}" }),
    dateTimePattern: t("profile:format.dateTime", { date: "{{date}}", time: "{{time}}" }),
  };
}

/**
 * The app's one date format, for text a loader writes on the server (e-mail-like lists, back office,
 * results): day, month and year ("27 noy 2026", "27 нояб. 2026", "Nov 27, 2026"), with the 24-hour
 * time after a comma when asked. UTC, as the server has no reader's time zone.
 */
export function formatUtcDate(t: Translate, iso: string | Date, options: { time?: boolean } = {}): string {
  return formatDate(typeof iso === "string" ? iso : iso.toISOString(), dateWordsOf(t), { zone: "utc", time: options.time });
}

const SEPARATORS: Record<string, { group: string; decimal: string }> = {
  en: { group: ",", decimal: "." },
  az: { group: ".", decimal: "," },
  ru: { group: "\u00a0", decimal: "," },
};

/** A number with the language's digit grouping and decimal sign, at most `digits` decimals. */
export function formatNumber(n: number, lng: string, digits = 1): string {
  const { group, decimal } = SEPARATORS[lng] ?? SEPARATORS.en!;
  const factor = 10 ** digits;
  const rounded = Math.round(Math.abs(n) * factor) / factor;
  const [int, frac] = rounded.toFixed(digits).split(".") as [string, string | undefined];
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  const fraction = frac?.replace(/0+$/, "");
  return `${n < 0 && rounded !== 0 ? "-" : ""}${grouped}${fraction ? decimal + fraction : ""}`;
}

const CURRENCY_SYMBOLS: Record<string, string> = { USD: "$" };

/**
 * An amount of money, the same on the server and in every browser (Intl's currency patterns differ
 * between Node's and the browser's data: "89 US$" against "$ 89" for az). English puts the symbol
 * before ("$89", "AZN 40"), Azerbaijani and Russian after ("89 $", "40 AZN"); codes where a sign is
 * missing from many fonts (AZN, not ₼).
 */
export function formatMoney(amount: number, currency: string, locale: string): string {
  const lng = locale.slice(0, 2);
  const { group, decimal } = SEPARATORS[lng] ?? SEPARATORS.en!;
  const [int, cents] = Math.abs(amount)
    .toFixed(Number.isInteger(amount) ? 0 : 2)
    .split(".") as [string, string | undefined];
  const n = `${amount < 0 ? "-" : ""}${int.replace(/\B(?=(\d{3})+(?!\d))/g, group)}${cents ? decimal + cents : ""}`;
  const symbol = CURRENCY_SYMBOLS[currency];
  if (lng !== "az" && lng !== "ru") return symbol ? `${symbol}${n}` : `${currency}\u00a0${n}`;
  return `${n}\u00a0${symbol ?? currency}`;
}
