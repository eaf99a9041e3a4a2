/**
 * Real texts and honest credit (content/README.md):
 * - a literary passage (topic "literature") has `source` { author, title, year <= 1930 } and its first paragraph
 *   (the intro line, as on the test) names the author's surname and the title;
 * - no passage, stem or note carries a "fictional"/"fictitious"/"hypothetical"/"imaginary" disclaimer or calls
 *   an author "invented";
 * - people credited with work (a role word before a name: "ecologist Ana Ruiz", "a team led by …",
 *   "… and her colleagues") must be in the reviewed ledger (content/rules/people.ts); a passage that states one of
 *   the real findings listed there credits only the people who made it.
 * What a check cannot do: tell a real name from an invented one, or know every real finding. The ledger is
 * reviewed by hand (each entry says why the credit is right); a new name fails the test until someone checks it.
 */
import { REAL_FINDINGS, REVIEWED_PEOPLE } from "./people";
import { plainText } from "./text";
import type { RuleQuestion } from "./types";

export const DISCLAIMER =
  /\b(fictional|fictitious|fictionalized|hypothetical|imaginary|made-up)\b|\binvented\s+(?:author|novelist|poet|writer|person|people|artist|scientist|researcher|character|town|city|country)s?\b/i;

export function disclaimerProblems(q: RuleQuestion): string[] {
  const out: string[] = [];
  for (const [field, html] of [
    ["passage", q.passage?.html ?? ""],
    ["text", q.text],
  ] as const) {
    const m = DISCLAIMER.exec(plainText(html));
    if (m) out.push(`${q.id}: the ${field} says "${m[0]}"`);
  }
  return out;
}

const norm = (s: string) =>
  s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[’']/g, "'")
    .toLowerCase();

export function literatureProblems(q: RuleQuestion): string[] {
  const p = q.passage;
  if (!p || p.topic !== "literature") return [];
  if (!p.source) return [`${q.id}: a literary passage needs source { author, title, year }`];
  const out: string[] = [];
  if (p.source.year > 1930) out.push(`${q.id}: source year ${p.source.year} is after 1930`);
  const intro = norm(plainText(/<p\b[^>]*>([\s\S]*?)<\/p>/.exec(p.html)?.[1] ?? ""));
  const surname = norm(p.source.author.trim().split(/\s+/).pop()!);
  if (!intro.includes(surname)) out.push(`${q.id}: the intro line does not name the author (${p.source.author})`);
  // Punctuation becomes a space on both sides, so hyphenated titles (Moby-Dick, Self-Reliance) match.
  const words = (s: string) => s.replace(/[^a-z0-9 ']/g, " ").replace(/\s+/g, " ");
  if (
    !words(intro).includes(
      words(norm(p.source.title))
        .trim()
        .split(/\s+/)
        .slice(0, 3)
        .join(" ")
        .replace(/^(the|a|an) /, ""),
    )
  )
    out.push(`${q.id}: the intro line does not name the title (${p.source.title})`);
  if (!intro.includes(String(p.source.year))) out.push(`${q.id}: the intro line does not give the year (${p.source.year})`);
  return out;
}

const ROLE_WORDS =
  "scientist|researcher|scholar|historian|linguist|sociolinguist|physicist|chemist|biologist|ecologist|economist|psychologist|sociologist|anthropologist|archaeologist|astronomer|astrophysicist|geologist|volcanologist|glaciologist|oceanographer|meteorologist|climatologist|botanist|zoologist|entomologist|ornithologist|primatologist|microbiologist|neuroscientist|epidemiologist|physician|engineer|architect|mathematician|philosopher|folklorist|musicologist|critic|curator|planner|inventor|naturalist|explorer|geographer|demographer|nutritionist|agronomist|paleontologist|geneticist|ethnographer|classicist|educator|analyst|expert";
/** A role word, capitalised or not, singular or plural. */
const ROLE = `(?:${ROLE_WORDS.split("|")
  .map((w) => `[${w[0]!.toUpperCase()}${w[0]}]${w.slice(1)}`)
  .join("|")})s?(?:\\s+of\\s+[a-z]+)?`;
const NAME = "((?:\\p{Lu}[\\p{L}’'.-]+|de|van|von|da|di|al|el|la|le)(?:\\s+(?:\\p{Lu}[\\p{L}’'.-]+|de|van|von|da|di|al|el|la|le)){0,3}\\s+\\p{Lu}[\\p{L}’'-]+)";
const CREDIT_PATTERNS = [
  new RegExp(`\\b${ROLE}\\s+${NAME}`, "gu"),
  new RegExp(`\\b${ROLE}\\s+\\p{Lu}[\\p{L}’'.-]+(?:\\s+\\p{Lu}[\\p{L}’'.-]+){0,2}\\s+and\\s+${NAME}`, "gu"),
  new RegExp(`\\bled by(?:\\s+${ROLE})?\\s+${NAME}`, "gu"),
  new RegExp(`${NAME}(?:\\s+and\\s+(?:her|his|their)\\s+(?:colleagues|team|coauthors|co-authors|students))`, "gu"),
  new RegExp(`${NAME},\\s+an?\\s+(?:[a-z-]+\\s+){0,3}${ROLE}\\b`, "gu"),
];

/** Names the text credits with work, as written ("Rahel Mekonnen"). */
export function creditedNames(html: string): string[] {
  const t = plainText(html);
  const names = new Set<string>();
  const role = new RegExp(`^(?:${ROLE}|[A-Z][a-z]+ist|Professor|Dr\\.)\\s+`, "u");
  for (const re of CREDIT_PATTERNS)
    for (const m of t.matchAll(re)) {
      let name = m[1]!.replace(/[’']s$/, "").trim();
      while (role.test(name)) name = name.replace(role, "");
      if (name.includes(" ")) names.add(name);
    }
  return [...names];
}

const ledger = new Map(REVIEWED_PEOPLE.map((p) => [norm(p.name), p]));

export function creditProblems(q: RuleQuestion): string[] {
  // each part on its own, so that the end of one choice and the start of the next never read as one credit
  const parts = [q.passage?.html ?? "", q.text, ...(q.choices ?? []).map((c) => c.text)];
  const html = parts.join(" ");
  const out: string[] = [];
  const names = [...new Set(parts.flatMap(creditedNames))];
  for (const n of names)
    if (!ledger.has(norm(n))) out.push(`${q.id}: "${n}" is credited with work but is not in the reviewed ledger (content/rules/people.ts)`);
  const t = plainText(html);
  for (const f of REAL_FINDINGS) {
    if (!f.match.every((re) => re.test(t))) continue;
    for (const n of names) if (!f.credit.test(n)) out.push(`${q.id}: states a real finding (${f.finding}) but credits ${n}; it belongs to ${f.by}`);
  }
  return out;
}
