// The mock-exam-day rehearsal (issue 34), on this machine without containers: Debian's nginx in front of
// three `node server.js` on the local PostgreSQL and the S3 stand-in (bench/lib/cluster.mjs).
//
//   BUILD_DIR=tests/.tmp/bench-build npx react-router build
//   BUILD_DIR=tests/.tmp/bench-build node bench/rehearsal.mjs --students 3000
//
// N students sign up (before the clock starts), then start the exam through nginx spread over --ramp
// seconds, save 3 answers every --interval ms for --duration seconds after the last start, and submit
// within the same --submit-window seconds. Halfway through the saving, one instance is killed with
// SIGKILL and started again --down seconds later. Students behave like the app's client: a request no
// server answers (connection failed, 502/503/504) is sent again every second, and only after 10 s of
// that does the student see an error. Afterwards every acknowledged answer is read back from
// PostgreSQL, and every student's session is checked to be still signed in.
// Prints start, autosave and submit p50/p95 (autosave also outside the kill window), errors seen by
// students, answers lost and students signed out; exits non-zero unless the last three are 0.
// Run it only when the machine is quiet (load average < 2): it prints the load before and after.
import { performance } from "node:perf_hooks";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { answerSheet, createClient, loadAverage, pct, sleep } from "./lib/client.mjs";
import { createDatabase, dropDatabase, instance, instanceEnv, seed, startNginx, startS3 } from "./lib/cluster.mjs";

const { values: opt } = parseArgs({
  options: {
    students: { type: "string", default: "3000" },
    ramp: { type: "string", default: "60" },
    interval: { type: "string", default: "3000" },
    duration: { type: "string", default: "60" },
    "submit-window": { type: "string", default: "30" },
    down: { type: "string", default: "5" },
    // Also stop another instance with SIGTERM a quarter into the saving (and start it again): "none" to skip.
    sigterm: { type: "string", default: "yes" },
    instances: { type: "string", default: "3" },
    "pool-size": { type: "string", default: "20" },
    "database-url": { type: "string", default: "postgres://postgres@127.0.0.1:5432/postgres" },
    port: { type: "string", default: "8090" },
    "first-instance-port": { type: "string", default: "3411" },
    exam: { type: "string", default: "Practice Test 1" },
    keep: { type: "boolean", default: false },
  },
});
const N = Number(opt.students);
const RAMP = Number(opt.ramp) * 1000;
const INTERVAL = Number(opt.interval);
const DURATION = Number(opt.duration) * 1000;
const SUBMIT_WINDOW = Number(opt["submit-window"]) * 1000;
const QUIET_MS = 10_000; // app/lib/json-client.ts QUIET_RETRY_MS
const buildDir = path.resolve(process.env.BUILD_DIR || "tests/.tmp/bench-build");

const loadAtStart = loadAverage();
console.log(`rehearsal: ${N} students, ${opt.instances} instances, load average ${loadAtStart}`);
const databaseName = `sat_rehearsal_${Date.now().toString(36)}`;
const databaseUrl = await createDatabase(opt["database-url"], databaseName);
const s3 = await startS3();
const appUrl = `http://127.0.0.1:${opt.port}`;
const env = instanceEnv({ databaseUrl, s3, appUrl, poolSize: Number(opt["pool-size"]) });
const instances = Array.from({ length: Number(opt.instances) }, (_, i) => instance(env, Number(opt["first-instance-port"]) + i, buildDir));
let nginx;
try {
  seed(env, buildDir);
  await Promise.all(instances.map((x) => x.start()));
  nginx = startNginx({ port: Number(opt.port), upstreamPorts: instances.map((x) => x.port), connections: N + 512 });
  await run();
} finally {
  nginx?.stop();
  await Promise.all(instances.map((x) => x.kill()));
  await s3.stop();
  if (!opt.keep) await dropDatabase(opt["database-url"], databaseName);
}

