// Autosave at full speed, and what the same PostgreSQL does with the same upserts.
//
//   node bench/autosave.mjs --url http://127.0.0.1:3400 --database-url postgres://postgres@127.0.0.1:5432/db \
//        --clients 20 --seconds 20
//
// 1. A closed loop: `--clients` students (each on its own started Practice Test 1 module) save
//    `--batch` answers per request, each sending its next request as soon as the last one is answered,
//    for `--seconds` (after `--warmup` seconds that are not counted). Every acknowledged answer is read
//    back afterwards: the run fails if one is missing or older than acknowledged.
// 2. pgbench (`--pgbench`, default /usr/bin/pgbench) with the same number of clients and seconds, each
//    client upserting the same number of rows into `responses` of one of those attempts, in one
//    statement (the app's own upsert, prepared), straight on the database the server uses.
// It prints both rates and their ratio, with the machine's load average. `--no-pgbench` skips step 2.
// The server must allow the sign-ups: SIGNUP_RATE_LIMIT raised (see bench/README.md).
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { answerSheet, countLost, createAccounts, createClient, findExam, loadAverage, pct, sleep, startExam } from "./lib/client.mjs";

const { values: opt } = parseArgs({
  options: {
    url: { type: "string", default: "http://127.0.0.1:3400" },
    "database-url": { type: "string", default: process.env.DATABASE_URL ?? "" },
    clients: { type: "string", default: "20" },
    seconds: { type: "string", default: "20" },
    warmup: { type: "string", default: "3" },
    batch: { type: "string", default: "3" },
    exam: { type: "string", default: "Practice Test 1" },
    pgbench: { type: "string", default: "/usr/bin/pgbench" },
    "no-pgbench": { type: "boolean", default: false },
    json: { type: "string" }, // write the figures here too (bench/run-all.mjs reads them)
    tokens: { type: "string" }, // accounts to reuse (a JSON list of access tokens, as load.mjs --save-tokens writes)
  },
});
const CLIENTS = Number(opt.clients);
const SECONDS = Number(opt.seconds);
const WARMUP = Number(opt.warmup);
const BATCH = Number(opt.batch);

const loadAtStart = loadAverage();
const client = createClient(opt.url, { maxSockets: CLIENTS + 8 });
const tokens = opt.tokens ? JSON.parse(fs.readFileSync(opt.tokens, "utf8")).slice(0, CLIENTS) : await createAccounts(client, CLIENTS, "autosave");
if (tokens.length < CLIENTS) throw new Error(`${opt.tokens} holds only ${tokens.length} accounts`);
const exam = await findExam(client, tokens[0], opt.exam);
const students = await Promise.all(tokens.map(async (token) => ({ token, ...(await startExam(client, token, exam.id)) })));
for (const s of students) s.sheet = answerSheet(s.questions);

// The closed loop: each client saves again as soon as its last save is answered.
const latencies = [];
let saves = 0;
let failures = 0;
let firstFailure = null;
let measuring = false;
let stop = false;
async function loop(s, index) {
  let round = 0;
  while (!stop) {
    const items = s.sheet.batch(BATCH);
    const t0 = performance.now();
    try {
      await client.call("autosave", `/api/exams/section/${s.sectionId}/responses/`, {
        method: "POST",
        token: s.token,
        body: { session: s.sessionId, responses: items, active_question_index: (round + index) % s.questions.length },
        record: false,
      });
      s.sheet.acknowledge(items);
      if (measuring) {
        latencies.push(performance.now() - t0);
        saves++;
      }
    } catch (error) {
      failures++;
      firstFailure ??= error.message;
      await sleep(10);
    }
    round++;
  }
}
const loops = students.map((s, i) => loop(s, i));
await sleep(WARMUP * 1000);
const loadBefore = loadAverage();
const cpu0 = process.cpuUsage();
measuring = true;
const t0 = performance.now();
await sleep(SECONDS * 1000);
measuring = false;
const elapsed = (performance.now() - t0) / 1000;
const cpu = process.cpuUsage(cpu0);
stop = true;
await Promise.all(loops);
const loadAfter = loadAverage();

let lost = 0;
for (const s of students) lost += await countLost(client, s.token, s, s.sheet);
const acknowledged = students.reduce((n, s) => n + s.sheet.acknowledged.size, 0);
client.close();

const sorted = latencies.sort((a, b) => a - b);
const rate = saves / elapsed;
const figures = {
  clients: CLIENTS,
  seconds: SECONDS,
  batch: BATCH,
  saves,
  rate,
  p50: pct(sorted, 50),
  p95: pct(sorted, 95),
  p99: pct(sorted, 99),
  failures,
  lost,
  acknowledged,
  loadAtStart,
  loadBefore,
  loadAfter,
  generatorCpu: (cpu.user + cpu.system) / 1e6 / elapsed,
};
console.log(`autosave closed loop: ${CLIENTS} clients, ${BATCH} answers per request, ${SECONDS} s (after ${WARMUP} s warm-up)`);
console.log(`  load average ${loadAtStart} before the run (${loadBefore} after the warm-up, ${loadAfter} at the end: the run itself keeps both cores busy)`);
console.log(
  `  ${saves} saves, ${rate.toFixed(0)} requests/s (${(rate * BATCH).toFixed(0)} answers/s), p50 ${figures.p50.toFixed(1)} ms, p95 ${figures.p95.toFixed(1)} ms, p99 ${figures.p99.toFixed(1)} ms, failures ${failures}`,
);
console.log(
  `  answers acknowledged ${acknowledged} (latest per question), lost ${lost}; load generator used ${(figures.generatorCpu * 100).toFixed(0)}% of a core`,
);
if (firstFailure) console.log(`  first failure: ${firstFailure}`);

