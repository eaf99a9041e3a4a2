/**
 * What a translated explanation must keep of its English original (issue 32, decisions 0062 and 0063), as pure
 * functions for the tests (tests/unit/explanations/): the same TeX (the multiset of \( … \) and \[ … \] contents),
 * the same numerals outside math, the same block structure (paragraphs, lists, tables), a length of its own (not
 * much shorter than the English), its own language (not the English left in place), and the glossary's terms
 * (docs/glossary.md, "Explanations").
 */
export type Lang = "az" | "ru";

const MATH = /\\\(([\s\S]*?)\\\)|\\\[([\s\S]*?)\\\]/g;

/** The TeX of every inline and display formula, trimmed, sorted (a multiset). */
export function mathOf(html: string): string[] {
  return [...html.matchAll(MATH)].map((m) => (m[1] ?? m[2] ?? "").trim().replace(/\s+/g, " ")).sort();
}

const ENTITIES: Record<string, string> = {
  "&nbsp;": " ",
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#39;": "'",
  "&rsquo;": "’",
  "&ldquo;": "“",
  "&rdquo;": "”",
};

/** The words a reader sees outside math: tags and SVG figures removed, formulas replaced by a space. */
export function proseOf(html: string): string {
  return html
    .replace(/<svg[\s\S]*?<\/svg>/gi, " ")
    .replace(MATH, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&[a-z#0-9]+;/gi, (e) => ENTITIES[e] ?? " ")
    .replace(/[ \t\r\n]+/g, " ") // no-break spaces stay: they group thousands (numeralsOf)
    .trim();
}

/** Numerals outside math, as written (a thousands separator dropped: 1,000 = 1000), sorted. */
export function numeralsOf(html: string): string[] {
  // Thousands are grouped with a comma in English and with a no-break (or narrow no-break) space in Russian
  // prose (docs/glossary.md): 1,240 and 1 240 are the same numeral.
  return [...proseOf(html).matchAll(/\d+(?:[,\u00a0\u202f]\d{3})*(?:\.\d+)?/g)].map((m) => m[0].replace(/[,\u00a0\u202f](?=\d{3}\b)/g, "")).sort();
}

const BLOCK = /<\/?(p|ul|ol|li|table|thead|tbody|tr|td|th|h[1-6]|blockquote|figure|svg)\b/gi;

/** The block elements in order (opening and closing tags): the structure a translation keeps. */
export function blocksOf(html: string): string[] {
  return [...html.matchAll(BLOCK)].map((m) => m[0].toLowerCase().replace("<", ""));
}

/** The prose without quotations (“…”, «…», "…", ‘…’): what must be in the translation's language. */
export function ownWordsOf(html: string): string {
  return proseOf(html)
    .replace(/“[^”]*”|«[^»]*»|"[^"]*"|‘[^’]*’/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

const ENGLISH_WORDS = new Set(
  "the is are was were of and to that this these with which because from for not it its by be so then than each other would does only both into when their there what".split(
    " ",
  ),
);

/** The share of English function words among the words of a text (0 to 1). */
export function englishShare(text: string): number {
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  if (!words.length) return 0;
  return words.filter((w) => ENGLISH_WORDS.has(w)).length / words.length;
}

/**
 * Glossary terms of explanations (docs/glossary.md, "Explanations"): when the English uses the term (outside
 * math and quotations), the translation uses the glossary's word for it (its stem, so any case ending fits), and
 * never a word the glossary rules out.
 */
export const EXPLANATION_TERMS: { en: RegExp; az: RegExp; ru: RegExp; thing: string }[] = [
  { thing: "equation", en: /\bequations?\b/i, az: /tənli/i, ru: /уравнени/i },
  { thing: "inequality", en: /\binequalit(y|ies)\b/i, az: /bərabərsizli/i, ru: /неравенств/i },
  // the slope of a line (not a mountain's: "rocky-slope", "slopes")
  {
    thing: "slope",
    en: /(?<![-\w])slope(?![-\w])/i,
    az: /bucaq əmsal/i,
    ru: /угловой коэффициент|углового коэффициент|угловым коэффициент|угловом коэффициент/i,
  },
  { thing: "probability", en: /\bprobabilit(y|ies)\b/i, az: /ehtimal/i, ru: /вероятност/i },
  { thing: "median", en: /\bmedian\b/i, az: /median/i, ru: /медиан/i },
  // "20 percent" may become \(20\%\) in the translation's math
  { thing: "percent", en: /\bpercent\b/i, az: /faiz|\\%/i, ru: /процент|\\%/i },
  { thing: "hypotenuse", en: /\bhypotenuse\b/i, az: /hipotenuz/i, ru: /гипотенуз/i },
  { thing: "radius", en: /\bradius\b/i, az: /radius/i, ru: /радиус/i },
  // the text of a question (not a ship's "passage" through a canal)
  { thing: "passage", en: /(?<!make the )\bpassage\b/i, az: /mətn/i, ru: /текст/i },
  { thing: "transition", en: /\btransition\b/i, az: /keçid/i, ru: /связ|переход/i },
];
/** Words the glossary rules out in explanations. */
export const NEVER: Record<Lang, RegExp> = {
  az: /şagird|abonelik|\bdeğil\b|\bçünkü\b(?=.*\bdeğil)|lütfen|\bşıkk/i,
  ru: /задани[ея]|разбор|трудн(ый|ого|ая|ое|ые)\b/i,
};

export type Problem = string;

/** Every way a translation falls short of its English; [] when it keeps everything. */
export function translationProblems(english: string, translation: string, lng: Lang): Problem[] {
  const out: Problem[] = [];
  const t = translation.trim();
  if (!t) return ["empty"];
  if (t === english.trim()) return ["the English copied"];
  const [mathEn, mathT] = [mathOf(english), mathOf(t)];
  if (mathEn.join("\u0000") !== mathT.join("\u0000")) out.push(`math differs: ${diff(mathEn, mathT)}`);
  const [numEn, numT] = [numeralsOf(english), numeralsOf(t)];
  if (numEn.join(" ") !== numT.join(" ")) out.push(`numerals differ: ${diff(numEn, numT)}`);
  const [blEn, blT] = [blocksOf(english), blocksOf(t)];
  if (blEn.join(" ") !== blT.join(" ")) out.push(`structure differs: [${blEn.join(" ")}] vs [${blT.join(" ")}]`);
  const lenEn = proseOf(english).length;
  const lenT = proseOf(t).length;
  if (lenEn >= 40 && lenT < 0.6 * lenEn) out.push(`much shorter than the English (${lenT} vs ${lenEn} characters)`);
  const own = ownWordsOf(t);
  const words = own.match(/\p{L}+/gu) ?? [];
  if (words.length >= 6) {
    if (englishShare(own) > 0.12) out.push(`left in English (${Math.round(englishShare(own) * 100)}% English function words)`);
    if (lng === "ru") {
      const cyr = (own.match(/\p{Script=Cyrillic}/gu) ?? []).length;
      const lat = (own.match(/\p{Script=Latin}/gu) ?? []).length;
      if (cyr < lat) out.push("not in Russian (more Latin than Cyrillic letters)");
    } else if (!/[əığşçöü]/i.test(own)) out.push("not in Azerbaijani (none of ə ı ğ ş ç ö ü)");
  }
  const enWords = ownWordsOf(english);
  for (const term of EXPLANATION_TERMS)
    if (term.en.test(enWords) && !term[lng].test(own) && !term[lng].test(t)) out.push(`glossary: "${term.thing}" is not ${term[lng]}`);
  if (NEVER[lng].test(own)) out.push(`a word the glossary rules out: ${own.match(NEVER[lng])![0]}`);
  return out;
}

function diff(a: string[], b: string[]): string {
  const left = [...a];
  const extra: string[] = [];
  for (const x of b) {
    const i = left.indexOf(x);
    if (i >= 0) left.splice(i, 1);
    else extra.push(x);
  }
  return `missing [${left.join(" | ")}], extra [${extra.join(" | ")}]`;
}