async function run() {
  const client = createClient(appUrl, { maxSockets: N + 64 });
  const tokens = await signUp(client);
  const exams = await client.call("list exams", "/api/exams/", { token: tokens[0] });
  const exam = exams.find((e) => e.name === opt.exam);
  if (!exam) throw new Error(`exam ${opt.exam} not found`);

  const timings = { start: [], autosave: [], submit: [] };
  const saveLog = []; // [sent at, ms]
  const seen = { errors: 0, firstError: null, retried: 0, signedOut: new Set(), failures: [] };
  const t0 = performance.now();
  const killAt = t0 + RAMP + DURATION / 2;
  const killWindow = { from: killAt, to: killAt + Number(opt.down) * 1000 + QUIET_MS };

  /** A call as the app's client makes it: again every second while no server answers, visible after 10 s. */
  async function call(i, method, url, body) {
    const first = performance.now();
    for (;;) {
      let res;
      try {
        res = await client.request(method, url, { token: tokens[i], body });
      } catch {
        res = { status: 0 };
      }
      if (res.status >= 200 && res.status < 300) return { json: res.json, ms: performance.now() - first };
      if (res.status === 401) seen.signedOut.add(i);
      seen.failures.push(performance.now());
      const unanswered = res.status === 0 || res.status === 502 || res.status === 503 || res.status === 504;
      if (!unanswered || performance.now() - first >= QUIET_MS) {
        seen.errors++;
        seen.firstError ??= `${method} ${url}: ${res.status} ${JSON.stringify(res.json ?? {}).slice(0, 160)}`;
        throw new Error(`${res.status}`);
      }
      seen.retried++;
      await sleep(1000);
    }
  }

  async function student(i) {
    await sleep((RAMP * i) / N);
    const s0 = performance.now();
    // Take Exam in one call (a server from before it answers without `section`: then read and take, as it did).
    const session = (await call(i, "POST", "/api/exams/session/", { exam: exam.id, take: true })).json;
    const section =
      session.section ??
      (await call(i, "GET", `/api/exams/section/${(await call(i, "GET", `/api/exams/session/${session.id}`)).json.next_section}/take/?sessionId=${session.id}`))
        .json;
    timings.start.push(performance.now() - s0);
    const sheet = answerSheet(section.sat_question_group.questions);
    const mine = { i, sessionId: session.id, sectionId: section.id, sheet };
    await sleep(Math.random() * INTERVAL);
    for (let round = 0; performance.now() < t0 + RAMP + DURATION; round++) {
      const items = sheet.batch(3);
      const sentAt = performance.now();
      try {
        const { ms } = await call(i, "POST", `/api/exams/section/${section.id}/responses/`, {
          session: session.id,
          responses: items,
          active_question_index: round % section.sat_question_group.questions.length,
        });
        sheet.acknowledge(items);
        timings.autosave.push(ms);
        saveLog.push([sentAt, ms]);
      } catch {
        // Seen by the student (counted); the next round goes on.
      }
      await sleep(INTERVAL);
    }
    await sleep(Math.max(0, t0 + RAMP + DURATION - performance.now()) + Math.random() * SUBMIT_WINDOW);
    // As the app's client does: the submit carries every answer on the student's screen (the device's
    // copy), including saves whose reply never came.
    const answers = Object.fromEntries([...sheet.latest.values()].map((a) => [a.question, a.selected_choice ?? a.answer_text]));
    const { ms } = await call(i, "POST", `/api/exams/section/${section.id}/submit-section/`, { session: session.id, answers });
    timings.submit.push(ms);
    return mine;
  }

  const killer = (async () => {
    await sleep(killAt - performance.now());
    const victim = instances[1 % instances.length];
    await victim.kill("SIGKILL");
    console.log(`t=${((performance.now() - t0) / 1000).toFixed(1)} s: instance :${victim.port} killed with SIGKILL`);
    await sleep(Number(opt.down) * 1000);
    await victim.start();
    console.log(`t=${((performance.now() - t0) / 1000).toFixed(1)} s: instance :${victim.port} listening again`);
  })();

  const termAt = t0 + RAMP + DURATION / 4;
  const termWindow = { from: termAt, to: termAt };
  const terminator = (async () => {
    if (opt.sigterm === "none" || instances.length < 3) return;
    await sleep(termAt - performance.now());
    const stopped = instances[2];
    await stopped.kill("SIGTERM");
    termWindow.to = performance.now();
    console.log(`t=${((termAt - t0) / 1000).toFixed(1)} s: instance :${stopped.port} sent SIGTERM, exited after ${(termWindow.to - termAt).toFixed(0)} ms`);
    await stopped.start();
    console.log(`t=${((performance.now() - t0) / 1000).toFixed(1)} s: instance :${stopped.port} listening again`);
  })();

  const loadBefore = loadAverage();
  const results = await Promise.allSettled(tokens.map((_, i) => student(i)));
  await Promise.all([killer, terminator]);
  const seconds = (performance.now() - t0) / 1000;
  const loadAfter = loadAverage();
  const done = results.filter((r) => r.status === "fulfilled").map((r) => r.value);

  const lost = await readBack(done);
  await checkSignedIn(client, tokens, done, seen);
  client.close();

  const sorted = (list) => [...list].sort((a, b) => a - b);
  const line = (name, list) =>
    `${name.padEnd(34)} ${String(list.length).padStart(6)}  p50 ${pct(list, 50).toFixed(1).padStart(7)} ms  p95 ${pct(list, 95).toFixed(1).padStart(7)} ms  max ${(list.at(-1) ?? NaN).toFixed(0).padStart(6)} ms`;
  const outside = sorted(saveLog.filter(([at]) => at < killWindow.from || at > killWindow.to).map(([, ms]) => ms));
  const inside = sorted(saveLog.filter(([at]) => at >= killWindow.from && at <= killWindow.to).map(([, ms]) => ms));
  console.log(
    `\n${N} students (${done.length} finished), ${opt.instances} instances, ${seconds.toFixed(0)} s; load average ${loadBefore} at the start, ${loadAfter} at the end`,
  );
  console.log(line("start (Take Exam)", sorted(timings.start)));
  console.log(line("autosave (all)", sorted(timings.autosave)));
  console.log(line("autosave outside the kill window", outside));
  console.log(line("autosave in the kill window", inside));
  console.log(line("submit", sorted(timings.submit)));
  const failedIn = (w) => seen.failures.filter((at) => at >= w.from && at <= w.to + 1000).length;
  console.log(`requests retried (no server answered): ${seen.retried}`);
  console.log(`requests that failed through nginx while an instance stopped on SIGTERM (before the client's retry): ${failedIn(termWindow)}`);
  console.log(`requests that failed through nginx in the kill window (before the client's retry): ${failedIn(killWindow)}`);
  console.log(`errors seen by students: ${seen.errors}${seen.firstError ? ` (first: ${seen.firstError})` : ""}`);
  console.log(
    `answers acknowledged: ${lost.acknowledged} (${lost.superseded} superseded by a later save whose reply the student never saw), answers lost: ${lost.lost}, sections not submitted: ${lost.unsubmitted}`,
  );
  console.log(`students signed out: ${seen.signedOut.size}`);
  const nginxErrors = nginx
    .errors()
    .split("\n")
    .filter((l) => l.includes("[error]")).length;
  console.log(`nginx error-log lines: ${nginxErrors} (upstream failures nginx passed on to another instance)`);
  process.exitCode = seen.errors === 0 && lost.lost === 0 && lost.unsubmitted === 0 && seen.signedOut.size === 0 && done.length === N ? 0 : 1;
}

