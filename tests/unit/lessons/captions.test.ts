import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LESSONS } from "#content/lessons/index";
import { MEDIA_DIR } from "#content/lessons/media";
import { LessonSchema, sentencesOf, shownText } from "#content/lessons/schema";
import { parseVtt, timedSentences, toVtt, translatedTranscript, translatedVtt } from "#content/lessons/captions";
import { lessonLanguages } from "#seed/lessons";

/**
 * Captions and transcripts in az and ru over the English voice (issue 32, decision 0062): each translated sentence
 * takes the time of the English sentence it translates, read back from the English track made with the video.
 */
const lessons = LESSONS.map((l) => LessonSchema.parse(l));
const englishVtt = (slug: string) => fs.readFileSync(path.join(MEDIA_DIR, `${slug}.vtt`), "utf8");
const digits = (s: string) => (s.match(/\d+(?:\.\d+)?/g) ?? []).sort().join(" ");
const letters = { az: /[əğıöüçş]/i, ru: /[а-яё]/i };

describe("the timed transcript", () => {
  it("reads every sentence's time back from each English track, in order and without overlaps", () => {
    for (const l of lessons) {
      const timed = timedSentences(l, englishVtt(l.slug));
      expect(timed, l.slug).not.toBeNull();
      expect(timed!.map((s) => s.length)).toEqual(l.slides.map((s) => sentencesOf(s.narration).length));
      const flat = timed!.flat();
      for (const [i, s] of flat.entries()) {
        expect(s.end, `${l.slug} ${i}`).toBeGreaterThan(s.start);
        if (i) expect(s.start, `${l.slug} ${i}`).toBeGreaterThanOrEqual(flat[i - 1]!.end);
      }
    }
  });

  it("does not match a track of other words, and round-trips its own cues", () => {
    const l = lessons[0]!;
    expect(timedSentences({ slides: [{ ...l.slides[0]!, narration: "Something else entirely." }] }, englishVtt(l.slug))).toBeNull();
    const cues = parseVtt(englishVtt(l.slug));
    expect(toVtt(cues).trimEnd()).toBe(englishVtt(l.slug).trimEnd());
  });
});

describe("translated narration", () => {
  for (const lng of ["az", "ru"] as const)
    it(`${lng}: a slide's paragraph has the English's sentences and numbers, in the language; its track follows the voice`, () => {
      for (const l of lessons) {
        const narration = l.translations[lng]?.narration;
        if (!narration) continue;
        expect(narration.length, `${l.slug} slides`).toBe(l.slides.length);
        l.slides.forEach((slide, i) => {
          const mine = sentencesOf(narration[i]!);
          expect(mine.length, `${l.slug} slide ${i + 1}: ${narration[i]}`).toBe(sentencesOf(slide.narration).length);
          expect(digits(narration[i]!), `${l.slug} slide ${i + 1}`).toBe(digits(shownText(slide.narration)));
          for (const s of mine) expect(s, `${l.slug} slide ${i + 1}`).toMatch(letters[lng]);
        });
        const vtt = translatedVtt(l, narration, englishVtt(l.slug));
        expect(vtt, l.slug).not.toBeNull();
        const [mineCues, english] = [parseVtt(vtt!), parseVtt(englishVtt(l.slug))];
        expect(mineCues[0]!.start).toBe(english[0]!.start);
        expect(mineCues.at(-1)!.end).toBeCloseTo(english.at(-1)!.end, 3);
        for (const c of mineCues) expect(c.text.split("\n").length, c.text).toBeLessThanOrEqual(2);
        // What the seed stores: the transcript and the track in this language.
        const stored = lessonLanguages(l, englishVtt(l.slug));
        expect(stored.translations[lng]?.transcript).toBe(translatedTranscript(narration));
        expect(stored.captionsI18n[lng]).toBe(vtt);
        expect(stored.translations[lng]).not.toHaveProperty("narration");
      }
    });

  it("a slide with a sentence too many or too few gives no track (never captions out of step with the voice)", () => {
    const l = lessons.find((x) => x.translations.ru?.narration)!;
    const narration = [...l.translations.ru!.narration!];
    narration[0] = `${narration[0]} Лишнее предложение.`;
    expect(translatedVtt(l, narration, englishVtt(l.slug))).toBeNull();
  });
});
