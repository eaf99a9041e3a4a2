// Load test of the exam runtime: many students start Practice Test 1, autosave their answers every
// few seconds, check that the server has every acknowledged answer, then submit the module.
//
//   node bench/load.mjs --url http://127.0.0.1:3000 --students 200 --rounds 10 --interval 3000 --ramp 20
//
// The server must allow the sign-ups: start it with SIGNUP_RATE_LIMIT and LOGIN_RATE_LIMIT raised.
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";

// Accounts are made first (argon2 hashing is deliberately slow); the timed phase is the exam itself.
const { values: opt } = parseArgs({
  options: {
    url: { type: "string", default: "http://127.0.0.1:3000" },
    students: { type: "string", default: "100" },
    rounds: { type: "string", default: "10" },
    interval: { type: "string", default: "2000" },
    exam: { type: "string", default: "Practice Test 1" },
    // Students start spread over this many seconds (0 = all at the same instant).
    ramp: { type: "string", default: "20" },
  },
});
const base = opt.url;
const STUDENTS = Number(opt.students);
const ROUNDS = Number(opt.rounds);
const INTERVAL = Number(opt.interval);
const RAMP = Number(opt.ramp) * 1000;

const timings = new Map(); // call name -> ms[]
let errors = 0;
let requests = 0;

async function call(name, path, { method = "GET", token, body } = {}) {
  const t0 = performance.now();
  requests++;
  const res = await fetch(base + path, {
    method,
    headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json().catch(() => ({}));
  const ms = performance.now() - t0;
  (timings.get(name) ?? timings.set(name, []).get(name)).push(ms);
  if (!res.ok) {
    errors++;
    throw new Error(`${name} ${res.status} ${JSON.stringify(json).slice(0, 200)}`);
  }
  return json;
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const pick = (arr) => arr[Math.floor(Math.random() * arr.length)];

/** Setup, not measured with the exam calls: accounts are created a few at a time before the test. */
async function createAccount(i) {
  const username = `bench${Date.now().toString(36)}${i}`;
  const { access } = await call("signup (setup)", "/api/auth/signup/", {
    method: "POST",
    body: { username, email: `${username}@gmail.com`, password: "bench-pass-1", confirmPassword: "bench-pass-1", first_name: "Bench", last_name: `S${i}` },
  });
  return access;
}

async function student(access, examId) {
  const session = await call("create session", "/api/exams/session/", { method: "POST", token: access, body: { exam: examId } });
  const state = await call("get session", `/api/exams/session/${session.id}`, { token: access });
  const section = await call("take section", `/api/exams/section/${state.next_section}/take/?sessionId=${session.id}`, { token: access });
  const questions = section.sat_question_group.questions;
  const acknowledged = new Map(); // question id -> what the server acknowledged
  const revision = new Map();
  await sleep(Math.random() * INTERVAL);
  for (let round = 0; round < ROUNDS; round++) {
    const batch = [];
    for (let k = 0; k < 3; k++) {
      const q = pick(questions);
      const rev = (revision.get(q.id) ?? 0) + 1;
      revision.set(q.id, rev);
      const item = q.question_type === "SC"
        ? { question: q.id, selected_choice: pick(q.choices).id, answer_text: null, marked_for_review: Math.random() < 0.2, eliminated: [], highlights: [], revision: rev }
        : { question: q.id, selected_choice: null, answer_text: String(Math.floor(Math.random() * 100)), marked_for_review: false, eliminated: [], highlights: [], revision: rev };
      batch.push(item);
    }
    // The latest state per question within the batch (a device sends each question once).
    const latest = [...new Map(batch.map((b) => [b.question, b])).values()];
    await call("autosave", `/api/exams/section/${section.id}/responses/`, { method: "POST", token: access, body: { session: session.id, responses: latest, active_question_index: round % questions.length } });
    for (const b of latest) acknowledged.set(b.question, b);
    await sleep(INTERVAL);
  }
  // Every acknowledged answer must be on the server.
  const check = await call("take section", `/api/exams/section/${section.id}/take/?sessionId=${session.id}`, { token: access });
  let lost = 0;
  for (const q of check.sat_question_group.questions) {
    const sent = acknowledged.get(q.id);
    if (!sent) continue;
    const r = q.response;
    if (!r || r.revision !== sent.revision || r.selected_choice !== sent.selected_choice || r.answer_text !== sent.answer_text || r.marked_for_review !== sent.marked_for_review) lost++;
  }
  const answers = Object.fromEntries([...acknowledged.values()].map((a) => [a.question, a.selected_choice ?? a.answer_text]));
  await call("submit", `/api/exams/section/${section.id}/submit-section/`, { method: "POST", token: access, body: { session: session.id, answers } });
  return { lost, answered: acknowledged.size };
}

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

const exams = await (async () => {
  const u = `benchlist${Date.now().toString(36)}`;
  const { access } = await call("signup (setup)", "/api/auth/signup/", { method: "POST", body: { username: u, email: `${u}@gmail.com`, password: "bench-pass-1", confirmPassword: "bench-pass-1", first_name: "B", last_name: "L" } });
  return call("list exams", "/api/exams/", { token: access });
})();
const exam = exams.find((e) => e.name === opt.exam);
if (!exam) throw new Error(`exam ${opt.exam} not found`);

const tokens = [];
for (let i = 0; i < STUDENTS; i += 8) tokens.push(...(await Promise.all(Array.from({ length: Math.min(8, STUDENTS - i) }, (_, k) => createAccount(i + k)))));
requests = 0;
const t0 = performance.now();
const results = await Promise.allSettled(tokens.map(async (access, i) => {
  await sleep((RAMP * i) / STUDENTS);
  return student(access, exam.id);
}));
const seconds = (performance.now() - t0) / 1000;
const ok = results.filter((r) => r.status === "fulfilled").map((r) => r.value);
const failed = results.filter((r) => r.status === "rejected");
const lost = ok.reduce((n, r) => n + r.lost, 0);
const answered = ok.reduce((n, r) => n + r.answered, 0);

console.log(`students: ${STUDENTS} (${ok.length} completed, ${failed.length} failed), started over ${RAMP / 1000} s, autosave rounds: ${ROUNDS} every ${INTERVAL} ms`);
console.log(`wall time: ${seconds.toFixed(1)} s, requests: ${requests}, throughput: ${(requests / seconds).toFixed(1)} req/s, errors: ${errors}`);
console.log(`answers acknowledged: ${answered}, answers lost: ${lost}`);
console.log("call             count    p50 ms   p95 ms   p99 ms   max ms");
for (const [name, list] of timings) {
  const s = [...list].sort((a, b) => a - b);
  console.log(`${name.padEnd(16)} ${String(s.length).padStart(5)} ${pct(s, 50).toFixed(1).padStart(9)} ${pct(s, 95).toFixed(1).padStart(8)} ${pct(s, 99).toFixed(1).padStart(8)} ${s.at(-1).toFixed(1).padStart(8)}`);
}
if (failed.length) console.log("first failure:", failed[0].reason?.message);
process.exit(lost === 0 && failed.length === 0 ? 0 : 1);
