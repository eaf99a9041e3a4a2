// The JavaScript a browser receives on the first visit of a page: the route manifest, the entry, the root and
// the route's modules (its layouts included) with their static imports; lazy chunks (the calculator, KaTeX,
// the toasts, a form's checks) are not counted. Each file counts as the server sends it:
//   gzip: the build's own gzip copy (file.gz, vite/precompress.ts) when there is one; otherwise what the
//         compression middleware sends: gzip level 6 from 1,024 bytes, the file as it is under that threshold;
//   br:   the same with the build's brotli copy (file.br), what Chromium, which takes brotli, receives.
// The budgets (issue 30): the exam page ≤ 120 KB gzipped, every page ≤ 150 KB gzipped.
//   node bench/bundle-size.mjs                       every page, largest first
//   node bench/bundle-size.mjs routes/exams/session  the pages named
//   node bench/bundle-size.mjs --files routes/exams/session   …with each file
//   node bench/bundle-size.mjs --sources routes/exams/session what they are made of, by package and source file
//                                                    (needs a build with sourcemaps: SOURCEMAP=1)
//   node bench/bundle-size.mjs --json FILE           the gzip figures for bench/run-all.mjs too
// BUILD_DIR says where the build is (default build/).
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const THRESHOLD = 1024; // compression()'s default, server/app.js
const dir = path.join(process.env.BUILD_DIR || "build", "client");
const assets = path.join(dir, "assets");
// The newest manifest (a build directory reused without cleaning keeps the old ones).
const file = fs
  .readdirSync(assets)
  .filter((f) => /^manifest-.*\.js$/.test(f))
  .sort((a, b) => fs.statSync(path.join(assets, b)).mtimeMs - fs.statSync(path.join(assets, a)).mtimeMs)[0];
const text = fs.readFileSync(path.join(assets, file), "utf8");
const manifest = JSON.parse(text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1));

const sizes = new Map();
/** A file as sent: raw bytes, gzip and brotli as a browser taking each receives it. */
function sent(f) {
  if (sizes.has(f)) return sizes.get(f);
  const full = path.join(dir, f);
  const raw = fs.readFileSync(full);
  const onTheFly = (compress) => (raw.length < THRESHOLD ? raw.length : compress(raw).length);
  const built = (ext) => (fs.existsSync(full + ext) ? fs.statSync(full + ext).size : null);
  const size = {
    raw: raw.length,
    gzip: built(".gz") ?? onTheFly((b) => zlib.gzipSync(b, { level: 6 })),
    br: built(".br") ?? onTheFly((b) => zlib.brotliCompressSync(b, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } })),
    precompressed: fs.existsSync(full + ".gz"),
  };
  sizes.set(f, size);
  return size;
}

/** The route and its parents up to the root. */
function chain(id) {
  const out = [];
  for (let r = manifest.routes[id]; r; r = r.parentId ? manifest.routes[r.parentId] : null) out.push(r);
  return out;
}

function pageFiles(id) {
  if (!manifest.routes[id]) throw new Error(`no route ${id}`);
  // The route manifest is a script of its own, loaded before hydration (routeDiscovery "initial").
  const files = new Set([`/assets/${file}`, manifest.entry.module, ...manifest.entry.imports]);
  for (const route of chain(id)) {
    files.add(route.module);
    for (const i of route.imports ?? []) files.add(i);
  }
  return [...files];
}

function pageSize(id) {
  const files = pageFiles(id);
  const sum = (k) => files.reduce((n, f) => n + sent(f)[k], 0) / 1024;
  return { gzip: sum("gzip"), br: sum("br"), raw: sum("raw"), files: files.length };
}

const args = process.argv.slice(2);
const flag = (name) => {
  const at = args.indexOf(name);
  if (at >= 0) args.splice(at, 1);
  return at >= 0;
};
const jsonAt = args.indexOf("--json");
const jsonFile = jsonAt >= 0 ? args.splice(jsonAt, 2)[1] : null;
const showFiles = flag("--files");
const showSources = flag("--sources");

