import crypto from "node:crypto";
import type { Lesson } from "./schema";

/** How the seeded videos are narrated and encoded (scripts/make-lesson-videos.ts). Part of each video's source hash. */
export const NARRATION = { voice: "en-us", wordsPerMinute: 150, pitch: 45, size: "1280x720", fps: 2, keyframeSeconds: 10, audioKbps: 28, version: 1 } as const;

/** One generated video in content/lessons/media/manifest.json. */
export type MediaEntry = {
  /** File names in content/lessons/media/. */
  video: string;
  captions: string;
  bytes: number;
  sha256: string;
  durationSeconds: number;
  /** videoSourceHash of the lesson the video was made from: a different hash means the video is stale. */
  sourceHash: string;
};
export type MediaManifest = Record<string, MediaEntry>;

/** The folder of the generated videos, relative to the project root. */
export const MEDIA_DIR = "content/lessons/media";

/** A hash of what a lesson's video is made of (its slides, narration and the voice): edit one, regenerate the video. */
export function videoSourceHash(lesson: Pick<Lesson, "slug" | "unit" | "skill" | "slides">): string {
  const source = JSON.stringify({ slug: lesson.slug, unit: lesson.unit, skill: lesson.skill, slides: lesson.slides, narration: NARRATION });
  return crypto.createHash("sha256").update(source).digest("hex").slice(0, 16);
}
