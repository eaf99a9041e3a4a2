import type { Plugin } from "vite";

/**
 * Schemas that only a route's loader or action uses go with them from the browser's code (issue 30). React
 * Router removes `loader` and `action` from a route's browser module, but a schema declared at the top of
 * a file, `const Query = z.object({ c: idField().optional() }).refine(…)`, is a chain of calls: Rollup
 * cannot tell it has no side effects and keeps it, and zod (27 KB gzipped) with it, on pages that check
 * nothing in the browser. In the client build this wraps each such top-level initializer (a chain whose
 * root is `z.…` or one of our builders in app/lib/input.ts) in a pure-annotated arrow call,
 * `/*@__PURE__*\/ (() => (…))()`: kept where something uses it, dropped with all its calls where nothing does;
 * a chain rooted at a schema declared so above in the same file (`Start = Create.extend(…)`) too.
 * It runs on the JavaScript esbuild made of our TypeScript (Rollup's parser reads it).
 */
const BUILDERS = new Set(["z", "idField", "intField", "line", "text"]);
const OURS = /\/(app|content|grading)\/.*\.tsx?$/;
const OPEN = "/*@__PURE__*/ (() => (";
const CLOSE = "))()";

type Node = { type: string; start: number; end: number; [key: string]: unknown };

/** The identifier a call chain starts from: `z` in `z.object(…).refine(…)`, `text` in `text(5).nullish()`. */
function root(node: Node | undefined): string | null {
  while (node) {
    if (node.type === "Identifier") return node.name as string;
    if (node.type === "CallExpression") node = node.callee as Node;
    else if (node.type === "MemberExpression") node = node.object as Node;
    else return null;
  }
  return null;
}

export function pureSchemas(): Plugin {
  return {
    name: "sat:pure-schemas",
    // Only a size matter: development serves modules as written.
    apply: "build",
    transform(code, id, options) {
      if (options?.ssr || this.environment?.config.consumer === "server") return null;
      if (!OURS.test(id.split("?")[0]!)) return null;
      if (!/\b(z|idField|intField|line|text)\b/.test(code)) return null;
      const program = this.parse(code) as unknown as { body: Node[] };
      const inserts: [number, string][] = [];
      // A schema built from one declared above in the file (`Start = Create.extend(…)`) is one too.
      const schemas = new Set<string>();
      for (let statement of program.body) {
        if (statement.type === "ExportNamedDeclaration" && statement.declaration) statement = statement.declaration as Node;
        if (statement.type !== "VariableDeclaration") continue;
        for (const declarator of statement.declarations as Node[]) {
          const init = declarator.init as Node | null;
          const from = root(init ?? undefined) ?? "";
          if (!init || init.type !== "CallExpression" || !(BUILDERS.has(from) || schemas.has(from))) continue;
          inserts.push([init.start, OPEN], [init.end, CLOSE]);
          const id = declarator.id as Node;
          if (id.type === "Identifier") schemas.add(id.name as string);
        }
      }
      if (!inserts.length) return null;
      return insert(code, inserts, id);
    },
  };
}

/** The code with the texts inserted (single-line texts, offsets ascending), and a source map for it. */
function insert(code: string, inserts: [number, string][], source: string) {
  let out = "";
  let at = 0;
  for (const [offset, text] of inserts) {
    out += code.slice(at, offset) + text;
    at = offset;
  }
  out += code.slice(at);
  // Segments per line: [generated column, source 0, source line, source column], the last three relative to the previous segment.
  const lines: string[] = [];
  let previousLine = 0;
  let previousColumn = 0;
  let lineStart = 0;
  let next = 0;
  const codeLines = code.split("\n");
  for (let line = 0; line < codeLines.length; line++) {
    const lineEnd = lineStart + codeLines[line]!.length;
    const segments: string[] = [];
    let generatedColumn = 0;
    let shift = 0;
    const push = (column: number) => {
      segments.push(vlq(column + shift - generatedColumn) + vlq(0) + vlq(line - previousLine) + vlq(column - previousColumn));
      generatedColumn = column + shift;
      previousLine = line;
      previousColumn = column;
    };
    push(0);
    while (next < inserts.length && inserts[next]![0] <= lineEnd) {
      shift += inserts[next]![1].length;
      push(inserts[next]![0] - lineStart);
      next++;
    }
    lines.push(segments.join(","));
    lineStart = lineEnd + 1;
  }
  return { code: out, map: { version: 3, sources: [source], names: [], mappings: lines.join(";") } };
}

const BASE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
function vlq(value: number) {
  let v = value < 0 ? (-value << 1) | 1 : value << 1;
  let out = "";
  do {
    let digit = v & 31;
    v >>>= 5;
    if (v > 0) digit |= 32;
    out += BASE64[digit];
  } while (v > 0);
  return out;
}
