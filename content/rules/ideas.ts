/**
 * No reading idea twice (issue 29): text similarity (content/rules/duplicates.ts) cannot see the same idea told in
 * new words, such as two passages about the Rosetta Stone, one a vocabulary item and one a punctuation item. What
 * the same idea nearly always keeps is its names: the person, the work, the event. So every pair of Reading and
 * Writing passages (exams and bank) that share a multi-word proper name or a title in italics is a candidate, and
 * a candidate passes only when a reader has reviewed it and written down why the two passages are different ideas
 * (REVIEWED_NAME_PAIRS: two different novels by one author, an author's poem and a scholar's claim about his
 * spelling). Place names, peoples and periods name no idea on their own and are left out (PLACE_AND_PEOPLE_NAMES).
 */
import { plainText } from "./text";
import type { RuleQuestion } from "./types";

/** Names shared by passages about unrelated things: places, peoples, periods, institutions named in passing. */
export const PLACE_AND_PEOPLE_NAMES = new Set([
  "Ancestral Puebloan",
  "United States Navy",
  "New York City",
  "New York",
  "New Zealand",
  "New Mexico",
  "New Jersey",
  "New England",
  "Pacific Ocean",
  "Atlantic Ocean",
  "Indian Ocean",
  "South America",
  "North America",
  "West Africa",
  "United States",
  "Great Britain",
  "United Kingdom",
  "Los Angeles",
  "San Francisco",
  "African American",
  "African Americans",
  "Native American",
  "Native Americans",
  "Nobel Prize",
  "English Language",
  "the Crimean War",
  "New Deal",
  "Paris Exposition",
  "Mexico City",
  "South American",
  "Namib Desert",
]);

/**
 * Pairs that share a name and were read side by side: different ideas. Each entry names both ids (in either
 * order) and why.
 */
