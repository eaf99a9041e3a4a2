import { describe, expect, it } from "vitest";
import { LESSONS } from "#content/lessons/index";
import { LessonSchema } from "#content/lessons/schema";
import { TRANSLATION_GAPS } from "#content/translation-gaps";

/**
 * Issue 32: every seeded lesson's narration (its captions track and transcript) in az and ru, or the lesson on
 * the recorded list of gaps (content/translation-gaps.ts), which may only shrink. captions.test.ts checks the
 * translations that exist.
 */
describe("every lesson's narration in az and ru, or on the recorded list of gaps", () => {
  for (const lng of ["az", "ru"] as const)
    it(lng, () => {
      const missing = LESSONS.map((l) => LessonSchema.parse(l))
        .filter((l) => !l.translations[lng]?.narration)
        .map((l) => l.slug)
        .sort();
      expect(missing, `lessons without ${lng} narration (content/translation-gaps.ts)`).toEqual([...TRANSLATION_GAPS[lng].narration].sort());
    });
});
