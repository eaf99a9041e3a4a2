/**
 * How a Math generator turns drawn parameters into a question (the contract is MathGenerator in
 * ../types.ts). A generator's `build(rng)` draws its parameters and returns a draft: the stem, the
 * solution steps, the key and its candidate distractors, each with the named mistake that produces it
 * and a phrase saying how. `defineGenerator` does the rest the same way for every shape:
 * - numeric choices: three candidates distinct from the key and from each other, in ascending order, with
 *   the key's place among the four drawn uniformly (as far as the candidates below and above allow) and
 *   the places filled by the generator's order of preference;
 * - other choices (expressions, equations, points, sentences): distinct by value, shuffled by the seed;
 * - open-ended keys: every accepted entry (CONTENT.md's entry rules), the exact form first;
 * - the explanation: the steps, then one line per distractor naming it by its content; the same in az and ru
 *   when every step and every chosen distractor's line is written in that language (localize.ts);
 * - a draft that cannot make a well-formed question (too few distinct distractors, a key that does not
 *   fit the answer box) is drawn again from the same random stream, so every seed gives a question.
 */
import { withFigureIds } from "../../figures";
import type { Generated, MathGenerator, QuestionInput } from "../types";
import { decimal, m, tex, toRat, type Num } from "./explain";
import { EXPLANATION_LANGUAGES, textIn, type ExplanationLanguage, type Text } from "./localize";
import { createRng, type Rng } from "./random";
import { Rat, terminates } from "./rational";

export type Params = Record<string, number | string>;

/** A numeric distractor: its value (exact when rational; a float for \sqrt or \pi values, then with tex). */
export type Distractor = { value: Num; tex?: string; mistake: string; why: Text };
/** A distractor that is not a plain number: `text` is its HTML (TeX in \( \)), `sig` what makes two equal. */
export type TextDistractor = { text: string; sig?: string; mistake: string; why: Text };

type Common = {
  params: Params;
  /** The stem's HTML (figures, tables, the question). */
  stem: string;
  /** The method, step by step with the computed numbers: one HTML paragraph each, in English or localized (localize.ts). */
  steps: Text[];
};
export type NumericDraft = Common & {
  kind: "numeric";
  key: Num;
  keyTex?: string;
  distractors: Distractor[];
  /** TeX of a choice's value when no tex is given (default: integers and fractions). */
  fmt?: (x: Num) => string;
  /** Only positive choices make sense (lengths, counts, prices). */
  positive?: boolean;
};
export type TextDraft = Common & {
  kind: "text";
  key: string;
  keySig?: string;
  distractors: TextDistractor[];
  /** Sentence choices are quoted in the explanation. */
  quote?: boolean;
};
export type OpenDraft = Common & { kind: "open"; key: Num };
export type Draft = NumericDraft | TextDraft | OpenDraft;

export type Meta = Omit<MathGenerator, "generate">;

const MAX_DRAWS = 400;
/** Draws made so far (for tuning parameter ranges: few redraws keep generation fast). */
export const DRAWS = { count: 0 };

/**
 * Seeds below this give pairwise different questions (different stems) whenever the shape has that many:
 * seed s takes the first draw, in a fixed order of random streams, whose stem no smaller seed has taken.
 * A bank materialised at a few small seeds therefore never shows a student the same question twice.
 * Larger seeds use their own stream directly. Either way the same seed always gives the same question.
 */
export const DISTINCT_SEEDS = 24;
const RETRIES = 40;

export function defineGenerator(meta: Meta, build: (r: Rng) => Draft | null): MathGenerator {
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(meta.id)) throw new Error(`bad generator id ${meta.id}`);
  /** One question from the random stream `stream`, labelled with `seed` (id and tags). */
  const draw = (stream: number, seed: number): Generated => {
    const r = createRng(stream);
    for (let i = 0; i < MAX_DRAWS; i++) {
      const draft = build(r);
      if (!draft) continue;
      const out = assemble(meta, seed, draft, r);
      if (out) {
        DRAWS.count += i + 1;
        return out;
      }
    }
    throw new Error(`${meta.id}: no well-formed question after ${MAX_DRAWS} draws for seed ${seed}`);
  };
  let small: Generated[] | null = null;
  const smallSeeds = () => {
    if (small) return small;
    const out: Generated[] = [];
    const stems = new Set<string>();
    for (let seed = 0; seed < DISTINCT_SEEDS; seed++) {
      let chosen: Generated | null = null;
      for (let attempt = 0; attempt < RETRIES && !chosen; attempt++) {
        // attempt 0 is the seed's own stream; later attempts use streams far above any small seed
        const g = draw(attempt === 0 ? seed : 1_000_000 + seed * RETRIES + attempt, seed);
        if (!stems.has(g.question.text)) chosen = g;
      }
      chosen ??= draw(seed, seed);
      stems.add(chosen.question.text);
      out.push(chosen);
    }
    small = out;
    return out;
  };
  return {
    ...meta,
    generate(seed: number): Generated {
      if (!Number.isSafeInteger(seed) || seed < 0) throw new RangeError(`seed must be a non-negative integer, got ${seed}`);
      // a copy, so a caller that changes the question does not change the remembered one
      return namedFigures(seed < DISTINCT_SEEDS ? structuredClone(smallSeeds()[seed]!) : draw(seed, seed));
    },
  };
}

