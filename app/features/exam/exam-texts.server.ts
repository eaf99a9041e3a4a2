import { localized, type LocalizedText } from "#content/localized";
import { exams } from "#db/schema";

/** The columns an exam's name is read from; select them and read with `examName`. */
export const examNameColumns = { examName: exams.name, examNameI18n: exams.nameI18n };

/** The exam's name in `lng` (falling back az, en, ru; content/localized.ts), else its English name. */
export function examName(row: { examName: string; examNameI18n: LocalizedText | null }, lng: string): string {
  return localized(row.examNameI18n, lng) || row.examName;
}

/** The exam's description in `lng`, as `examName`. */
export function examDescription(row: { description: string; descriptionI18n: LocalizedText | null }, lng: string): string {
  return localized(row.descriptionI18n, lng) || row.description;
}