if (!opt["no-pgbench"]) {
  if (!opt["database-url"]) throw new Error("--database-url (or DATABASE_URL) is needed for pgbench; --no-pgbench skips it");
  const pgbench = await runPgbench(students);
  figures.pgbench = pgbench;
  figures.ratio = rate / pgbench.tps;
  console.log(
    `pgbench, the same ${BATCH}-row upsert into responses in one prepared statement: ${CLIENTS} clients, ${SECONDS} s; load average ${pgbench.loadBefore} before, ${pgbench.loadAfter} after`,
  );
  console.log(`  ${pgbench.tps.toFixed(0)} transactions/s, mean latency ${pgbench.latency.toFixed(2)} ms`);
  console.log(
    `ratio: the app's autosave reaches ${(figures.ratio * 100).toFixed(1)}% of pgbench's raw upsert rate (${rate.toFixed(0)} / ${pgbench.tps.toFixed(0)})`,
  );
}
if (opt.json) fs.writeFileSync(opt.json, JSON.stringify(figures, null, 2));
process.exit(lost === 0 && failures === 0 ? 0 : 1);

/**
 * pgbench with a script that upserts BATCH rows into `responses` for one of the benchmark's own
 * attempts per client (so no two clients touch the same rows, as with the students above), with a
 * revision that only grows (each client's own counter), exactly the app's ON CONFLICT clause.
 */
async function runPgbench(students) {
  const { default: pg } = await import("pg");
  const db = new pg.Client({ connectionString: opt["database-url"] });
  await db.connect();
  const { rows } = await db.query("select id from section_attempts where session_id = any($1::int[]) and section_id = $2 order by id", [
    students.map((s) => s.sessionId),
    students[0].sectionId,
  ]);
  await db.end();
  const attempts = rows.map((r) => r.id);
  const qs = students[0].questions;
  const n = qs.length;
  const ints = (list) => `array[${list.map((v) => (v === null ? "null" : v)).join(",")}]::int[]`;
  const texts = (list) => `array[${list.map((v) => (v === null ? "null" : `'${v}'`)).join(",")}]::text[]`;
  const questionArr = ints(qs.map((q) => q.id));
  const choiceArr = ints(qs.map((q) => (q.question_type === "SC" ? q.choices[0].id : null)));
  const textArr = texts(qs.map((q) => (q.question_type === "SC" ? null : "42")));
  const lines = [`\\set rev :rev + 1`, `\\set a 1 + (:client_id % ${attempts.length})`, `\\set q1 random(1, ${n})`];
  for (let k = 2; k <= BATCH; k++) lines.push(`\\set q${k} 1 + (:q${k - 1} % ${n})`);
  const row = (k) =>
    `((${ints(attempts)})[:a], (${questionArr})[:q${k}], (${choiceArr})[:q${k}], (${textArr})[:q${k}], false, '{}'::int[], '[]'::jsonb, :rev, now())`;
  lines.push(
    "insert into responses (attempt_id, question_id, selected_choice_id, answer_text, marked_for_review, eliminated, highlights, revision, saved_at) values " +
      Array.from({ length: BATCH }, (_, i) => row(i + 1)).join(", ") +
      " on conflict (attempt_id, question_id) do update set selected_choice_id = excluded.selected_choice_id, answer_text = excluded.answer_text," +
      " marked_for_review = excluded.marked_for_review, eliminated = excluded.eliminated, highlights = excluded.highlights, revision = excluded.revision," +
      " saved_at = excluded.saved_at where responses.revision < excluded.revision;",
  );
  const script = path.join(os.tmpdir(), `autosave-pgbench-${process.pid}.sql`);
  fs.writeFileSync(script, lines.join("\n") + "\n");
  // Revisions above anything the app's clients sent, so every upsert really updates.
  const args = ["-n", "-M", "prepared", "-c", String(CLIENTS), "-j", "2", "-T", String(SECONDS), "-D", "rev=1000000", "-f", script, opt["database-url"]];
  const loadBefore = loadAverage();
  const out = await new Promise((resolve, reject) =>
    execFile(opt.pgbench, args, { maxBuffer: 1 << 20 }, (error, stdout, stderr) =>
      error ? reject(new Error(`pgbench failed: ${stderr || error.message}`)) : resolve(stdout),
    ),
  );
  fs.rmSync(script, { force: true });
  const tps = Number(/tps = ([\d.]+)/.exec(out)?.[1]);
  const latency = Number(/latency average = ([\d.]+) ms/.exec(out)?.[1]);
  if (!Number.isFinite(tps)) throw new Error(`could not read pgbench's rate:\n${out}`);
  return { tps, latency, loadBefore, loadAfter: loadAverage() };
}
