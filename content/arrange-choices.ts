/**
 * The one place where the order of a single-choice question's choices is decided (content/README.md,
 * "Key letters"). Authors write choices in any order; what a student sees is:
 * - numeric choices (every choice a number, TeX allowed: \(\frac{14}{5}\), \(-3\), \(2\sqrt{3}\), \(49\pi\),
 *   \(12.5\%\), \(1{,}550\)) in ascending order, as on the real test; the key may be any of the four (its
 *   place among them is the author's distractors' doing, checked across a test by content/rules/letters.ts);
 * - any other choices in a seeded shuffle whose seed is `shuffle:<question id>` (FNV-1a hash, mulberry32 PRNG) of
 *   the choices sorted by text, so the order the author wrote does not matter (arranging twice changes
 *   nothing), the same question always shows the same order, and the key letter is free.
 * The `shuffle:` namespace (decision 0046) replaced the bare id, whose draws writers had steered by the wording of
 * choices (the key lands where its text sorts): one key order that nobody tuned.
 * Inside a module, `arrangeModule` draws the shuffle again with the salted seeds `<id>#1`, `<id>#2`, … (still a
 * pure function of the module) when the first draw would make a run of more than MAX_KEY_RUN equal key letters.
 * Explanations must therefore never name a choice by its letter (tests/unit/content-rules.test.ts).
 */

/** At most this many equal key letters in a row within a module (4 in a row is a run the test rejects). */
export const MAX_KEY_RUN = 3;
/**
 * The shortest shared run of key letters (at any positions) the rules look for between two modules. For two
 * independent 27-question modules a given pair shares some 8-letter run with probability about 20 * 20 / 4^8 =
 * 0.6%, which over the ~190 pairs of our exams is about one pair by chance; content/rules/keys.ts therefore
 * lengthens the run until chance explains it at most 1% of the time over all pairs (sharedKeyRunLength).
 */
export const KEY_NGRAM = 8;

type ChoiceLike = { text: string; correct?: boolean };
type QuestionLike = { id: string; type?: string; choices?: ChoiceLike[] };
type ModuleLike<Q extends QuestionLike> = { id: string; questions: Q[] };

