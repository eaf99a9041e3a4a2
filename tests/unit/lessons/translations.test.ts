import { describe, expect, it } from "vitest";
import { LESSONS } from "#content/lessons/index";
import { LessonSchema } from "#content/lessons/schema";

/**
 * Lessons are translated content (decision 0043): every seeded lesson has its title, description and quiz
 * in az and ru, with the numbers and math of the English. The English a Reading and Writing question is
 * about (its text and the sentences of its choices) may stay as it is; the rest is in the language.
 */
const lessons = LESSONS.map((l) => LessonSchema.parse(l));
/** The digits of a text, in order of size: "1,800" and "1.800" give the same. */
const digits = (s: string) => (s.match(/\d/g) ?? []).sort().join("");
/** The math of a text: operators, powers, roots, degrees, fractions, as a sorted list of signs. */
const math = (s: string) => (s.match(/[=×÷−+√²°%/]/g) ?? []).sort().join("");
const cyrillic = /[а-яё]/i;
const azerbaijani = /[əğıöüçş]/i;

describe("seeded lessons in az and ru", () => {
  for (const lng of ["az", "ru"] as const) {
    it(`${lng}: every lesson has a title, a description and every quiz question`, () => {
      for (const l of lessons) {
        const t = l.translations[lng];
        expect(t, `${l.slug} ${lng}`).toBeTruthy();
        expect(t!.title).not.toBe(l.title);
        expect(t!.description).not.toBe(l.description);
        expect(t!.quiz?.length, `${l.slug} ${lng} quiz`).toBe(l.quiz.length);
        const letters = lng === "ru" ? cyrillic : azerbaijani;
        for (const text of [t!.title, t!.description, ...t!.quiz!.flatMap((q) => [q.text, q.explanation])]) expect(text, `${l.slug}: ${text}`).toMatch(letters);
      }
    });

    it(`${lng}: numbers and math equal the English's (question, options, explanation)`, () => {
      for (const l of lessons) {
        const t = l.translations[lng]!;
        expect(digits(t.title + t.description), `${l.slug} title and description`).toBe(digits(l.title + l.description));
        l.quiz.forEach((q, i) => {
          const tq = t.quiz![i]!;
          for (const [mine, english, what] of [
            [tq.text, q.text, "question"],
            [tq.explanation, q.explanation, "explanation"],
            [(tq.options ?? q.options).join(" "), q.options.join(" "), "options"],
          ] as const) {
            expect(digits(mine), `${l.slug} ${i + 1} ${what}: ${mine}`).toBe(digits(english));
            expect(math(mine), `${l.slug} ${i + 1} ${what}: ${mine}`).toBe(math(english));
          }
        });
      }
    });
  }
});
