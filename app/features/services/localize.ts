import type { LocalizedText } from "#db/schema-services";
import { SUPPORTED_LANGUAGES, type Language } from "~/lib/i18n";

/**
 * A catalogue text in the reader's language. An empty translation falls back to the others in the
 * order of the supported-language list (az, en, ru), so a page never shows a blank title.
 */
export function pickText(text: Partial<LocalizedText> | null | undefined, lng: Language): string {
  if (!text) return "";
  for (const l of [lng, ...SUPPORTED_LANGUAGES]) {
    const value = text[l]?.trim();
    if (value) return value;
  }
  return "";
}

/** Paragraphs of a plain-text description (blank lines separate them). */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}
