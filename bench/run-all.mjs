// The exam runtime's figures of issue 18 in one run, each with the machine's load average:
//
//   node bench/run-all.mjs            # the targets: about 8 minutes
//   node bench/run-all.mjs --quick    # the same figures on a smaller scale: about 2 minutes
//
// Needs a build (`npm run build`; BUILD_DIR if elsewhere). Starts its own servers (`node server.js`) on
// --port and --port + 1, on a fresh PostgreSQL database made from --database-url (dropped at the end)
// and on a PGlite directory of its own (removed at the end), and runs on the PostgreSQL one:
//   1. bench/autosave.mjs: the closed loop (20 clients, 3 answers per request) beside pgbench's raw upsert;
//   2. bench/load.mjs: 400 students saving every 3 s;
//   3. bench/load.mjs: 1,000 students saving every 3 s for 60 s (not in --quick);
//   4. bench/load.mjs: 200 students pressing Take Exam in the same second (50 in --quick);
// and on PGlite:
//   5. bench/first-question.mjs: the exam's first question in Chromium, cold, 7 runs (3 in --quick), without
//      and with 4× CPU throttling;
//   6. bench/load.mjs: 400 students saving every 3 s (100 in --quick);
// and from the build: 7. bench/bundle-size.mjs, the JavaScript of every page.
// Every run reads every acknowledged answer back; the summary says how many were lost (must be 0).
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { createAccounts, createClient, loadAverage, sleep } from "./lib/client.mjs";

const { values: opt } = parseArgs({
  options: {
    quick: { type: "boolean", default: false },
    port: { type: "string", default: "3400" },
    "database-url": { type: "string", default: process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres" },
    "no-pglite": { type: "boolean", default: false },
    "no-postgres": { type: "boolean", default: false },
    // Another checkout's server (its own build), to measure a version before a change with the same scripts.
    "app-dir": { type: "string" },
  },
});
const quick = opt.quick;
const port = Number(opt.port);
const here = path.dirname(new URL(import.meta.url).pathname);
const appDir = path.resolve(opt["app-dir"] ?? path.join(here, ".."));
const buildDir = path.resolve(appDir, process.env.BUILD_DIR || "build");
if (!fs.existsSync(path.join(buildDir, "server/index.js"))) {
  console.error(`No build in ${buildDir}: run \`npm run build\` first (BUILD_DIR if it is elsewhere).`);
  process.exit(1);
}
const work = fs.mkdtempSync(path.join(os.tmpdir(), "sat-bench-"));
const results = [];
const children = new Set();

/** Runs a bench script, its output shown as it comes; its figures from --json. */
async function bench(script, args, label) {
  const json = path.join(work, `${label.replace(/\W+/g, "-")}.json`);
  console.log(`\n$ node bench/${script} ${args.join(" ")}`);
  const code = await new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(here, script), ...args, "--json", json], {
      stdio: script === "bundle-size.mjs" ? ["ignore", "ignore", "inherit"] : "inherit",
      env: { ...process.env, BUILD_DIR: buildDir },
    });
    children.add(child);
    child.on("exit", (c) => (children.delete(child), resolve(c)));
  });
  const figures = fs.existsSync(json) ? JSON.parse(fs.readFileSync(json, "utf8")) : null;
  results.push({ label, script, args, code, figures });
  return figures;
}

async function startServer(env, label) {
  const log = fs.openSync(path.join(work, `${label}.log`), "w");
  const child = spawn(process.execPath, ["server.js"], {
    cwd: appDir,
    env: {
      ...process.env,
      BUILD_DIR: buildDir,
      SIGNUP_RATE_LIMIT: "100000",
      LOGIN_RATE_LIMIT: "100000",
      LOG_LEVEL: "error",
      NODE_ENV: "production",
      APP_URL: `http://127.0.0.1:${env.PORT}`,
      ...env,
    },
    stdio: ["ignore", log, log],
  });
  children.add(child);
  child.on("exit", () => children.delete(child));
  const url = `http://127.0.0.1:${env.PORT}`;
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) break;
    const up = await fetch(`${url}/api/exams/`).then(
      () => true,
      () => false,
    );
    if (up) return { url, stop: () => stopServer(child) };
    await sleep(500);
  }
  stopServer(child);
  throw new Error(`the ${label} server did not start: ${fs.readFileSync(path.join(work, `${label}.log`), "utf8").slice(-2000)}`);
}

