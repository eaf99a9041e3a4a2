/**
 * Makes the videos of the seeded lessons (content/lessons/) on this machine, with free tools only:
 * slides drawn as SVG and rendered to PNG with sharp, narration spoken by espeak-ng, both joined by
 * ffmpeg into a small H.264/AAC MP4 (fast start, so it streams and seeks), plus WebVTT captions timed
 * from the narration itself, and content/lessons/media/manifest.json.
 *
 *   node --import tsx scripts/make-lesson-videos.ts            # only lessons whose video is missing or stale
 *   node --import tsx scripts/make-lesson-videos.ts --all      # every lesson
 *   node --import tsx scripts/make-lesson-videos.ts rw-boundaries math-percentages
 *
 * Needs: ffmpeg (with libx264) and espeak-ng (apt-get install -y ffmpeg espeak-ng).
 */
import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { LESSONS } from "../content/lessons/index";
import { MEDIA_DIR, NARRATION, videoSourceHash, type MediaManifest } from "../content/lessons/media";
import { LessonSchema, sentencesOf, shownText, spokenText, type Lesson } from "../content/lessons/schema";
import { speak, Track, writeWav } from "./lesson-video/audio";
import { cuesForSentence, toVtt, type Cue } from "../content/lessons/captions";
import { slideSvg } from "./lesson-video/slides";

const ROOT = path.resolve(import.meta.dirname, "..");
const OUT = path.join(ROOT, MEDIA_DIR);
const MANIFEST = path.join(OUT, "manifest.json");

/** Pauses, in seconds: before a slide's first sentence, between sentences, after its last. */
const LEAD = 0.6;
const GAP = 0.4;
const TAIL = 0.9;

async function makeLesson(lesson: Lesson, work: string) {
  const dir = fs.mkdtempSync(path.join(work, `${lesson.slug}-`));
  let track: Track | null = null;
  const cues: Cue[] = [];
  const slideSeconds: number[] = [];
  for (const [i, slide] of lesson.slides.entries()) {
    await sharp(Buffer.from(slideSvg(lesson, i)))
      .png()
      .toFile(path.join(dir, `slide-${i}.png`));
    const start = track?.seconds ?? 0;
    for (const [j, sentence] of sentencesOf(slide.narration).entries()) {
      const pcm = speak(spokenText(sentence), dir, `s${i}-${j}`);
      track ??= new Track(pcm.rate);
      track.silence(j === 0 ? LEAD : GAP);
      const from = track.seconds;
      track.add(pcm.samples);
      cues.push(...cuesForSentence(shownText(sentence), from, track.seconds));
    }
    track!.silence(TAIL);
    slideSeconds.push(track!.seconds - start);
  }
  writeWav(path.join(dir, "narration.wav"), track!.pcm());
  // The concat demuxer shows each slide for its duration (the last one is listed twice, as it requires).
  const list = lesson.slides.map((_, i) => `file 'slide-${i}.png'\nduration ${slideSeconds[i]!.toFixed(3)}`).join("\n");
  fs.writeFileSync(path.join(dir, "slides.txt"), `${list}\nfile 'slide-${lesson.slides.length - 1}.png'\n`);

  const video = `${lesson.slug}.mp4`;
  const captions = `${lesson.slug}.vtt`;
  const [width, height] = NARRATION.size.split("x");
  execFileSync(
    "ffmpeg",
    [
      ...["-y", "-loglevel", "error", "-f", "concat", "-safe", "0", "-i", "slides.txt", "-i", "narration.wav"],
      ...["-vf", `scale=${width}:${height},fps=${NARRATION.fps},format=yuv420p`, "-c:v", "libx264", "-preset", "veryslow", "-tune", "stillimage", "-crf", "30"],
      // Few keyframes (every 10 s): slides are still, and a seek decodes at most 20 frames.
      ...["-g", String(NARRATION.fps * NARRATION.keyframeSeconds), "-c:a", "aac", "-b:a", `${NARRATION.audioKbps}k`, "-ac", "1", "-ar", "22050"],
      ...["-map_metadata", "-1", "-metadata", `title=${lesson.title}`, "-movflags", "+faststart", "-shortest", path.join(OUT, video)],
    ],
    { cwd: dir, stdio: ["ignore", "inherit", "inherit"] },
  );
  fs.writeFileSync(path.join(OUT, captions), toVtt(cues));
  const bytes = fs.readFileSync(path.join(OUT, video));
  // The file's own length (the last frame and the audio's padding make it a little longer than the narration).
  const probed = execFileSync("ffprobe", ["-v", "error", "-show_entries", "format=duration", "-of", "csv=p=0", path.join(OUT, video)], { encoding: "utf8" });
  const durationSeconds = Math.round(Number(probed.trim()));
  return {
    video,
    captions,
    bytes: bytes.length,
    sha256: crypto.createHash("sha256").update(bytes).digest("hex"),
    durationSeconds,
    sourceHash: videoSourceHash(lesson),
  };
}

async function main() {
  const args = process.argv.slice(2);
  const lessons = LESSONS.map((l) => LessonSchema.parse(l));
  const manifest: MediaManifest = fs.existsSync(MANIFEST) ? JSON.parse(fs.readFileSync(MANIFEST, "utf8")) : {};
  const wanted = args.filter((a) => !a.startsWith("--"));
  const unknown = wanted.filter((slug) => !lessons.some((l) => l.slug === slug));
  if (unknown.length) throw new Error(`no such lesson: ${unknown.join(", ")}`);
  const todo = lessons.filter((l) =>
    wanted.length
      ? wanted.includes(l.slug)
      : args.includes("--all") || manifest[l.slug]?.sourceHash !== videoSourceHash(l) || !fs.existsSync(path.join(OUT, `${l.slug}.mp4`)),
  );
  fs.mkdirSync(OUT, { recursive: true });
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "lesson-videos-"));
  try {
    for (const lesson of todo) {
      const started = Date.now();
      manifest[lesson.slug] = await makeLesson(lesson, work);
      const m = manifest[lesson.slug]!;
      console.log(`${lesson.slug}: ${m.durationSeconds} s, ${(m.bytes / 1024).toFixed(0)} KB (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    }
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
  // Lessons that no longer exist leave the manifest (their files are left for you to delete).
  const ordered: MediaManifest = {};
  for (const l of lessons) if (manifest[l.slug]) ordered[l.slug] = manifest[l.slug]!;
  fs.writeFileSync(MANIFEST, `${JSON.stringify(ordered, null, 2)}\n`);
  const total = Object.values(ordered).reduce((n, m) => n + m.bytes, 0);
  console.log(`${todo.length} video(s) made; ${Object.keys(ordered).length} in the manifest, ${(total / 1024 / 1024).toFixed(2)} MB in all`);
}

await main();
