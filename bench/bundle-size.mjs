// Gzipped JavaScript a browser loads on the first visit of a route: the entry, the root and the
// route's module with their static imports (lazy chunks, e.g. the calculator, are not counted).
//   node bench/bundle-size.mjs routes/exams/session
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const dir = path.join(process.env.BUILD_DIR || "build", "client");
const file = fs.readdirSync(path.join(dir, "assets")).find((f) => /^manifest-.*\.js$/.test(f));
const text = fs.readFileSync(path.join(dir, "assets", file), "utf8");
const manifest = JSON.parse(text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1));
const wanted = process.argv.slice(2).length ? process.argv.slice(2) : ["routes/exams/session", "routes/main/landing", "routes/exams/result"];
const gz = (f) => zlib.gzipSync(fs.readFileSync(path.join(dir, f))).length;
for (const id of wanted) {
  const files = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (const r of ["root", id]) {
    const route = manifest.routes[r];
    if (!route) throw new Error(`no route ${r}`);
    files.add(route.module);
    for (const i of route.imports ?? []) files.add(i);
  }
  const total = [...files].reduce((n, f) => n + gz(f), 0);
  console.log(`${id}: ${(total / 1024).toFixed(1)} KB gzipped JavaScript in ${files.size} files`);
}
