/** Interface languages, in order: the first is the fallback (part 1, section 1). */
export const SUPPORTED_LANGUAGES = ["az", "en", "ru"] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = SUPPORTED_LANGUAGES[0];
export const LANGUAGE_NAMES: Record<Language, string> = { az: "Azərbaycanca", en: "English", ru: "Русский" };

/** Every namespace of app/locales/{lng}/{ns}.json; a test checks this list against the files. */
export const NAMESPACES = [
  "common",
  "auth",
  "profile",
  "landing",
  "pages",
  "exam",
  "results",
  "calculator",
  "admin",
  "services",
  "tutor",
  "billing",
  "forum",
  "lessons",
  "authoring",
  "plan",
  "accommodations",
  "practice",
] as const;
export type Namespace = (typeof NAMESPACES)[number];

export const LANGUAGE_COOKIE = "lng";

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}
