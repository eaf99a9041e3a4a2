// Gzipped JavaScript a browser loads on the first visit of a page: the route manifest, the entry, the root and the route's
// modules (its layouts included) with their static imports; lazy chunks (the calculator, the toasts) are
// not counted.
//   node bench/bundle-size.mjs                      every page, largest first
//   node bench/bundle-size.mjs routes/exams/session  the routes named
// BUILD_DIR says where the build is (default build/).
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

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
const gz = (f) => {
  if (!sizes.has(f)) sizes.set(f, zlib.gzipSync(fs.readFileSync(path.join(dir, f))).length);
  return sizes.get(f);
};

/** The route and its parents up to the root. */
function chain(id) {
  const out = [];
  for (let r = manifest.routes[id]; r; r = r.parentId ? manifest.routes[r.parentId] : null) out.push(r);
  return out;
}

function pageSize(id) {
  if (!manifest.routes[id]) throw new Error(`no route ${id}`);
  // The route manifest is a script of its own, loaded before hydration (routeDiscovery "initial").
  const files = new Set([`/assets/${file}`, manifest.entry.module, ...manifest.entry.imports]);
  for (const route of chain(id)) {
    files.add(route.module);
    for (const i of route.imports ?? []) files.add(i);
  }
  return { kb: [...files].reduce((n, f) => n + gz(f), 0) / 1024, files: files.size };
}

// Pages: the leaf routes (a layout is counted with each page under it); resource routes have no module.
const all = Object.values(manifest.routes);
// --json FILE: the figures for bench/run-all.mjs too.
const args = process.argv.slice(2);
const jsonAt = args.indexOf("--json");
const jsonFile = jsonAt >= 0 ? args.splice(jsonAt, 2)[1] : null;
const wanted = args.length ? args : all.filter((r) => r.id !== "root" && r.hasComponent !== false && !all.some((c) => c.parentId === r.id)).map((r) => r.id);
const rows = wanted.map((id) => ({ id, ...pageSize(id) })).sort((a, b) => b.kb - a.kb);
for (const r of rows) console.log(`${r.id}: ${r.kb.toFixed(1)} KB gzipped JavaScript in ${r.files} files`);
if (jsonFile) fs.writeFileSync(jsonFile, JSON.stringify(Object.fromEntries(rows.map((r) => [r.id, Number(r.kb.toFixed(1))]))));
