// Load test of the exam runtime: many students start Practice Test 1, autosave their answers every
// few seconds, check that the server has every acknowledged answer, then submit the module.
//
//   node bench/load.mjs --url http://127.0.0.1:3400 --students 400 --interval 3000 --duration 60 --ramp 20   # 20 s of starts, then 60 s of everyone saving
//   node bench/load.mjs --url http://127.0.0.1:3400 --students 200 --rounds 3 --ramp 0      # 200 press Take Exam at once
//
// Each student: start exam (one call that creates the session and takes its first section; against a
// server from before that call: create, read, take),
// then saves 3 answers every `--interval` ms (first save at a random point of the first interval), for
// `--rounds` saves or, with `--duration`, until that many seconds after the last student started;
// then reads the section back and counts every acknowledged answer the server does not hold as sent
// (same revision, choice, text and mark), and submits. Exits non-zero if an answer was lost or a
// student failed. `--json FILE` writes the figures for bench/run-all.mjs.
//
// The server must allow the sign-ups: start it with SIGNUP_RATE_LIMIT and LOGIN_RATE_LIMIT raised.
import fs from "node:fs";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { answerSheet, countLost, createAccounts, createClient, findExam, loadAverage, pct, sleep, startExam, timingTable } from "./lib/client.mjs";

// Accounts are made first (argon2 hashing is deliberately slow); the timed phase is the exam itself.
const { values: opt } = parseArgs({
  options: {
    url: { type: "string", default: "http://127.0.0.1:3400" },
    students: { type: "string", default: "100" },
    rounds: { type: "string", default: "10" },
    duration: { type: "string" },
    interval: { type: "string", default: "3000" },
    exam: { type: "string", default: "Practice Test 1" },
    // Students start spread over this many seconds (0 = all at the same instant).
    ramp: { type: "string", default: "20" },
    label: { type: "string", default: "" },
    json: { type: "string" },
    // Reuse accounts (their access tokens last 15 minutes): write them with --save-tokens, read with --tokens.
    tokens: { type: "string" },
    "save-tokens": { type: "string" },
  },
});
const STUDENTS = Number(opt.students);
const ROUNDS = Number(opt.rounds);
const DURATION = opt.duration ? Number(opt.duration) * 1000 : null;
const INTERVAL = Number(opt.interval);
const RAMP = Number(opt.ramp) * 1000;

const loadAtStart = loadAverage();
const client = createClient(opt.url, { maxSockets: STUDENTS + 8 });
const tokens = opt.tokens ? JSON.parse(fs.readFileSync(opt.tokens, "utf8")).slice(0, STUDENTS) : await createAccounts(client, STUDENTS, "load");
if (tokens.length < STUDENTS) throw new Error(`${opt.tokens} holds only ${tokens.length} accounts`);
if (opt["save-tokens"]) fs.writeFileSync(opt["save-tokens"], JSON.stringify(tokens));
const exam = await findExam(client, tokens[0], opt.exam);

client.timings.clear();
client.counters.requests = 0;
client.counters.errors = 0;
const starts = [];
let startCalls = 0; // 1: Take Exam in one call; 3: create, read, take (a server from before the one call)
const saveLog = []; // [sent at, ms] of every acknowledged autosave
let allStartedAt = 0; // when the last student's exam had started
const loadBefore = loadAverage();
const t0 = performance.now();

async function student(token, i) {
  await sleep((RAMP * i) / STUDENTS);
  const s0 = performance.now();
  const started = await startExam(client, token, exam.id);
  starts.push(performance.now() - s0);
  startCalls = started.calls;
  allStartedAt = Math.max(allStartedAt, performance.now());
  const sheet = answerSheet(started.questions);
  // With --duration, everyone saves together for that long once the last student has started.
  const endAt = DURATION === null ? Infinity : t0 + RAMP + DURATION;
  await sleep(Math.random() * INTERVAL);
  for (let round = 0; DURATION === null ? round < ROUNDS : performance.now() < endAt; round++) {
    const items = sheet.batch(3);
    const sentAt = performance.now();
    await client.call("autosave", `/api/exams/section/${started.sectionId}/responses/`, {
      method: "POST",
      token,
      body: { session: started.sessionId, responses: items, active_question_index: round % started.questions.length },
    });
    sheet.acknowledge(items);
    saveLog.push([sentAt, performance.now() - sentAt]);
    await sleep(INTERVAL);
  }
  return { token, started, sheet };
}

