import { describe, expect, it } from "vitest";
import { TRANSLATION_GAPS } from "#content/translation-gaps";
import { sources } from "./sources";

/**
 * Issue 32: every explanation a student can read has az and ru (the exams and the Reading and Writing bank in
 * content/explanations/{az,ru}/, the Math generators in their templates, content/bank/math/localize.ts). What is
 * still missing is recorded in content/translation-gaps.ts and may only shrink: an untranslated explanation not
 * on that list fails, and so does a listed one that has been translated. The translations' quality is
 * translations.test.ts.
 */
const all = sources();

describe("every explanation has az and ru, or is on the recorded list of gaps", () => {
  for (const kind of ["exam", "bank", "generator"] as const)
    for (const lng of ["az", "ru"] as const)
      it(`${kind}: ${lng}`, () => {
        const missing = all.filter((s) => s.kind === kind && !s[lng]?.trim());
        // Generators are listed once (every seed of a generator agrees; translations.test.ts checks it).
        const names = [...new Set(kind === "generator" ? missing.map((s) => s.generator!) : missing.map((s) => s.id))].sort();
        expect(names, `${kind} explanations without ${lng} (content/translation-gaps.ts)`).toEqual([...TRANSLATION_GAPS[lng][kind]].sort());
      });
});