function stopServer(child) {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", resolve);
    child.kill("SIGTERM");
  });
}

/** Accounts for every run on one server, made once (their tokens last 15 minutes). */
async function accounts(url, count) {
  const client = createClient(url, { maxSockets: 16 });
  const file = path.join(work, `tokens-${new URL(url).port}.json`);
  console.log(`\nsigning up ${count} students on ${url} (setup, not measured)…`);
  fs.writeFileSync(file, JSON.stringify(await createAccounts(client, count, "all")));
  client.close();
  return file;
}

async function withPostgres(run) {
  const { default: pg } = await import("pg");
  const admin = new pg.Client({ connectionString: opt["database-url"] });
  try {
    await admin.connect();
  } catch (error) {
    console.log(`\nPostgreSQL at ${opt["database-url"]} is not reachable (${error.message}): its figures are skipped.`);
    return;
  }
  const name = `bench_${Date.now().toString(36)}_${process.pid}`;
  await admin.query(`create database ${name}`);
  const url = new URL(opt["database-url"]);
  url.pathname = `/${name}`;
  try {
    await run(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`).catch((e) => console.error(`could not drop ${name}: ${e.message}`));
    await admin.end();
  }
}

const scale = quick
  ? { seconds: 5, students: 400, duration: 15, ramp: 10, thousand: 0, burst: 50, pglite: 100 }
  : { seconds: 20, students: 400, duration: 60, ramp: 20, thousand: 1000, burst: 200, pglite: 400 };
const loadAtStart = loadAverage();
console.log(
  `bench/run-all.mjs${quick ? " --quick" : ""}: the server of ${appDir}, ${os.cpus().length} cores, Node ${process.version}, load average ${loadAtStart}`,
);

try {
  if (!opt["no-postgres"]) {
    await withPostgres(async (databaseUrl) => {
      const server = await startServer({ PORT: String(port), DATABASE_URL: databaseUrl, DATA_DIR: path.join(work, "pg-data") }, "postgres");
      try {
        const tokens = await accounts(server.url, Math.max(scale.students, scale.thousand, scale.burst, 20));
        const pgbench = ["/usr/bin/pgbench", "/usr/lib/postgresql/15/bin/pgbench"].find((p) => fs.existsSync(p));
        await bench(
          "autosave.mjs",
          [
            "--url",
            server.url,
            "--clients",
            "20",
            "--seconds",
            String(scale.seconds),
            "--tokens",
            tokens,
            ...(pgbench ? ["--database-url", databaseUrl, "--pgbench", pgbench] : ["--no-pgbench"]),
          ],
          "autosave closed loop (PostgreSQL)",
        );
        const load = (students, extra, label) => bench("load.mjs", ["--url", server.url, "--students", String(students), "--tokens", tokens, ...extra], label);
        await load(
          scale.students,
          ["--interval", "3000", "--duration", String(scale.duration), "--ramp", String(scale.ramp)],
          `${scale.students} students every 3 s (PostgreSQL)`,
        );
        if (scale.thousand)
          await load(scale.thousand, ["--interval", "3000", "--duration", "60", "--ramp", "20"], `${scale.thousand} students for 60 s (PostgreSQL)`);
        await load(scale.burst, ["--interval", "3000", "--rounds", "3", "--ramp", "0"], `${scale.burst} exam starts in the same second (PostgreSQL)`);
      } finally {
        await server.stop();
      }
    });
  }
  if (!opt["no-pglite"]) {
    const server = await startServer({ PORT: String(port + 1), DATA_DIR: path.join(work, "pglite-data") }, "pglite");
    try {
      if (fs.existsSync(process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"))
        await bench("first-question.mjs", ["--url", server.url, "--runs", quick ? "3" : "7"], "first question on the exam page (PGlite)");
      else console.log("\nNo Chromium at /usr/bin/chromium (CHROMIUM_PATH): the first-question figures are skipped.");
      const tokens = await accounts(server.url, scale.pglite);
      await bench(
        "load.mjs",
        [
          "--url",
          server.url,
          "--students",
          String(scale.pglite),
          "--tokens",
          tokens,
          "--interval",
          "3000",
          "--duration",
          String(scale.duration),
          "--ramp",
          String(scale.ramp),
        ],
        `${scale.pglite} students every 3 s (PGlite)`,
      );
    } finally {
      await server.stop();
    }
  }
  await bench("bundle-size.mjs", [], "JavaScript per page");
} finally {
  for (const child of children) child.kill("SIGTERM");
  fs.rmSync(work, { recursive: true, force: true });
}

// The summary: each figure beside its target and the load average it was measured at.
const ms = (n) => (Number.isFinite(n) ? `${n.toFixed(1)} ms` : "-");
const rows = [];
let lost = 0;
let failed = 0;
for (const r of results) {
  const f = r.figures;
  if (!f) {
    rows.push([r.label, `no figures (exit ${r.code})`, "", ""]);
    failed++;
    continue;
  }
  if (r.code !== 0) failed++;
  if (r.script === "first-question.mjs") {
    const t = (x) => `median ${x.median} ms (${x.min}-${x.max})`;
    rows.push([
      r.label,
      `${t(f.unthrottled)}; in the HTML: ${f.inHtml ? "yes" : "no"}; requests before it: ${f.before.length || "none"}`,
      "≤ 400 ms",
      f.loadAtStart,
    ]);
    rows.push(["  with 4× CPU throttling", t(f.throttled), "≤ 1,000 ms", ""]);
    continue;
  }
  if (r.script === "bundle-size.mjs") {
    const pages = Object.entries(f);
    rows.push(["JavaScript, exam page (gzipped, first visit)", `${f["routes/exams/session"]} KB`, "≤ 120 KB", loadAverage()]);
    rows.push([
      `  every page (${pages.length})`,
      `${Math.min(...pages.map((p) => p[1]))}-${Math.max(...pages.map((p) => p[1]))} KB; ${pages.filter((p) => p[1] > 150).length} over 150 KB; largest ${pages[0][0]}`,
      "≤ 150 KB each",
      "",
    ]);
    continue;
  }
  lost += f.lost;
  if (r.script === "autosave.mjs") {
    rows.push([r.label, `${f.rate.toFixed(0)} req/s, p95 ${ms(f.p95)}`, "≥ 1,500 req/s", f.loadAtStart]);
    if (f.pgbench)
      rows.push(["  pgbench, same 3-row upsert", `${f.pgbench.tps.toFixed(0)} tps; ratio ${(f.ratio * 100).toFixed(1)}%`, "", f.pgbench.loadBefore]);
  } else if (/same second/.test(r.label)) {
    rows.push([r.label, `start p50 ${ms(f.startExam.p50)}, p95 ${ms(f.startExam.p95)}; autosave p95 ${ms(f.autosave.p95)}`, "reported", f.loadAtStart]);
  } else {
    const target = /PGlite/.test(r.label) ? "p95 < 500 ms" : /1000/.test(r.label) ? "p95 < 50 ms" : "p95 < 25 ms";
    rows.push([r.label, `autosave p95 ${ms(f.autosave.p95)} (${f.saves} saves; once all started ${ms(f.steady.p95)})`, target, f.loadAtStart]);
  }
}
const widths = [0, 1, 2].map((i) => Math.max(...rows.map((r) => r[i].length), ["figure", "result", "target"][i].length));
console.log(`\nsummary (load average: 1, 5 and 15 minutes, at the start of each run)`);
console.log(`${"figure".padEnd(widths[0])}  ${"result".padEnd(widths[1])}  ${"target".padEnd(widths[2])}  load average`);
for (const r of rows) console.log(`${r[0].padEnd(widths[0])}  ${r[1].padEnd(widths[1])}  ${r[2].padEnd(widths[2])}  ${r[3]}`);
console.log(`answers lost: ${lost} in all runs; runs that failed: ${failed}`);
process.exit(lost === 0 && failed === 0 ? 0 : 1);
