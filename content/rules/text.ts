/**
 * Text measures for the content rules: plain text, content words (stop words removed, a light stem),
 * word shingles and Jaccard similarity.
 */
import { plainText } from "../module-problems";

export { plainText };

const STOP = new Set(
  `a about above after again against all also although am among an and any are as at be because been before being
below between both but by can could did do does doing down during each either even every few for from further had has
have having he her here hers herself him himself his how however i if in into is it its itself just many may me might
more most much must my neither no nor not now of off on once one only or other our ours out over own per rather same
she should since so some such than that the their theirs them themselves then there these they this those though
through thus to too under until up upon us very was we were what when where whether which while who whom whose why
will with within without would yet you your text passage choice`.split(/\s+/),
);

/** A light stem: enough that "stored"/"stores"/"storing" and "grows"/"grow" meet. */
export function stem(word: string): string {
  let w = word
    .toLowerCase()
    .replace(/[’']s$/, "")
    .replace(/[’']/g, "");
  for (const suffix of ["ingly", "edly", "ing", "ed", "es", "ly", "s"]) {
    if (w.length - suffix.length >= 4 && w.endsWith(suffix)) {
      w = w.slice(0, -suffix.length);
      break;
    }
  }
  return w.replace(/e$/, "");
}

/** Lower-case words of the plain text (letters, digits, inner hyphens and apostrophes). */
export function words(html: string): string[] {
  return (
    plainText(html)
      .toLowerCase()
      .match(/[a-z0-9\u00c0-\u024f]+(?:[-’'][a-z0-9\u00c0-\u024f]+)*/g) ?? []
  ).filter((w) => w !== "______");
}

/** The distinct stems of the content words (no stop words, no words under 3 letters, no bare numbers). */
export function contentStems(html: string): Set<string> {
  return new Set(
    words(html)
      .filter((w) => w.length >= 3 && !STOP.has(w) && !/^\d+$/.test(w))
      .map(stem),
  );
}

/** Share of a choice's content stems that also occur in the passage (0 when the choice has none). */
export function echoShare(choiceHtml: string, passageStems: Set<string>): number {
  const c = contentStems(choiceHtml);
  if (!c.size) return 0;
  let n = 0;
  for (const s of c) if (passageStems.has(s)) n++;
  return n / c.size;
}

/** The set of k-word shingles of the text's words (stop words kept, so phrasing counts). */
export function shingles(html: string, k = 3): Set<string> {
  const w = words(html).map(stem);
  const out = new Set<string>();
  for (let i = 0; i + k <= w.length; i++) out.add(w.slice(i, i + k).join(" "));
  return out;
}

export function jaccard(a: Set<string>, b: Set<string>): number {
  if (!a.size || !b.size) return 0;
  let inter = 0;
  for (const x of a) if (b.has(x)) inter++;
  return inter / (a.size + b.size - inter);
}
