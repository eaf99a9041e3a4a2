// Shared by the exam runtime benchmarks (autosave.mjs, load.mjs): a keep-alive JSON client over
// node:http (cheaper per request than fetch, so the load generator takes less of the 2 cores it shares
// with the server), students set up through the REST API, and the checks every run ends with.
import http from "node:http";
import os from "node:os";
import { performance } from "node:perf_hooks";

/** The machine's 1, 5 and 15 minute load averages, as printed next to every figure. */
export const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(" ");

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
export const pick = (arr) => arr[Math.floor(Math.random() * arr.length)];
export const pct = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN);

export function createClient(base, { maxSockets = 256 } = {}) {
  const url = new URL(base);
  // Idle sockets are dropped after 4 s, before the server's keep-alive timeout (5 s) closes them under a
  // request being sent (which would be a client-side ECONNRESET, not a refusal by the server).
  const agent = new http.Agent({ keepAlive: true, maxSockets, timeout: 4000 });
  const timings = new Map(); // call name -> ms[]
  const counters = { requests: 0, errors: 0 };

  function request(method, path, { token, body } = {}) {
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    const headers = { Accept: "application/json" };
    if (payload) Object.assign(headers, { "Content-Type": "application/json", "Content-Length": payload.length });
    if (token) headers.Authorization = `Bearer ${token}`;
    return new Promise((resolve, reject) => {
      const req = http.request({ agent, host: url.hostname, port: url.port, method, path, headers }, (res) => {
        const chunks = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          let json = {};
          try {
            json = text ? JSON.parse(text) : {};
          } catch {}
          resolve({ status: res.statusCode, json });
        });
        res.on("error", reject);
      });
      req.on("error", reject);
      if (payload) req.write(payload);
      req.end();
    });
  }

  /** A timed call: its latency goes under `name`; a non-2xx answer counts as an error and throws. */
  async function call(name, path, { method = "GET", token, body, record = true } = {}) {
    const t0 = performance.now();
    counters.requests++;
    let res;
    try {
      res = await request(method, path, { token, body });
    } catch (error) {
      counters.errors++;
      throw new Error(`${name}: ${error.message}`);
    }
    const ms = performance.now() - t0;
    if (record) (timings.get(name) ?? timings.set(name, []).get(name)).push(ms);
    if (res.status < 200 || res.status >= 300) {
      counters.errors++;
      throw new Error(`${name} ${res.status} ${JSON.stringify(res.json).slice(0, 200)}`);
    }
    return res.json;
  }

  return { call, request, timings, counters, close: () => agent.destroy() };
}

/** Accounts for the run (argon2 hashing is deliberately slow: made before the timed phase, 8 at a time). */
export async function createAccounts(client, count, prefix = "bench") {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
  const tokens = [];
  for (let i = 0; i < count; i += 8) {
    const batch = Array.from({ length: Math.min(8, count - i) }, (_, k) => {
      const username = `${prefix}${stamp}${i + k}`;
      return client
        .call("signup (setup)", "/api/auth/signup/", {
          method: "POST",
          body: {
            username,
            email: `${username}@gmail.com`,
            password: "bench-pass-1",
            confirmPassword: "bench-pass-1",
            first_name: "Bench",
            last_name: `S${i + k}`,
          },
        })
        .then((r) => r.access);
    });
    tokens.push(...(await Promise.all(batch)));
  }
  return tokens;
}

export async function findExam(client, token, name) {
  const exams = await client.call("list exams", "/api/exams/", { token });
  const exam = exams.find((e) => e.name === name);
  if (!exam) throw new Error(`exam ${name} not found`);
  return exam;
}

/**
 * What pressing Take Exam does: one call (POST /api/exams/session/ {exam, take: true}) that starts a session
 * and takes its first module. A server from before that call answers it without `section` (the option is
 * ignored), and the start then goes on as it did there: read the session, take its section (three calls).
 * `calls` says which it was.
 */
export async function startExam(client, token, examId) {
  const session = await client.call("start exam", "/api/exams/session/", { method: "POST", token, body: { exam: examId, take: true } });
  if (session.section) return { sessionId: session.id, sectionId: session.section.id, questions: session.section.sat_question_group.questions, calls: 1 };
  const state = await client.call("get session", `/api/exams/session/${session.id}`, { token });
  const section = await client.call("take section", `/api/exams/section/${state.next_section}/take/?sessionId=${session.id}`, { token });
  return { sessionId: session.id, sectionId: section.id, questions: section.sat_question_group.questions, calls: 3 };
}

/**
 * A student's answer state on one device: each save sends `size` distinct questions with the next
 * revision of each, and what the server acknowledged is remembered for the final check.
 */
export function answerSheet(questions) {
  const acknowledged = new Map(); // question id -> the item the server acknowledged
  const sent = new Map(); // "question id@revision" -> every item sent, acknowledged or not
  const revision = new Map();
  const latest = new Map(); // question id -> the last item sent: what the student's screen shows
  return {
    acknowledged,
    sent,
    latest,
    batch(size = 3) {
      const chosen = new Set();
      while (chosen.size < Math.min(size, questions.length)) chosen.add(pick(questions));
      return [...chosen].map((q) => {
        const rev = (revision.get(q.id) ?? 0) + 1;
        revision.set(q.id, rev);
        const item =
          q.question_type === "SC"
            ? {
                question: q.id,
                selected_choice: pick(q.choices).id,
                answer_text: null,
                marked_for_review: Math.random() < 0.2,
                eliminated: [],
                highlights: [],
                revision: rev,
              }
            : {
                question: q.id,
                selected_choice: null,
                answer_text: String(Math.floor(Math.random() * 100)),
                marked_for_review: false,
                eliminated: [],
                highlights: [],
                revision: rev,
              };
        sent.set(`${q.id}@${rev}`, item);
        latest.set(q.id, item);
        return item;
      });
    },
    acknowledge(items) {
      for (const item of items) {
        const held = acknowledged.get(item.question);
        if (!held || item.revision > held.revision) acknowledged.set(item.question, item);
      }
    },
  };
}

/** Reads the section back and counts acknowledged answers the server does not hold as sent. */
export async function countLost(client, token, student, sheet) {
  const check = await client.call("verify (read back)", `/api/exams/section/${student.sectionId}/take/?sessionId=${student.sessionId}`, { token });
  let lost = 0;
  for (const q of check.sat_question_group.questions) {
    const sent = sheet.acknowledged.get(q.id);
    if (!sent) continue;
    const r = q.response;
    if (
      !r ||
      r.revision !== sent.revision ||
      r.selected_choice !== sent.selected_choice ||
      r.answer_text !== sent.answer_text ||
      r.marked_for_review !== sent.marked_for_review
    )
      lost++;
  }
  return lost;
}

/** The timing table every benchmark prints. */
export function timingTable(timings) {
  const lines = ["call                   count    p50 ms   p95 ms   p99 ms   max ms"];
  for (const [name, list] of timings) {
    const s = [...list].sort((a, b) => a - b);
    lines.push(
      `${name.padEnd(22)} ${String(s.length).padStart(5)} ${pct(s, 50).toFixed(1).padStart(9)} ${pct(s, 95).toFixed(1).padStart(8)} ${pct(s, 99).toFixed(1).padStart(8)} ${s.at(-1).toFixed(1).padStart(8)}`,
    );
  }
  return lines.join("\n");
}
