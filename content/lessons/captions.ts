/**
 * WebVTT captions of the seeded lessons. The English track is written with the video (scripts/make-lesson-videos.ts):
 * each sentence of the narration is timed by the voice and split into cues. The az and ru tracks (issue 32,
 * decision 0062) are made from that timed transcript: each translated sentence takes the time of the English
 * sentence it translates (a slide's translated narration has as many sentences as the English), so the
 * captions follow the English voice sentence by sentence.
 */
import { sentencesOf, shownText, type Lesson } from "./schema";

/** A caption: when it shows (seconds) and its text. */
export type Cue = { start: number; end: number; text: string };

const MAX_LINE = 42;
const MAX_CUE = 2 * MAX_LINE;

/** Splits one spoken sentence into cues of at most two lines, sharing its time by length. */
export function cuesForSentence(text: string, start: number, end: number): Cue[] {
  const words = text.split(/\s+/);
  const chunks: string[] = [];
  let chunk = "";
  for (const word of words) {
    if (chunk && (chunk + " " + word).length > MAX_CUE) {
      chunks.push(chunk);
      chunk = word;
    } else chunk = chunk ? `${chunk} ${word}` : word;
  }
  if (chunk) chunks.push(chunk);
  const total = chunks.reduce((n, c) => n + c.length, 0);
  const cues: Cue[] = [];
  let at = start;
  for (const c of chunks) {
    const next = at + ((end - start) * c.length) / total;
    cues.push({ start: at, end: next, text: twoLines(c) });
    at = next;
  }
  return cues;
}

/** Breaks a cue into two balanced lines when it is longer than one. */
function twoLines(text: string): string {
  if (text.length <= MAX_LINE) return text;
  const middle = text.length / 2;
  let best = -1;
  for (let i = 0; i < text.length; i++) if (text[i] === " " && (best < 0 || Math.abs(i - middle) < Math.abs(best - middle))) best = i;
  return best < 0 ? text : `${text.slice(0, best)}\n${text.slice(best + 1)}`;
}

function timestamp(seconds: number): string {
  const ms = Math.round(seconds * 1000);
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  const pad = (n: number, w = 2) => String(n).padStart(w, "0");
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms % 1000, 3)}`;
}

/** A WebVTT file of the cues. */
export function toVtt(cues: Cue[]): string {
  const body = cues.map((c, i) => `${i + 1}\n${timestamp(c.start)} --> ${timestamp(c.end)}\n${c.text}`).join("\n\n");
  return `WEBVTT\n\n${body}\n`;
}

/** Seconds of a WebVTT timestamp (hh:mm:ss.mmm or mm:ss.mmm). */
function seconds(stamp: string): number {
  const parts = stamp.trim().split(":").map(Number);
  return parts.reduce((total, p) => total * 60 + p, 0);
}

/** The cues of a WebVTT file (settings after the timing and cue ids ignored). */
export function parseVtt(vtt: string): Cue[] {
  const cues: Cue[] = [];
  for (const block of vtt.replace(/\r\n?/g, "\n").split(/\n{2,}/)) {
    const lines = block.split("\n");
    const at = lines.findIndex((l) => l.includes("-->"));
    if (at < 0) continue;
    const [from, to] = lines[at]!.split("-->");
    cues.push({
      start: seconds(from!),
      end: seconds(to!.trim().split(/\s+/)[0]!),
      text: lines
        .slice(at + 1)
        .join("\n")
        .trim(),
    });
  }
  return cues;
}

const squash = (s: string) => s.replace(/\s+/g, " ").trim();

/**
 * The timed transcript: every sentence of every slide with the time the voice says it, read back from the
 * English track (its cues are each sentence's pieces in order). Null when the track does not match the
 * narration (a video made from older slides).
 */
export function timedSentences(lesson: Pick<Lesson, "slides">, englishVtt: string): { start: number; end: number; text: string }[][] | null {
  const cues = parseVtt(englishVtt);
  let i = 0;
  const out: { start: number; end: number; text: string }[][] = [];
  for (const slide of lesson.slides) {
    const timed: { start: number; end: number; text: string }[] = [];
    for (const sentence of sentencesOf(slide.narration)) {
      const want = squash(shownText(sentence));
      let got = "";
      const first = cues[i];
      while (i < cues.length && got.length < want.length) got = squash(`${got} ${cues[i++]!.text}`);
      if (!first || got !== want) return null;
      timed.push({ start: first.start, end: cues[i - 1]!.end, text: want });
    }
    out.push(timed);
  }
  return out;
}

/**
 * A translated captions track: the translation's sentences of each slide (`narration`, one paragraph per slide)
 * at the times of the English sentences. Null when the translation has no narration, a slide's sentence count
 * differs from the English, or the English track does not match the narration.
 */
export function translatedVtt(lesson: Pick<Lesson, "slides">, narration: readonly string[] | undefined, englishVtt: string): string | null {
  if (!narration || narration.length !== lesson.slides.length) return null;
  const timed = timedSentences(lesson, englishVtt);
  if (!timed) return null;
  const cues: Cue[] = [];
  for (const [i, slide] of timed.entries()) {
    const sentences = sentencesOf(narration[i]!);
    if (sentences.length !== slide.length) return null;
    for (const [j, s] of slide.entries()) cues.push(...cuesForSentence(squash(sentences[j]!), s.start, s.end));
  }
  return toVtt(cues);
}

/** A translated transcript: one paragraph per slide, as the English one (transcriptOf). */
export const translatedTranscript = (narration: readonly string[]) => narration.map(squash).join("\n\n");