const results = await Promise.allSettled(tokens.map((token, i) => student(token, i)));
const savingSeconds = (performance.now() - t0) / 1000;
const loadAfter = loadAverage();
// The read-back and the submits come after every student stopped saving, 32 at a time: not part of the load above.
const checks = await inBatches(results, 32, async (r) => {
  if (r.status !== "fulfilled") throw r.reason;
  const { token, started, sheet } = r.value;
  const lost = await countLost(client, token, started, sheet);
  const answers = Object.fromEntries([...sheet.acknowledged.values()].map((a) => [a.question, a.selected_choice ?? a.answer_text]));
  await client.call("submit", `/api/exams/section/${started.sectionId}/submit-section/`, {
    method: "POST",
    token,
    body: { session: started.sessionId, answers },
  });
  return { lost, answered: sheet.acknowledged.size };
});
async function inBatches(items, size, run) {
  const out = [];
  for (let i = 0; i < items.length; i += size) out.push(...(await Promise.allSettled(items.slice(i, i + size).map(run))));
  return out;
}
const ok = checks.filter((r) => r.status === "fulfilled").map((r) => r.value);
const failed = checks.filter((r) => r.status === "rejected");
const lost = ok.reduce((n, r) => n + r.lost, 0);
const answered = ok.reduce((n, r) => n + r.answered, 0);
client.close();

const saves = [...(client.timings.get("autosave") ?? [])].sort((a, b) => a - b);
const startSorted = [...starts].sort((a, b) => a - b);
// Saves once every student had started (no exam starts in the way) and saves while students were still starting.
const steady = saveLog
  .filter(([at]) => at >= allStartedAt)
  .map(([, ms]) => ms)
  .sort((a, b) => a - b);
const duringStarts = saveLog
  .filter(([at]) => at < allStartedAt)
  .map(([, ms]) => ms)
  .sort((a, b) => a - b);
const steadySeconds = (t0 + savingSeconds * 1000 - allStartedAt) / 1000;
const figures = {
  label: opt.label,
  students: STUDENTS,
  completed: ok.length,
  failed: failed.length,
  ramp: RAMP / 1000,
  interval: INTERVAL,
  duration: DURATION === null ? null : DURATION / 1000,
  rounds: DURATION === null ? ROUNDS : null,
  savingSeconds,
  saves: saves.length,
  saveRate: saves.length / savingSeconds,
  autosave: { p50: pct(saves, 50), p95: pct(saves, 95), p99: pct(saves, 99), max: saves.at(-1) },
  steady: {
    seconds: steadySeconds,
    saves: steady.length,
    rate: steady.length / steadySeconds,
    p50: pct(steady, 50),
    p95: pct(steady, 95),
    p99: pct(steady, 99),
    max: steady.at(-1),
  },
  duringStarts: { saves: duringStarts.length, p50: pct(duringStarts, 50), p95: pct(duringStarts, 95), p99: pct(duringStarts, 99) },
  startExam: { p50: pct(startSorted, 50), p95: pct(startSorted, 95), max: startSorted.at(-1), calls: startCalls },
  errors: client.counters.errors,
  answered,
  lost,
  loadAtStart,
  loadBefore,
  loadAfter,
};

const what = DURATION === null ? `${ROUNDS} autosave rounds` : `autosaves for ${DURATION / 1000} s`;
console.log(
  `${opt.label ? `${opt.label}: ` : ""}students: ${STUDENTS} (${ok.length} completed, ${failed.length} failed), started over ${RAMP / 1000} s, ${what} every ${INTERVAL} ms`,
);
console.log(`load average: ${loadAtStart} before sign-ups, ${loadBefore} at the start, ${loadAfter} at the end of the saves`);
console.log(`saving phase: ${savingSeconds.toFixed(1)} s, ${saves.length} autosaves (${figures.saveRate.toFixed(0)}/s), errors: ${client.counters.errors}`);
console.log(
  `autosave p50 ${figures.autosave.p50.toFixed(1)} ms, p95 ${figures.autosave.p95.toFixed(1)} ms, p99 ${figures.autosave.p99.toFixed(1)} ms; start exam (${startCalls === 1 ? "one call" : "create + read + take"}) p50 ${figures.startExam.p50.toFixed(0)} ms, p95 ${figures.startExam.p95.toFixed(0)} ms`,
);
const f = (n) => (Number.isFinite(n) ? n.toFixed(1) : "-");
console.log(
  `  once all had started (${steadySeconds.toFixed(1)} s, ${steady.length} saves, ${figures.steady.rate.toFixed(0)}/s): p50 ${f(figures.steady.p50)} ms, p95 ${f(figures.steady.p95)} ms, p99 ${f(figures.steady.p99)} ms`,
);
console.log(
  `  while students were still starting (${duringStarts.length} saves): p50 ${f(figures.duringStarts.p50)} ms, p95 ${f(figures.duringStarts.p95)} ms, p99 ${f(figures.duringStarts.p99)} ms`,
);
console.log(`answers acknowledged: ${answered}, answers lost: ${lost}`);
console.log(timingTable(client.timings));
if (failed.length) console.log("first failure:", failed[0].reason?.message);
if (opt.json) fs.writeFileSync(opt.json, JSON.stringify(figures, null, 2));
process.exit(lost === 0 && failed.length === 0 ? 0 : 1);
