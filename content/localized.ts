import { z } from "zod";

/**
 * Translated content (exam names and descriptions, services, lessons, site copy) has one shape: an
 * object keyed by interface language, `{ az?, en?, ru? }`. A reader gets the text in their language;
 * when it is missing or blank, the text falls back in the order az, en, ru, the interface's own
 * fallback order (app/lib/i18n.ts SUPPORTED_LANGUAGES; a test keeps the two lists equal), so a page
 * never shows an empty title. Decision 0004 and docs/glossary.md describe it for every area.
 */
export const CONTENT_LANGUAGES = ["az", "en", "ru"] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];
export type LocalizedText = Partial<Record<ContentLanguage, string>>;

/** The text in `lng`, else the first non-blank one in the order az, en, ru; "" when there is none. */
export function localized(text: LocalizedText | null | undefined, lng: string): string {
  if (!text) return "";
  for (const l of [lng, ...CONTENT_LANGUAGES]) {
    const value = text[l as ContentLanguage]?.trim();
    if (value) return value;
  }
  return "";
}

const Text = z.string().trim();

/** A translated text with at least one non-blank language. */
export const LocalizedTextSchema = z
  .object({ az: Text.optional(), en: Text.optional(), ru: Text.optional() })
  .strict()
  .refine((t) => CONTENT_LANGUAGES.some((l) => t[l]), "needs a text in at least one of az, en, ru");

/**
 * Content written in English first (exam names): `{ en, az?, ru? }`, or a plain string, which is the
 * English text. Either way the result is the one shape.
 */
export const EnglishFirstTextSchema = z.union([
  Text.min(1).transform((en): LocalizedText => ({ en })),
  z.object({ en: Text.min(1), az: Text.min(1).optional(), ru: Text.min(1).optional() }).strict(),
]);
