// 200 students pressing Take Exam in the same second, measured from outside over HTTP (issue 30):
//
//   node bench/start-burst.mjs --build tests/.tmp/bench-build                                  # this build
//   node bench/start-burst.mjs --build tests/.tmp/bench-build --compare /tmp/before/build      # and another, turn about
//
// Starts `node server.js` of each build (this checkout's server.js; --compare-app-dir for another checkout's)
// on a fresh PostgreSQL database of its own (made from --database-url, dropped at the end) behind a proxy
// that counts the statements the app sends (bench/lib/pg-count-proxy.mjs), signs up --students students on
// each (not measured), then --rounds times, build after build: every student presses Take Exam at the same
// instant (a new session each round) and the time until the first module's questions are in hand is taken.
// A start is one call (POST /api/exams/session/ {exam, take: true}); a build from before that call answers
// without the module, and its start is then create + read + take, as it was (bench/lib/client.mjs).
// Statements per start: --sequential starts one after another, minus what the idle server sends in as long.
// Prints p50, p95 and max per round and over all rounds, with the load average at each round's start.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import pg from "pg";
import { createAccounts, createClient, findExam, loadAverage, pct, sleep, startExam } from "./lib/client.mjs";
import { startCountingProxy } from "./lib/pg-count-proxy.mjs";