export const REVIEWED_NAME_PAIRS: { a: string; b: string; why: string }[] = [
  // Practice Tests 4-6 (issue 29)
  {
    a: "pt4-rw-m2e-05",
    b: "pt6-rw-m1-09",
    why: "two works by Kipling: the 1910 poem “If—” (its purpose: advice to a son) and the 1894 story “Rikki-Tikki-Tavi” (the mongoose described)",
  },
  // the skill bank's thirty-per-skill work (issue 29)
  {
    a: "bank-rw-words-in-context-28",
    b: "bank-rw-central-ideas-details-26",
    why: "Melville: the lawyer's \"avocations\" in Bartleby, the Scrivener (a vocabulary item); Ishmael's reason for going to sea in Moby-Dick",
  },
  {
    a: "bank-rw-text-structure-purpose-29",
    b: "bank-rw-inferences-20",
    why: "New York Harbor only as a place: the myth of names changed at Ellis Island; the Statue of Liberty's copper turning green",
  },
  {
    a: "diag-rw-10",
    b: "bank-rw-cross-text-connections-29",
    why: "ASL's own grammar (a vocabulary item); the Gardners' and Terrace's dispute over whether a signing chimpanzee forms sentences",
  },
  { a: "diag-rw-01", b: "bank-rw-central-ideas-details-22", why: "Dickens: A Christmas Carol and Hard Times (Gradgrind's facts)" },
  { a: "pt2-rw-m1-05", b: "bank-rw-central-ideas-details-22", why: "Dickens: Bleak House (the fog) and Hard Times" },
  { a: "bank-rw-text-structure-purpose-01", b: "bank-rw-central-ideas-details-22", why: "Dickens: Great Expectations and Hard Times" },
  { a: "bank-rw-central-ideas-details-09", b: "bank-rw-central-ideas-details-22", why: "the Lowell Offering (Dickens an admirer); Hard Times" },
  {
    a: "pt1-rw-m2h-27",
    b: "bank-rw-central-ideas-details-26",
    why: "the 1920s Melville revival (a synthesis of notes); the opening of Moby-Dick (Ishmael's reason for going to sea)",
  },
  {
    a: "bank-rw-central-ideas-details-21",
    b: "bank-rw-rhetorical-synthesis-09",
    why: "why Ecuador's hats are named for Panama; how ships cross the Suez and Panama Canals",
  },
  { a: "pt1-rw-m1-11", b: "bank-rw-command-of-evidence-textual-27", why: "Frost's Mending Wall and The Road Not Taken" },
  { a: "bank-rw-command-of-evidence-textual-04", b: "bank-rw-command-of-evidence-textual-27", why: "Frost's Stopping by Woods and The Road Not Taken" },
  {
    a: "pt2-rw-m2h-14",
    b: "bank-rw-command-of-evidence-textual-20",
    why: "Leavitt's Cepheid variables (distances to stars); dung beetles steering by the Milky Way's light",
  },
  // Dickens: four different books
  { a: "diag-rw-01", b: "pt2-rw-m1-05", why: "A Christmas Carol (Scrooge's meanness) and Bleak House (the fog)" },
  { a: "diag-rw-01", b: "bank-rw-text-structure-purpose-01", why: "A Christmas Carol and Great Expectations (Pip's name)" },
  { a: "pt2-rw-m1-05", b: "bank-rw-text-structure-purpose-01", why: "Bleak House and Great Expectations" },
  { a: "diag-rw-01", b: "bank-rw-central-ideas-details-09", why: "A Christmas Carol; the Lowell Offering only mentions an admirer, Dickens" },
  { a: "pt2-rw-m1-05", b: "bank-rw-central-ideas-details-09", why: "Bleak House; the Lowell Offering" },
  { a: "bank-rw-text-structure-purpose-01", b: "bank-rw-central-ideas-details-09", why: "Great Expectations; the Lowell Offering" },
  // Shakespeare: four different questions about him
  { a: "diag-rw-07", b: "pt3-rw-m2h-11", why: "Hand D in Sir Thomas More (handwriting and spelling); Sonnet 130" },
  { a: "diag-rw-07", b: "bank-rw-text-structure-purpose-11", why: "Hand D; the First Folio saving half the plays" },
  { a: "diag-rw-07", b: "bank-rw-command-of-evidence-textual-17", why: "Hand D; lists of words he supposedly invented" },
  { a: "pt3-rw-m2h-11", b: "bank-rw-text-structure-purpose-11", why: "Sonnet 130; the First Folio" },
  { a: "pt3-rw-m2h-11", b: "bank-rw-command-of-evidence-textual-17", why: "Sonnet 130; invented-word lists" },
  { a: "bank-rw-text-structure-purpose-11", b: "bank-rw-command-of-evidence-textual-17", why: "the First Folio; invented-word lists" },
  // Other authors with two different works
  {
    a: "pt1-rw-m2h-27",
    b: "bank-rw-words-in-context-28",
    why: "Melville's reputation and Moby-Dick; the opening of Bartleby, the Scrivener (a word's older sense)",
  },
  { a: "pt3-rw-m1-05", b: "bank-rw-text-structure-purpose-23", why: "Poe's The Fall of the House of Usher and The Tell-Tale Heart" },
  {
    a: "pt2-rw-m2e-24",
    b: "bank-rw-rhetorical-synthesis-24",
    why: "Fanny Mendelssohn's songs (Queen Victoria named in passing); the 1858 and 1866 transatlantic telegraph cables",
  },
  { a: "pt1-rw-m1-11", b: "bank-rw-command-of-evidence-textual-04", why: "Frost's Mending Wall and Stopping by Woods on a Snowy Evening" },
  { a: "pt2-rw-m2e-07", b: "bank-rw-words-in-context-13", why: "Stevenson's Treasure Island and Dr Jekyll and Mr Hyde" },
  { a: "bank-rw-words-in-context-01", b: "bank-rw-inferences-18", why: "Jack London's The Call of the Wild and To Build a Fire" },
  { a: "pt2-rw-m1-10", b: "bank-rw-central-ideas-details-07", why: "Twain's Life on the Mississippi and Tom Sawyer" },
  { a: "pt2-rw-m1-10", b: "bank-rw-inferences-05", why: "Life on the Mississippi and Huckleberry Finn" },
  {
    a: "bank-rw-central-ideas-details-07",
    b: "bank-rw-inferences-05",
    why: "Tom Sawyer's whitewashed fence; Huck Finn's opening, which names Tom Sawyer only as an earlier book",
  },
  { a: "pt1-rw-m2h-04", b: "bank-rw-words-in-context-10", why: "Austen's Emma (the narrator's double-edged praise) and Persuasion (Sir Walter's Baronetage)" },
  { a: "pt1-rw-m2h-04", b: "bank-rw-inferences-07", why: "Emma and Pride and Prejudice (Mrs. Bennet's news of Netherfield)" },
  { a: "bank-rw-words-in-context-10", b: "bank-rw-inferences-07", why: "Persuasion and Pride and Prejudice" },
  {
    a: "pt2-rw-m2e-24",
    b: "bank-rw-transitions-02",
    why: "Fanny Mendelssohn's songs printed under her brother's name; Felix Mendelssohn's 1829 Bach performance",
  },
  { a: "pt2-rw-m1-11", b: "bank-rw-boundaries-11", why: "Dickinson's Hope is the thing with feathers; how her first editors changed her punctuation" },
  {
    a: "bank-rw-cross-text-connections-02",
    b: "bank-rw-command-of-evidence-textual-03",
    why: "zebra stripes (Darwin named only as a date); Darwin's seedling experiments",
  },
  {
    a: "pt2-rw-m2h-08",
    b: "bank-rw-cross-text-connections-03",
    why: "Johnson against Ossian's authenticity; Johnson's Dictionary against fixing the language",
  },
  {
    a: "bank-rw-central-ideas-details-12",
    b: "bank-rw-command-of-evidence-textual-17",
    why: "how volunteer readers built the Oxford English Dictionary; whether Shakespeare really coined the words it credits to him",
  },
  { a: "pt1-rw-m2h-04", b: "bank-rw-inferences-30", why: "Austen's Emma and Northanger Abbey (Catherine Morland's unheroic childhood)" },
  { a: "bank-rw-words-in-context-10", b: "bank-rw-inferences-30", why: "Austen's Persuasion and Northanger Abbey" },
  { a: "bank-rw-inferences-07", b: "bank-rw-inferences-30", why: "Austen's Pride and Prejudice and Northanger Abbey" },
  {
    a: "bank-rw-central-ideas-details-02",
    b: "bank-rw-inferences-28",
    why: "the Great Stink of 1858 and London's sewers; frost fairs on the Thames and how the old London Bridge slowed the river",
  },
  // Practice Test 4, Reading and Writing
  {
    a: "pt2-rw-m2e-22",
    b: "pt4-rw-m1-24",
    why: "Brooklyn Bridge: the pointed arches in its towers (a verb-agreement item); Emily Warren Roebling carrying her disabled husband's instructions to the engineers",
  },
  {
    a: "pt4-rw-m2e-07",
    b: "bank-rw-rhetorical-synthesis-25",
    why: "London Underground: Harry Beck's 1931-1933 diagrammatic map that gave up geography; Edward Johnston's 1916 lettering for its signs",
  },
];

