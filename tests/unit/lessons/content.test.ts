import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LESSONS } from "#content/lessons/index";
import { MEDIA_DIR, videoSourceHash, type MediaManifest } from "#content/lessons/media";
import { LessonSchema, sentencesOf, shownText, spokenText, transcriptOf } from "#content/lessons/schema";
import { checkVtt } from "~/features/lessons/vtt";

const lessons = LESSONS.map((l) => LessonSchema.parse(l));
const dir = path.resolve(MEDIA_DIR);
const manifest = JSON.parse(fs.readFileSync(path.join(dir, "manifest.json"), "utf8")) as MediaManifest;

describe("the seeded course", () => {
  it("has at least four lessons per unit, each on its own College Board skill, with 3 to 5 quiz questions", () => {
    expect(lessons.filter((l) => l.unit === "verbal").length).toBeGreaterThanOrEqual(4);
    expect(lessons.filter((l) => l.unit === "math").length).toBeGreaterThanOrEqual(4);
    expect(new Set(lessons.map((l) => l.slug)).size).toBe(lessons.length);
    expect(new Set(lessons.map((l) => l.skill)).size).toBe(lessons.length);
    for (const l of lessons) expect(l.quiz.length, l.slug).toBeGreaterThanOrEqual(3);
  });

  it("has quiz questions with four different options, and keys spread over A to D", () => {
    const keys = lessons.flatMap((l) => l.quiz.map((q) => q.correct));
    for (const l of lessons) for (const q of l.quiz) expect(new Set(q.options.map((o) => o.toLowerCase())).size, q.text).toBe(4);
    for (const letter of ["A", "B", "C", "D"]) {
      const share = keys.filter((k) => k === letter).length / keys.length;
      expect(share, letter).toBeGreaterThan(0.15);
      expect(share, letter).toBeLessThan(0.35);
    }
    // No tell: the key is not the longest option much more often than chance.
    const longest = lessons
      .flatMap((l) => l.quiz)
      .filter((q) => q.options["ABCD".indexOf(q.correct)]!.length === Math.max(...q.options.map((o) => o.length))).length;
    expect(longest / keys.length).toBeLessThan(0.4);
  });

  it("speaks narration without markup, and shows it in captions and transcripts without the spoken forms", () => {
    for (const l of lessons) {
      for (const s of l.slides) {
        const sentences = sentencesOf(s.narration);
        expect(sentences.join(" ")).toBe(s.narration.replace(/\s+/g, " ").trim());
        for (const sentence of sentences) {
          expect(spokenText(sentence)).not.toMatch(/\[\[|\]\]|\|/);
          expect(shownText(sentence)).not.toMatch(/\[\[|\]\]/);
        }
      }
      expect(transcriptOf(l).split("\n\n")).toHaveLength(l.slides.length);
    }
  });
});

describe("the seeded videos", () => {
  it("exist for every lesson, match the manifest, and are 2 to 4 minutes long", () => {
    for (const l of lessons) {
      const m = manifest[l.slug]!;
      expect(m, l.slug).toBeDefined();
      const bytes = fs.readFileSync(path.join(dir, m.video));
      expect(bytes.length).toBe(m.bytes);
      expect(crypto.createHash("sha256").update(bytes).digest("hex")).toBe(m.sha256);
      expect(m.durationSeconds, l.slug).toBeGreaterThanOrEqual(120);
      expect(m.durationSeconds, l.slug).toBeLessThanOrEqual(240);
    }
  });

  it("were made from the lessons as they are now (edit a slide or its narration: run scripts/make-lesson-videos.ts)", () => {
    for (const l of lessons) expect(manifest[l.slug]!.sourceHash, l.slug).toBe(videoSourceHash(l));
  });

  it("weigh at most 15 MB together", () => {
    const total = Object.values(manifest).reduce((n, m) => n + m.bytes, 0);
    expect(total).toBeLessThanOrEqual(15 * 1024 * 1024);
  });

  it("have WebVTT captions that say the narration, in order, within the video", () => {
    for (const l of lessons) {
      const m = manifest[l.slug]!;
      const vtt = fs.readFileSync(path.join(dir, m.captions), "utf8");
      expect(checkVtt(vtt).ok, l.slug).toBe(true);
      const cues = vtt
        .split("\n\n")
        .slice(1)
        .map((block) => {
          const [, timing, ...text] = block.split("\n");
          const [start, end] = timing!.split(" --> ").map((t) => t.split(":").reduce((n, part) => n * 60 + Number(part), 0));
          return { start: start!, end: end!, text: text.filter(Boolean).join(" ") };
        });
      for (const [i, c] of cues.entries()) {
        expect(c.end).toBeGreaterThan(c.start);
        if (i) expect(c.start).toBeGreaterThanOrEqual(cues[i - 1]!.end - 0.001);
      }
      expect(cues.at(-1)!.end).toBeLessThanOrEqual(m.durationSeconds + 0.5);
      const spoken = l.slides
        .map((s) => shownText(s.narration))
        .join(" ")
        .replace(/\s+/g, " ");
      expect(cues.map((c) => c.text).join(" ")).toBe(spoken);
    }
  });
});