const { values: opt } = parseArgs({
  options: {
    build: { type: "string", default: process.env.BUILD_DIR || "build" },
    compare: { type: "string" },
    "compare-app-dir": { type: "string" },
    students: { type: "string", default: "200" },
    rounds: { type: "string", default: "3" },
    sequential: { type: "string", default: "20" },
    exam: { type: "string", default: "Practice Test 1" },
    port: { type: "string", default: "3420" },
    "database-url": { type: "string", default: process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres" },
    json: { type: "string" },
    // A CPU profile of this build's server (node --cpu-prof) into this folder: read it with bench/cpuprofile-top.mjs.
    "cpu-prof": { type: "string" },
  },
});
const STUDENTS = Number(opt.students);
const ROUNDS = Number(opt.rounds);
const SEQUENTIAL = Number(opt.sequential);
const here = path.dirname(new URL(import.meta.url).pathname);
const work = fs.mkdtempSync(path.join(os.tmpdir(), "start-burst-"));
const databases = [];
const children = new Set();

async function admin(sql) {
  const client = new pg.Client({ connectionString: opt["database-url"] });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

async function startServer(label, buildDir, appDir, port) {
  const name = `burst_${label}_${Date.now().toString(36)}_${process.pid}`;
  await admin(`create database ${name}`);
  databases.push(name);
  const target = new URL(opt["database-url"]);
  const proxy = await startCountingProxy({ host: target.hostname, port: Number(target.port || 5432) });
  const url = new URL(opt["database-url"]);
  url.host = `127.0.0.1:${proxy.port}`;
  url.pathname = `/${name}`;
  const log = fs.openSync(path.join(work, `${label}.log`), "w");
  const profile = label === "this" && opt["cpu-prof"] ? ["--cpu-prof", `--cpu-prof-dir=${path.resolve(opt["cpu-prof"])}`] : [];
  const child = spawn(process.execPath, [...profile, "server.js"], {
    cwd: appDir,
    env: {
      ...process.env,
      BUILD_DIR: path.resolve(buildDir),
      DATABASE_URL: url.toString(),
      PORT: String(port),
      APP_URL: `http://127.0.0.1:${port}`,
      SIGNUP_RATE_LIMIT: "100000",
      LOGIN_RATE_LIMIT: "100000",
      NODE_ENV: "production",
      SEED_ON_START: "true",
      JOBS: "false",
      LOG_LEVEL: "error",
    },
    stdio: ["ignore", log, log],
  });
  children.add(child);
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 360 && child.exitCode === null; i++) {
    if (
      await fetch(`${base}/readyz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { label, base, proxy, child };
    await sleep(500);
  }
  throw new Error(`the ${label} server did not start: ${fs.readFileSync(path.join(work, `${label}.log`), "utf8").slice(-2000)}`);
}

async function stopAll() {
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  await sleep(1500);
  for (const name of databases) await admin(`drop database if exists ${name} with (force)`).catch((e) => console.error(`could not drop ${name}: ${e.message}`));
}

/** Statements the app sends per start: starts one after another, less the idle server's statements over as long. */
async function statementsPerStart(server, tokens, examId) {
  const client = createClient(server.base, { maxSockets: 4 });
  await startExam(client, tokens[0], examId); // warm: first use of this build's caches and prepared statements
  const c0 = server.proxy.count();
  const t0 = performance.now();
  let calls = 0;
  for (let i = 0; i < SEQUENTIAL; i++) calls = (await startExam(client, tokens[i % tokens.length], examId)).calls;
  const busyMs = performance.now() - t0;
  const busy = server.proxy.count() - c0;
  const c1 = server.proxy.count();
  await sleep(busyMs);
  const idle = server.proxy.count() - c1;
  client.close();
  return { statements: (busy - idle) / SEQUENTIAL, calls, aloneMs: busyMs / SEQUENTIAL };
}

async function burst(server, tokens, examId) {
  const client = createClient(server.base, { maxSockets: STUDENTS + 8 });
  // Open the sockets first (as a class's browsers would have them), so the burst measures the starts, not TCP.
  await Promise.all(tokens.map(() => client.request("GET", "/healthz")));
  const load = loadAverage();
  const times = [];
  let failed = 0;
  let firstError = null;
  const t0 = performance.now();
  await Promise.all(
    tokens.map(async (token) => {
      const s0 = performance.now();
      try {
        await startExam(client, token, examId);
        times.push(performance.now() - s0);
      } catch (error) {
        failed++;
        firstError ??= error.message;
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  client.close();
  times.sort((a, b) => a - b);
  return { load, times, failed, firstError, seconds };
}

const builds = [{ label: "this", build: opt.build, appDir: path.resolve(here, "..") }];
if (opt.compare) builds.unshift({ label: "compare", build: opt.compare, appDir: path.resolve(opt["compare-app-dir"] ?? path.resolve(here, "..")) });

process.on("SIGINT", () => stopAll().then(() => process.exit(130)));
const report = { students: STUDENTS, rounds: ROUNDS, loadAtStart: loadAverage(), builds: [] };
try {
  const servers = [];
  for (const [i, b] of builds.entries()) servers.push({ ...b, server: await startServer(b.label, b.build, b.appDir, Number(opt.port) + i) });
  for (const s of servers) {
    const client = createClient(s.server.base, { maxSockets: 16 });
    console.log(`signing up ${STUDENTS} students on ${s.label} (${s.build}; not measured)…`);
    s.tokens = await createAccounts(client, STUDENTS, `burst${s.label}`);
    s.examId = (await findExam(client, s.tokens[0], opt.exam)).id;
    client.close();
    s.statements = await statementsPerStart(s.server, s.tokens, s.examId);
    s.rounds = [];
  }
  console.log(`\n${STUDENTS} students pressing Take Exam at the same instant, ${ROUNDS} rounds, build after build; load average ${loadAverage()}`);
  for (let round = 1; round <= ROUNDS; round++) {
    for (const s of servers) {
      await sleep(2000);
      const r = await burst(s.server, s.tokens, s.examId);
      s.rounds.push(r);
      console.log(
        `  round ${round} ${s.label.padEnd(8)} p50 ${pct(r.times, 50).toFixed(0).padStart(5)} ms  p95 ${pct(r.times, 95).toFixed(0).padStart(5)} ms  max ${r.times.at(-1).toFixed(0).padStart(5)} ms  all started in ${r.seconds.toFixed(2)} s  failed ${r.failed}  load ${r.load}`,
      );
      if (r.firstError) console.log(`    first failure: ${r.firstError.slice(0, 200)}`);
    }
  }
  console.log("");
  for (const s of servers) {
    const all = s.rounds.flatMap((r) => r.times).sort((a, b) => a - b);
    const figures = {
      label: s.label,
      build: s.build,
      calls: s.statements.calls,
      statementsPerStart: s.statements.statements,
      aloneMs: s.statements.aloneMs,
      p50: pct(all, 50),
      p95: pct(all, 95),
      max: all.at(-1),
      failed: s.rounds.reduce((n, r) => n + r.failed, 0),
      rounds: s.rounds.map((r) => ({ p50: pct(r.times, 50), p95: pct(r.times, 95), max: r.times.at(-1), load: r.load })),
    };
    report.builds.push(figures);
    console.log(
      `${s.label.padEnd(8)} ${s.statements.calls === 1 ? "one call      " : "create+read+take"}  ${figures.statementsPerStart.toFixed(1)} statements per start, ${figures.aloneMs.toFixed(0)} ms alone;  burst of ${STUDENTS}: p50 ${figures.p50.toFixed(0)} ms, p95 ${figures.p95.toFixed(0)} ms, max ${figures.max.toFixed(0)} ms, failed ${figures.failed}`,
    );
  }
  if (report.builds.length === 2) {
    const [before, after] = report.builds;
    console.log(`relative (same run): p50 ${(after.p50 / before.p50).toFixed(2)}×, p95 ${(after.p95 / before.p95).toFixed(2)}× of the compared build`);
  }
  console.log(`target: p50 ≤ 300 ms, p95 ≤ 800 ms; load average at the end ${loadAverage()}`);
  if (opt.json) fs.writeFileSync(opt.json, JSON.stringify(report, null, 2));
} finally {
  await stopAll();
}
process.exit(0);