// Pages: the leaf routes with a component (a layout is counted with each page under it); resource routes
// (the REST API, JSON and file endpoints) have no default export and nothing loads their module.
const all = Object.values(manifest.routes);
const isPage = (r) => r.id !== "root" && r.hasDefaultExport !== false && !all.some((c) => c.parentId === r.id && c.hasDefaultExport !== false);
const wanted = args.length ? args : all.filter(isPage).map((r) => r.id);
const rows = wanted.map((id) => ({ id, ...pageSize(id) })).sort((a, b) => b.gzip - a.gzip);
const kb = (n) => `${n.toFixed(1)} KB`;
for (const r of rows) {
  const budget = r.id === "routes/exams/session" ? 120 : 150;
  console.log(`${r.id}: ${kb(r.gzip)} gzipped (${kb(r.br)} brotli) JavaScript in ${r.files} files${r.gzip > budget ? `  over ${budget} KB` : ""}`);
  if (showFiles)
    for (const f of pageFiles(r.id).sort((a, b) => sent(b).gzip - sent(a).gzip)) {
      const s = sent(f);
      console.log(
        `    ${f}: ${s.raw} B, gzip ${s.gzip} B, br ${s.br} B${s.precompressed ? "" : s.raw < THRESHOLD ? " (sent uncompressed)" : " (compressed per request)"}`,
      );
    }
  if (showSources) await printSources(pageFiles(r.id));
}
if (!args.length) {
  const over = rows.filter((r) => r.gzip > 150);
  console.log(`${rows.length} pages; ${over.length} over 150 KB gzipped; largest ${rows[0].id} ${kb(rows[0].gzip)}`);
}
if (jsonFile) fs.writeFileSync(jsonFile, JSON.stringify(Object.fromEntries(rows.map((r) => [r.id, Number(r.gzip.toFixed(1))]))));

/**
 * Each file's gzip size shared out over its sources by their bytes in the file (sourcemaps), added up per
 * npm package (or our own source file): the bundle map of docs/decisions/0060.
 */
async function printSources(files) {
  const { SourceMapConsumer } = await import("source-map-js");
  const total = new Map();
  const add = (k, n) => total.set(k, (total.get(k) ?? 0) + n);
  for (const f of files) {
    const code = fs.readFileSync(path.join(dir, f), "utf8");
    const gz = sent(f).gzip;
    const mapFile = path.join(dir, f + ".map");
    if (!fs.existsSync(mapFile)) {
      add(f.includes("manifest-") ? "(route manifest)" : `${f} (no sourcemap)`, gz);
      continue;
    }
    const lines = code.split("\n");
    const byLine = new Map();
    new SourceMapConsumer(JSON.parse(fs.readFileSync(mapFile, "utf8"))).eachMapping((m) => {
      if (!byLine.has(m.generatedLine)) byLine.set(m.generatedLine, []);
      byLine.get(m.generatedLine).push(m);
    });
    let mapped = 0;
    for (const [line, marks] of byLine) {
      marks.sort((a, b) => a.generatedColumn - b.generatedColumn);
      const length = (lines[line - 1] ?? "").length;
      marks.forEach((m, i) => {
        const n = (i + 1 < marks.length ? marks[i + 1].generatedColumn : length) - m.generatedColumn;
        const source = (m.source ?? "(unmapped)")
          .replace(/.*node_modules\/(@[^/]+\/[^/]+|[^/]+)\/.*/, "npm:$1")
          .replace(/^(\.\.\/)+/, "")
          .replace(/.*?\/(app|machines|grading|content)\//, "$1/");
        add(source, (n / code.length) * gz);
        mapped += n;
      });
    }
    add("(unmapped)", ((code.length - mapped) / code.length) * gz);
  }
  const sorted = [...total].sort((a, b) => b[1] - a[1]);
  const npm = sorted.filter(([k]) => k.startsWith("npm:"));
  const own = sorted.filter(([k]) => !k.startsWith("npm:"));
  const sum = (list) => list.reduce((n, [, v]) => n + v, 0) / 1024;
  console.log(`  packages ${kb(sum(npm))}:`);
  for (const [k, v] of npm) if (v >= 100) console.log(`    ${kb(v / 1024).padStart(9)}  ${k.slice(4)}`);
  console.log(`  our code and the rest ${kb(sum(own))}:`);
  for (const [k, v] of own) if (v >= 200) console.log(`    ${kb(v / 1024).padStart(9)}  ${k}`);
}