/** Multi-word proper names and italic titles in a passage. */
export function namedIdeas(html: string): Set<string> {
  const out = new Set<string>();
  for (const m of html.matchAll(/<(?:i|em|cite)>([^<]{3,})<\/(?:i|em|cite)>/g)) out.add(`«${m[1]!.trim()}»`);
  const t = plainText(html).replace(/[’']s\b/g, "");
  for (const m of t.matchAll(/\b([A-Z][\p{L}-]+(?:\s+(?:of|de|la|von|van|the)?\s*[A-Z][\p{L}-]+)+)/gu)) {
    const words = m[1]!.split(/\s+/);
    // a sentence may begin with a capitalised word that is not part of the name ("In", "The", "When")
    while (words.length > 1 && SENTENCE_WORDS.has(words[0]!)) words.shift();
    const name = words.join(" ");
    if (words.length > 1 && !PLACE_AND_PEOPLE_NAMES.has(name)) out.add(name);
  }
  return out;
}

const SENTENCE_WORDS = new Set(
  "The A An In On At Of For And But Or As By To From With This That These Those It Its He She They We His Her Their Our Which Who When While Although Because If After Before Since During Some Many Most Unlike Like Both Each Every Yet However Still Even Despite Though Today Now Over Under Into Through Between Among About Around".split(
    " ",
  ),
);

const reviewed = new Set(REVIEWED_NAME_PAIRS.flatMap((p) => [`${p.a}|${p.b}`, `${p.b}|${p.a}`]));

/** Pairs of passages that share a name and have not been reviewed as different ideas. */
export function sharedNameProblems(questions: RuleQuestion[]): string[] {
  const withPassage = questions.filter((q) => q.passage);
  const names = withPassage.map((q) => namedIdeas(`${q.passage!.html} ${q.passage!.title}`));
  const out: string[] = [];
  for (let i = 0; i < withPassage.length; i++)
    for (let j = i + 1; j < withPassage.length; j++) {
      const shared = [...names[i]!].filter((n) => names[j]!.has(n));
      const [a, b] = [withPassage[i]!.id, withPassage[j]!.id];
      if (shared.length && !reviewed.has(`${a}|${b}`))
        out.push(`${a} ~ ${b}: both name ${shared.join(", ")}; the same idea twice, or review the pair (content/rules/ideas.ts)`);
    }
  return out;
}

/** Reviewed pairs that no longer share a name (the review is stale: remove it). */
export function staleReviewedPairs(questions: RuleQuestion[]): string[] {
  const byId = new Map(questions.filter((q) => q.passage).map((q) => [q.id, namedIdeas(`${q.passage!.html} ${q.passage!.title}`)]));
  return REVIEWED_NAME_PAIRS.filter((p) => {
    const a = byId.get(p.a);
    const b = byId.get(p.b);
    return !a || !b || ![...a].some((n) => b.has(n));
  }).map((p) => `${p.a} ~ ${p.b}: reviewed as different ideas but they no longer share a name`);
}
