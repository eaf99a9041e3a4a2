/**
 * Writes the order content/arrange-choices.ts decides back into module files, so that a module file reads
 * as students see it and the authoring importer (which compares choice order) finds it unchanged:
 *   node --import tsx content/rules/write-back-order.ts content/exams/practice-test-1/rw-module-1.ts …
 * Reads each question's `choices: [ … ]` array in the source (one line or many, as prettier leaves it) and
 * moves its top-level `{ … }` entries, keeping their source text as it is. Arranging is idempotent, so running
 * it again changes nothing. Also drops "(key X)" notes from comments, which the order would make lie.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { arrangeModule } from "../arrange-choices";

type Choice = { text: string; correct?: boolean };
type Q = { id: string; type?: string; choices?: Choice[] };

/** The source spans [start, end) of the top-level `{ … }` entries of the array whose `[` is at `open`, and the index of its `]`. */
export function arrayEntries(src: string, open: number): { entries: [number, number][]; close: number } {
  const entries: [number, number][] = [];
  let depth = 0;
  let start = -1;
  for (let i = open + 1; i < src.length; i++) {
    const ch = src[i]!;
    if (ch === '"' || ch === "'" || ch === "`") {
      // skip a string literal (String.raw templates have no ${} in our content)
      for (i++; i < src.length && src[i] !== ch; i++) if (src[i] === "\\" && ch !== "`") i++;
      continue;
    }
    if (ch === "{" || ch === "[" || ch === "(") {
      if (depth === 0 && ch === "{") start = i;
      depth++;
    } else if (ch === "}" || ch === "]" || ch === ")") {
      if (depth === 0 && ch === "]") return { entries, close: i };
      depth--;
      if (depth === 0 && ch === "}") entries.push([start, i + 1]);
    }
  }
  throw new Error("unterminated choices array");
}

for (const file of process.argv.slice(2)) {
  const raw = (await import(pathToFileURL(file).href)).default as { id: string; questions: Q[] };
  const arranged = arrangeModule(raw);
  const order = new Map(raw.questions.map((q, i) => [q.id, (arranged.questions[i]!.choices ?? []).map((c) => q.choices!.indexOf(c))]));
  let src = readFileSync(file, "utf8");
  let changed = 0;
  const idRe = /^\s*id: "([a-z0-9-]+)",/gm;
  const ids = [...src.matchAll(idRe)].filter((m) => order.has(m[1]!));
  // from the last question up, so earlier offsets stay valid
  for (let k = ids.length - 1; k >= 0; k--) {
    const id = ids[k]![1]!;
    const perm = order.get(id)!;
    if (perm.every((p, n) => p === n)) continue;
    const from = ids[k]!.index!;
    const to = k + 1 < ids.length ? ids[k + 1]!.index! : src.length;
    const at = src.slice(from, to).search(/\bchoices: \[/);
    if (at < 0) throw new Error(`${file}: ${id}: no choices array after the id`);
    const open = from + at + "choices: ".length;
    const { entries } = arrayEntries(src, open);
    if (entries.length !== perm.length) throw new Error(`${file}: ${id}: ${entries.length} choices in the source, ${perm.length} in the module`);
    const texts = entries.map(([a, b]) => src.slice(a, b));
    let out = src.slice(0, entries[0]![0]);
    for (let n = 0; n < entries.length; n++) {
      out += texts[perm[n]!]!;
      out += n + 1 < entries.length ? src.slice(entries[n]![1], entries[n + 1]![0]) : "";
    }
    src = out + src.slice(entries[entries.length - 1]![1]);
    changed++;
  }
  src = src.replace(/^(\s*\/\/.*?)\s*(\(key [A-D]\)|· key [A-D]\b)/gm, "$1");
  writeFileSync(file, src);
  console.log(`${file}: ${changed} questions reordered`);
}
