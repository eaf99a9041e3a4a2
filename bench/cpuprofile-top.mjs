// Where a server's CPU time went, from a `node --cpu-prof` profile: self time by function and by
// package (or app file), and the inclusive time of chosen functions.
//
//   node --cpu-prof --cpu-prof-dir=/tmp/prof server.js   # run the benchmark, then stop the server with SIGINT
//   node bench/cpuprofile-top.mjs /tmp/prof/CPU.*.cpuprofile [--top 30] [--inclusive name,name]
import fs from "node:fs";
import { parseArgs } from "node:util";

const { values: opt, positionals } = parseArgs({
  allowPositionals: true,
  options: { top: { type: "string", default: "30" }, inclusive: { type: "string", default: "" } },
});
const profile = JSON.parse(fs.readFileSync(positionals[0], "utf8"));
const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

// Self time per node from the samples and their time deltas.
const self = new Map();
profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
const total = [...self.values()].reduce((a, b) => a + b, 0);

const where = (cf) => {
  const url = cf.url || "";
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  if (url.startsWith("node:")) return url;
  if (/build[^/]*\/server\//.test(url)) return "app (server build)";
  return url
    ? url
        .replace(/^file:\/\//, "")
        .split("/")
        .slice(-2)
        .join("/")
    : `(${cf.functionName || "native"})`;
};

const byFn = new Map();
const byPkg = new Map();
for (const [id, us] of self) {
  const cf = nodes.get(id).callFrame;
  const key = `${cf.functionName || "(anonymous)"}  ${where(cf)}:${cf.lineNumber + 1}`;
  byFn.set(key, (byFn.get(key) ?? 0) + us);
  byPkg.set(where(cf), (byPkg.get(where(cf)) ?? 0) + us);
}
const share = (us) => `${((100 * us) / total).toFixed(1).padStart(5)}%`;
const top = Number(opt.top);
console.log(`profile: ${(total / 1e6).toFixed(1)} s sampled`);
console.log("\nself time by package or file:");
for (const [k, us] of [...byPkg].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${share(us)}  ${k}`);
console.log("\nself time by function:");
for (const [k, us] of [...byFn].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${share(us)}  ${k}`);

// Inclusive time: a sample counts for a function when the function is anywhere on its stack.
if (opt.inclusive) {
  const names = opt.inclusive.split(",");
  const incl = new Map(names.map((n) => [n, 0]));
  for (const [id, us] of self) {
    const seen = new Set();
    for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
      const fn = nodes.get(cur).callFrame.functionName;
      if (incl.has(fn) && !seen.has(fn)) {
        seen.add(fn);
        incl.set(fn, incl.get(fn) + us);
      }
    }
  }
  console.log("\ninclusive time:");
  for (const [k, us] of incl) console.log(`${share(us)}  ${k}`);
}
