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
