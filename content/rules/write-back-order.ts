/**
 * Writes the order content/arrange-choices.ts decides back into module files, so that a module file reads
 * as students see it and the authoring importer (which compares choice order) finds it unchanged:
 *   node --import tsx content/rules/write-back-order.ts content/exams/practice-test-1/rw-module-1.ts …
 * Needs each choice on its own line (`{ text: … },`) directly under `choices: [`. Arranging is idempotent,
 * so running it again changes nothing. Also drops "(key X)" notes from comments, which the order would make lie.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { arrangeModule } from "../arrange-choices";

type Choice = { text: string; correct?: boolean };
type Q = { id: string; type?: string; choices?: Choice[] };

for (const file of process.argv.slice(2)) {
  const raw = (await import(pathToFileURL(file).href)).default as { id: string; questions: Q[] };
  const arranged = arrangeModule(raw);
  const order = new Map(raw.questions.map((q, i) => [q.id, (arranged.questions[i]!.choices ?? []).map((c) => q.choices!.indexOf(c))]));
  const lines = readFileSync(file, "utf8").split("\n");
  let current = "";
  let changed = 0;
  for (let i = 0; i < lines.length; i++) {
    const id = /^\s*id: "([a-z0-9-]+)",/.exec(lines[i]!);
    if (id && order.has(id[1]!)) current = id[1]!;
    if (/^\s*choices: \[$/.test(lines[i]!) && current) {
      const perm = order.get(current)!;
      const block = lines.slice(i + 1, i + 1 + perm.length);
      if (block.some((l) => !/^\s*\{ text: .*\},$/.test(l)) || !/^\s*\],$/.test(lines[i + 1 + perm.length]!))
        throw new Error(`${file}: ${current}: choices are not one per line`);
      const next = perm.map((p) => block[p]!);
      if (next.some((l, k) => l !== block[k])) changed++;
      lines.splice(i + 1, perm.length, ...next);
      current = "";
    }
    lines[i] = lines[i]!.replace(/^(\s*\/\/.*?)\s*(\(key [A-D]\)|· key [A-D]\b)/, "$1");
  }
  writeFileSync(file, lines.join("\n"));
  console.log(`${file}: ${changed} questions reordered`);
}