/** 32-bit FNV-1a hash of a string. */
export function hashSeed(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a small, well-mixed 32-bit PRNG; returns floats in [0, 1). */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Fisher-Yates with the PRNG seeded by `seed` (a string, hashed). */
export function seededShuffle<T>(items: readonly T[], seed: string): T[] {
  const out = [...items];
  const next = prng(hashSeed(seed));
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * The value of a choice that is a plain number, or null. Accepts HTML/TeX such as `\(-\frac{27}{2}\)`,
 * `\(2\sqrt{3}\)`, `\(49\pi\)`, `\(12.5\%\)`, `\(1{,}550\)`, `\(\$8\)`; anything with words, variables or
 * operators between numbers (`x = 4`, `(9, 5)`) is not a number.
 */
export function choiceNumber(html: string): number | null {
  let t = html
    .replace(/<[^>]+>/g, "")
    .replace(/\\[()[\]]/g, "")
    .replace(/&nbsp;|\\[,;!: ]|\s+/g, "")
    .replace(/\{,\}/g, "")
    .replace(/\\\$|\$/g, "")
    .replace(/\\%|%/g, "")
    .replace(/\\dfrac|\\tfrac/g, "\\frac");
  if (!t) return null;
  let sign = 1;
  if (t.startsWith("-") || t.startsWith("−")) {
    sign = -1;
    t = t.slice(1);
  }
  const num = String.raw`(?:\d+(?:,\d{3})*(?:\.\d+)?|\.\d+)`;
  const atom = String.raw`(?:${num}|\\frac\{${num}\}\{${num}\}|\{${num}\})`;
  const m = new RegExp(String.raw`^(${atom})?(?:\\sqrt\{(${num})\})?(\\pi)?$`).exec(t);
  if (!m || (!m[1] && !m[2] && !m[3])) return null;
  const value = (a: string) => {
    const f = /^\\frac\{(.+)\}\{(.+)\}$/.exec(a);
    if (f) return Number(f[1]!.replace(/,/g, "")) / Number(f[2]!.replace(/,/g, ""));
    return Number(a.replace(/[{},]/g, ""));
  };
  let v = m[1] ? value(m[1]) : 1;
  if (m[2]) v *= Math.sqrt(value(m[2]));
  if (m[3]) v *= Math.PI;
  return Number.isFinite(v) ? sign * v : null;
}

/** True when every choice is a number (they then go in ascending order). */
export function isNumericQuestion(q: QuestionLike): boolean {
  return !!q.choices?.length && q.choices.every((c) => choiceNumber(c.text) !== null);
}

const LETTERS = "ABCDEFGH";

/** The key's letter ("A".."D"), or "" for a question without choices. */
export function keyLetter(q: QuestionLike): string {
  const i = q.choices?.findIndex((c) => c.correct) ?? -1;
  return i >= 0 ? LETTERS[i]! : "";
}

/**
 * The question with its choices in their final order: ascending for numeric choices, otherwise the
 * seeded shuffle for `<id>` (or `<id>#<salt>` when salt > 0). Open-ended questions are returned as they are.
 */
export function arrangeChoices<Q extends QuestionLike>(q: Q, salt = 0): Q {
  if (q.type === "OE" || !q.choices || q.choices.length < 2) return q;
  if (isNumericQuestion(q)) {
    const sorted = q.choices.map((c, i) => ({ c, i, v: choiceNumber(c.text)! })).sort((a, b) => a.v - b.v || a.i - b.i);
    return { ...q, choices: sorted.map((x) => x.c) };
  }
  const canonical = [...q.choices].sort((a, b) => (a.text < b.text ? -1 : a.text > b.text ? 1 : 0));
  return { ...q, choices: seededShuffle(canonical, `shuffle:${salt ? `${q.id}#${salt}` : q.id}`) };
}

/** One module's key sequence: a letter per single-choice question, "-" for an open-ended one. */
export function keySequence(m: { questions: QuestionLike[] }): string {
  return m.questions.map((q) => (q.type === "OE" || !q.choices?.length ? "-" : keyLetter(q))).join("");
}

/** Runs of more than MAX_KEY_RUN equal key letters in a key sequence, as [start, length]. */
export function longRuns(seq: string, max = MAX_KEY_RUN): [number, number][] {
  const runs: [number, number][] = [];
  for (let i = 0; i < seq.length;) {
    let j = i;
    while (j < seq.length && seq[j] === seq[i]) j++;
    if (seq[i] !== "-" && j - i > max) runs.push([i, j - i]);
    i = j;
  }
  return runs;
}

/** Every KEY_NGRAM-long window of a key sequence without an open-ended question in it. */
export function keyNgrams(seq: string, n = KEY_NGRAM): Set<string> {
  const grams = new Set<string>();
  for (let i = 0; i + n <= seq.length; i++) {
    const g = seq.slice(i, i + n);
    if (!g.includes("-")) grams.add(g);
  }
  return grams;
}

const SALTS = 24;

/**
 * One module with every question arranged. A shuffled question whose key would make a run of more than
 * MAX_KEY_RUN equal letters (counting the letters already fixed: earlier questions and later numeric ones)
 * is drawn again with the next salt. A pure function of the module: arranging twice changes nothing.
 */
export function arrangeModule<Q extends QuestionLike, M extends ModuleLike<Q>>(m: M): M {
  const base = m.questions.map((q) => arrangeChoices(q));
  const fixed = base.map((q) => q.type === "OE" || !q.choices?.length || isNumericQuestion(q));
  const letters = base.map((q) => (q.type === "OE" || !q.choices?.length ? "-" : keyLetter(q)));
  const decided = fixed.slice();
  const out = base.slice();
  const bad = (i: number) => {
    // the run through i over decided letters
    let a = i;
    while (a > 0 && decided[a - 1] && letters[a - 1] === letters[i]) a--;
    let b = i;
    while (b < letters.length - 1 && decided[b + 1] && letters[b + 1] === letters[i]) b++;
    return b - a + 1 > MAX_KEY_RUN;
  };
  for (let i = 0; i < base.length; i++) {
    if (fixed[i]) continue;
    decided[i] = true;
    for (let salt = 0; salt < SALTS; salt++) {
      const q = salt ? arrangeChoices(m.questions[i]!, salt) : base[i]!;
      letters[i] = keyLetter(q);
      out[i] = q;
      if (!bad(i)) break;
      if (salt === SALTS - 1) {
        out[i] = base[i]!;
        letters[i] = keyLetter(base[i]!);
      }
    }
  }
  return { ...m, questions: out } as M;
}

/** Every exam with every module arranged. */
export function arrangeExams<E extends { modules: ModuleLike<QuestionLike>[] }>(exams: E[]): E[] {
  return exams.map((e) => ({ ...e, modules: e.modules.map((m) => arrangeModule(m)) }));
}