/**
 * A draft's figures are drawn before the seed names the question (and stems are compared across seeds for
 * distinct questions), so they carry PENDING_FIGURE_ID; the question's own id makes them unique on a page.
 */
function namedFigures(g: Generated): Generated {
  const q = g.question;
  q.text = withFigureIds(q.text, q.id);
  for (const c of q.choices ?? []) c.text = withFigureIds(c.text, q.id);
  return g;
}

const num = (x: Num) => Number(x.valueOf());
const same = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));

function assemble(meta: Meta, seed: number, d: Draft, r: Rng): Generated | null {
  const base = {
    id: `bank-m-${meta.id}-${seed}`,
    title: "",
    text: d.stem,
    test: "math" as const,
    domain: meta.domain,
    skill: meta.skill,
    difficulty: meta.difficulty,
    tags: ["bank", `generator:${meta.id}`, `seed:${seed}`, `shape:${meta.id}`],
  };
  /** The explanation in `lng` from the steps and the distractors' lines (choice HTML, why), or undefined when a piece is not written in it. */
  const explain = (lng: "en" | ExplanationLanguage, lines: { name: string; why: Text }[]): string | undefined => {
    const steps = d.steps.map((s) => textIn(s, lng));
    const whys = lines.map((l) => textIn(l.why, lng));
    if (steps.some((s) => s === undefined) || whys.some((w) => w === undefined)) return undefined;
    const body = steps.map((s) => `<p>${s}</p>`).join("\n");
    return lines.length ? `${body}\n<ul>\n${lines.map((l, i) => `<li>${l.name} ${whys[i]}</li>`).join("\n")}\n</ul>` : body;
  };
  const translate = (lines: (lng: ExplanationLanguage) => { name: string; why: Text }[]) => {
    const out: Partial<Record<ExplanationLanguage, string>> = {};
    for (const lng of EXPLANATION_LANGUAGES) {
      const html = explain(lng, lines(lng));
      if (html !== undefined) out[lng] = html;
    }
    return out;
  };
  let question: QuestionInput;
  let mistakes: string[] = [];
  if (d.kind === "numeric") {
    const fmt = d.fmt ?? tex;
    const key = num(d.key);
    if (!Number.isFinite(key) || (d.positive && key <= 0)) return null;
    const keyTex = d.keyTex ?? fmt(d.key);
    const pool: { v: number; tex: string; dis: Distractor }[] = [];
    for (const dis of d.distractors) {
      const v = num(dis.value);
      if (!Number.isFinite(v) || (d.positive && v <= 0)) continue;
      const t = dis.tex ?? fmt(dis.value);
      if (same(v, key) || t === keyTex || pool.some((p) => same(p.v, v) || p.tex === t)) continue;
      pool.push({ v, tex: t, dis });
    }
    const pick = chooseThree(pool, key, placeDraw(d.stem));
    if (!pick) return null;
    const all = [...pick.map((p) => ({ ...p, correct: false })), { v: key, tex: keyTex, dis: null, correct: true }].sort((a, b) => a.v - b.v);
    question = { ...base, type: "SC", choices: all.map((c) => ({ text: m(c.tex), correct: c.correct })), explanation: "" };
    mistakes = all.filter((c) => !c.correct).map((c) => c.dis!.mistake);
    const lines = () => all.filter((c) => !c.correct).map((c) => ({ name: m(c.tex), why: c.dis!.why }));
    question.explanation = explain("en", lines())!;
    question.explanationI18n = translate(lines);
  } else if (d.kind === "text") {
    const keySig = d.keySig ?? d.key;
    const chosen: TextDistractor[] = [];
    for (const dis of d.distractors) {
      const sig = dis.sig ?? dis.text;
      if (sig === keySig || dis.text === d.key || chosen.some((c) => (c.sig ?? c.text) === sig || c.text === dis.text)) continue;
      chosen.push(dis);
      if (chosen.length === 3) break;
    }
    if (chosen.length < 3) return null;
    const all = r.shuffle([...chosen.map((c) => ({ text: c.text, dis: c as TextDistractor | null })), { text: d.key, dis: null }]);
    question = { ...base, type: "SC", choices: all.map((c) => ({ text: c.text, correct: c.dis === null })), explanation: "" };
    mistakes = all.filter((c) => c.dis).map((c) => c.dis!.mistake);
    // A quoted sentence choice stays English in every language, in each language's quotation marks.
    const name = (t: string, lng: "en" | ExplanationLanguage) => (d.quote ? (lng === "en" ? `“${t}”` : `«${t}»`) : t);
    const lines = (lng: "en" | ExplanationLanguage) => all.filter((c) => c.dis).map((c) => ({ name: name(c.text, lng), why: c.dis!.why }));
    question.explanation = explain("en", lines("en"))!;
    question.explanationI18n = translate(lines);
  } else {
    const forms = gridInForms(d.key);
    if (!forms) return null;
    question = { ...base, type: "OE", answers: forms.join("|||"), explanation: explain("en", [])!, explanationI18n: translate(() => []) };
  }
  if (
    /NaN|undefined|Infinity|\[object/.test(
      question.text +
        question.explanation +
        Object.values(question.explanationI18n ?? {}).join() +
        (question.answers ?? "") +
        (question.choices ?? []).map((c) => c.text).join(),
    )
  )
    throw new Error(`${meta.id} seed ${seed}: a value is missing in ${question.id}`);
  return { question, params: d.params, mistakes };
}

/**
 * A number in [0, 1) fixed by the stem: which place the key takes, without touching the parameter stream. A
 * figure counts by its text alternative (its <desc>), not its markup, so that redrawing figures in the shared
 * module (content/figures) never changes which distractors a question shows.
 */
function placeDraw(stem: string): number {
  const words = stem.replace(/<svg\b[\s\S]*?<\/svg>/g, (svg) => /<desc\b[^>]*>([^<]*)<\/desc>/.exec(svg)?.[1] ?? "");
  let h = 0x811c9dc5;
  for (let i = 0; i < words.length; i++) h = Math.imul(h ^ words.charCodeAt(i), 0x01000193);
  // murmur3's finaliser: stems that differ in a digit or two still land far apart
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return (h >>> 0) / 4294967296;
}

/**
 * Three distractors for a numeric key whose place among the four ascending choices is drawn uniformly
 * (`u` in [0, 1)): the key is the smallest, second, third or largest choice equally often, so its place tells
 * a guesser nothing (content/README.md, "Key position"). `u` picks the place; when the pool cannot fill it (too few
 * candidates below or above the key), another place it can fill, favouring the outer ones; then the first candidates in the generator's order of preference
 * fill it.
 */
function chooseThree<T extends { v: number }>(pool: T[], key: number, u: number): T[] | null {
  const below = pool.filter((p) => p.v < key);
  const above = pool.filter((p) => p.v > key);
  // place = number of distractors below the key (0: the key is the smallest choice)
  const wanted = Math.floor(u * 4);
  const feasible = [0, 1, 2, 3].filter((k) => below.length >= k && above.length >= 3 - k);
  if (!feasible.length) return null;
  // A place the pool cannot fill gives way, half the time, to the outermost place it can fill (the outer places are
  // the scarce ones: many generators have fewer than three candidates on one side), else to any place it can fill.
  const outer = feasible.filter((k) => Math.abs(k - 1.5) === Math.max(...feasible.map((f) => Math.abs(f - 1.5))));
  const spill = Math.floor(u * 4096);
  const place = feasible.includes(wanted) ? wanted : spill % 2 ? outer[(spill >> 1) % outer.length]! : feasible[(spill >> 1) % feasible.length]!;
  const chosen = new Set([...below.slice(0, place), ...above.slice(0, 3 - place)]);
  return pool.filter((p) => chosen.has(p));
}

/**
 * Every accepted entry of an open-ended key, exact form first: an integer; a fraction that fits; its
 * exact decimal with and without the leading zero when they fit; for a non-terminating value between -1
 * and 1, its decimal cut off and rounded at the fourth digit. Null when no exact form fits the box
 * (at most 5 characters, 6 with a minus sign).
 */
export function gridInForms(x: Num): string[] | null {
  const v = toRat(x);
  const fits = (s: string) => s.replace(/^-/, "").length <= 5;
  const out: string[] = [];
  const add = (s: string) => {
    if (fits(s) && !out.includes(s)) out.push(s);
  };
  if (v.isInt()) {
    add(String(v.n));
    return out.length ? out : null;
  }
  add(`${v.n}/${v.d}`);
  if (terminates(v)) {
    const dec = decimal(v).replace(/\{,\}/g, "");
    add(dec);
    add(dec.replace(/^(-?)0\./, "$1."));
  }
  if (!out.length) return null;
  if (!terminates(v) && Math.abs(v.n) < v.d) {
    const sign = v.n < 0 ? "-" : "";
    const scaled = Math.abs(v.n) * 10000;
    const cut = Math.floor(scaled / v.d);
    const round = Math.floor((2 * scaled + v.d) / (2 * v.d));
    add(`${sign}.${String(cut).padStart(4, "0")}`);
    if (round < 10000) add(`${sign}.${String(round).padStart(4, "0")}`);
  }
  return out;
}

export { Rat };