/** Accounts through nginx before the clock starts (argon2 is slow by design), 24 at a time. */
async function signUp(client) {
  const stamp = Date.now().toString(36);
  const tokens = new Array(N);
  let next = 0;
  const t = performance.now();
  await Promise.all(
    Array.from({ length: 24 }, async () => {
      for (let i = next++; i < N; i = next++) {
        const username = `reh${stamp}${i}`;
        const body = {
          username,
          email: `${username}@gmail.com`,
          password: "bench-pass-1",
          confirmPassword: "bench-pass-1",
          first_name: "R",
          last_name: `S${i}`,
        };
        tokens[i] = (await client.call("signup (setup)", "/api/auth/signup/", { method: "POST", body })).access;
      }
    }),
  );
  console.log(`${N} accounts in ${((performance.now() - t) / 1000).toFixed(0)} s`);
  return tokens;
}

/** Every acknowledged answer as PostgreSQL holds it after the submits: same revision, choice, text, mark. */
async function readBack(done) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  let acknowledged = 0;
  let lost = 0;
  let unsubmitted = 0;
  let superseded = 0;
  try {
    for (const { sessionId, sectionId, sheet } of done) {
      const { rows } = await db.query(
        `select a.submitted_at, r.question_id, r.selected_choice_id, r.answer_text, r.marked_for_review, r.revision
           from section_attempts a left join responses r on r.attempt_id = a.id
          where a.session_id = $1 and a.section_id = $2`,
        [sessionId, sectionId],
      );
      if (!rows[0]?.submitted_at) unsubmitted++;
      const held = new Map(rows.map((r) => [r.question_id, r]));
      for (const acked of sheet.acknowledged.values()) {
        acknowledged++;
        const r = held.get(acked.question);
        // The database must hold a save at least as new as the acknowledged one: that one, or a later save
        // the student sent but never saw acknowledged (it timed out on their side, yet the server committed
        // it), with that save's mark; and, as the submit stored them, the answer on the student's screen.
        const atRevision = r ? sheet.sent.get(`${acked.question}@${r.revision}`) : undefined;
        const final = sheet.latest.get(acked.question);
        if (r && r.revision > acked.revision) superseded++;
        if (
          !r ||
          !atRevision ||
          r.revision < acked.revision ||
          r.marked_for_review !== atRevision.marked_for_review ||
          r.selected_choice_id !== final.selected_choice ||
          r.answer_text !== final.answer_text
        )
          lost++;
      }
    }
  } finally {
    await db.end();
  }
  return { acknowledged, lost, unsubmitted, superseded };
}

/** Each student's token still opens their session afterwards (nobody was signed out by the lost instance). */
async function checkSignedIn(client, tokens, done, seen) {
  for (let i = 0; i < done.length; i += 64) {
    await Promise.all(
      done.slice(i, i + 64).map(async (s) => {
        const res = await client.request("GET", `/api/exams/session/${s.sessionId}`, { token: tokens[s.i] }).catch(() => ({ status: 0 }));
        if (res.status === 401) seen.signedOut.add(s.i);
      }),
    );
  }
}
