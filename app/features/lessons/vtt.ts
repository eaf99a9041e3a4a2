/** The largest captions file the back office accepts (a few hours of dense captions). */
export const MAX_VTT_CHARS = 300_000;

const TIMING = /^(?:\d{2,}:)?\d{2}:\d{2}\.\d{3}\s+-->\s+(?:\d{2,}:)?\d{2}:\d{2}\.\d{3}(?:\s.*)?$/;

/**
 * A WebVTT file as browsers will read it: "WEBVTT" first, at least one cue with a valid timing line.
 * Returns the text with normalized line ends, or an i18n key saying what is wrong.
 */
export function checkVtt(input: string): { ok: true; vtt: string } | { ok: false; error: string } {
  const vtt = input
    .replace(/^\uFEFF/, "")
    .replace(/\r\n?/g, "\n")
    .trim();
  if (!/^WEBVTT(?:[ \t].*)?(?:\n|$)/.test(vtt)) return { ok: false, error: "lessons:admin.errors.vttHeader" };
  if (vtt.length > MAX_VTT_CHARS) return { ok: false, error: "lessons:admin.errors.vttTooLong" };
  const lines = vtt.split("\n");
  const timings = lines.filter((l) => l.includes("-->"));
  if (timings.length === 0 || !timings.every((l) => TIMING.test(l.trim()))) return { ok: false, error: "lessons:admin.errors.vttCues" };
  return { ok: true, vtt: `${vtt}\n` };
}
