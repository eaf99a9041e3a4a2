// The result page of a finished Practice Test 1 (issue 30): server time, HTML size and first contentful paint.
//
//   npm run build && SIGNUP_RATE_LIMIT=100000 LOGIN_RATE_LIMIT=100000 PORT=3460 node server.js &
//   node bench/result-page.mjs --url http://127.0.0.1:3460 --runs 10 --paints 5
//
// A new student takes the whole test through the REST API (answers to about two thirds of each module, the
// breaks skipped), signs in on the web, then:
//   - GET /exams/result/{id} (and each module's tab, ?module=n) --runs times over HTTP with gzip: the time to
//     the first byte of the answer (on 127.0.0.1: the server's time) and to its end, the HTML's size as sent
//     (gzip) and unpacked; the first request is the page's first view since the server started or the test
//     finished, shown apart;
//   - --paints cold loads in Chromium (/usr/bin/chromium, a fresh context each): the first contentful paint.
// Prints median and p95 with the load average; targets: ≤ 200 ms of server time, ≤ 60 KB of HTML, FCP ≤ 500 ms.
import fs from "node:fs";
import os from "node:os";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import zlib from "node:zlib";
import { chromium } from "playwright-core";

const { values: opt } = parseArgs({
  options: {
    url: { type: "string", default: "http://127.0.0.1:3460" },
    runs: { type: "string", default: "10" },
    paints: { type: "string", default: "5" },
    exam: { type: "string", default: "practice-test-1" },
    label: { type: "string", default: "" },
    json: { type: "string" },
  },
});
const base = opt.url;
const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(" ");
const sorted = (xs) => [...xs].sort((a, b) => a - b);
const pct = (xs, p) => sorted(xs)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];

async function api(method, path, token, body) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body ? { "Content-Type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${(await res.text()).slice(0, 200)}`);
  return res.json();
}

/** A student who finished the test; their web session cookies. */
async function finishedStudent() {
  const username = `result${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const password = "bench-pass-123";
  const signup = await fetch(`${base}/api/auth/signup/`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ username, email: `${username}@gmail.com`, password, confirmPassword: password, first_name: "Bench", last_name: "Result" }),
  });
  if (!signup.ok) throw new Error(`signup ${signup.status} ${await signup.text()}`);
  const { access } = await signup.json();
  const exams = await api("GET", "/api/exams/", access);
  const exam = exams.find((e) => e.slug === opt.exam) ?? exams[0];
  const started = await api("POST", "/api/exams/session/", access, { exam: exam.id, take: true });
  const sessionId = started.id;
  let section =
    started.section ??
    (await api("GET", `/api/exams/section/${(await api("GET", `/api/exams/session/${sessionId}`, access)).next_section}/take/?sessionId=${sessionId}`, access));
  for (;;) {
    const answers = {};
    section.sat_question_group.questions.forEach((q, i) => {
      if (i % 3 === 2) return;
      answers[q.id] = q.question_type === "SC" ? q.choices[i % q.choices.length].id : String(i % 9);
    });
    const next = await api("POST", `/api/exams/section/${section.id}/submit-section/`, access, { session: sessionId, answers });
    if (next.state === "finished") break;
    section = await api("GET", `/api/exams/section/${next.next_section}/take/?sessionId=${sessionId}`, access);
  }
  const login = await fetch(`${base}/auth/login?lng=en`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base },
    body: new URLSearchParams({ username, password }),
    redirect: "manual",
  });
  const cookies = login.headers.getSetCookie().map((c) => c.split(";")[0]);
  if (!cookies.length) throw new Error(`login ${login.status}: no cookie`);
  return { sessionId, cookie: cookies.join("; ") };
}

/** One GET of the page with gzip: time to the first byte, to the end, bytes sent and unpacked. */
async function fetchPage(path, cookie) {
  const t0 = performance.now();
  const res = await fetch(`${base}${path}`, { headers: { Cookie: cookie, "Accept-Encoding": "gzip", Accept: "text/html" } });
  const ttfb = performance.now() - t0;
  const html = await res.text(); // fetch unpacks gzip itself
  const total = performance.now() - t0;
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return {
    ttfb,
    total,
    html: Buffer.byteLength(html),
    gzip: zlib.gzipSync(html, { level: 6 }).length,
    gzipped: res.headers.get("content-encoding") === "gzip",
  };
}

async function paints(student, count) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
  const out = [];
  try {
    for (let i = 0; i < count; i++) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      const url = new URL(base);
      await context.addCookies(
        student.cookie.split("; ").map((c) => ({ name: c.slice(0, c.indexOf("=")), value: c.slice(c.indexOf("=") + 1), domain: url.hostname, path: "/" })),
      );
      const page = await context.newPage();
      await page.goto(`${base}/exams/result/${student.sessionId}`, { waitUntil: "load" });
      await page.getByTestId("result-username").waitFor();
      const fcp = await page.evaluate(
        () =>
          new Promise((resolve) => {
            const hit = () => performance.getEntriesByName("first-contentful-paint")[0]?.startTime;
            if (hit()) return resolve(hit());
            new PerformanceObserver(() => hit() && resolve(hit())).observe({ type: "paint", buffered: true });
          }),
      );
      out.push(fcp);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return out;
}

const loadAtStart = load();
const student = await finishedStudent();
const RUNS = Number(opt.runs);
const first = await fetchPage(`/exams/result/${student.sessionId}`, student.cookie);
const runs = [];
for (let i = 0; i < RUNS; i++) runs.push(await fetchPage(`/exams/result/${student.sessionId}`, student.cookie));
const tabs = [];
for (let m = 1; m < 4; m++) tabs.push(await fetchPage(`/exams/result/${student.sessionId}?module=${m}`, student.cookie));
const fcps = Number(opt.paints) > 0 ? await paints(student, Number(opt.paints)) : [];
const figures = {
  label: opt.label,
  loadAtStart,
  loadAtEnd: load(),
  first,
  ttfb: {
    p50: pct(
      runs.map((r) => r.ttfb),
      50,
    ),
    p95: pct(
      runs.map((r) => r.ttfb),
      95,
    ),
  },
  total: {
    p50: pct(
      runs.map((r) => r.total),
      50,
    ),
    p95: pct(
      runs.map((r) => r.total),
      95,
    ),
  },
  html: Math.max(...runs.map((r) => r.html), ...tabs.map((r) => r.html)),
  gzip: Math.max(...runs.map((r) => r.gzip), ...tabs.map((r) => r.gzip)),
  tabs: tabs.map((r) => ({ ttfb: r.ttfb, html: r.html })),
  fcp: fcps.length ? { p50: pct(fcps, 50), p95: pct(fcps, 95), all: fcps } : null,
};
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const ms = (n) => `${n.toFixed(0)} ms`;
console.log(
  `${opt.label ? `${opt.label}: ` : ""}/exams/result/{id} of a finished Practice Test; load average ${loadAtStart} at the start, ${figures.loadAtEnd} at the end`,
);
console.log(`  first view: first byte ${ms(first.ttfb)}, whole page ${ms(first.total)}`);
console.log(
  `  then ${RUNS} views: first byte p50 ${ms(figures.ttfb.p50)}, p95 ${ms(figures.ttfb.p95)}; whole page p50 ${ms(figures.total.p50)}, p95 ${ms(figures.total.p95)}   (target ≤ 200 ms)`,
);
console.log(
  `  HTML, largest tab: ${kb(figures.html)} unpacked, ${kb(figures.gzip)} gzipped   (target ≤ 60 KB); tabs 2-4: ${tabs.map((r) => `${ms(r.ttfb)} ${kb(r.html)}`).join(", ")}`,
);
if (figures.fcp)
  console.log(`  first contentful paint, ${fcps.length} cold loads in Chromium: median ${ms(figures.fcp.p50)}, p95 ${ms(figures.fcp.p95)}   (target ≤ 500 ms)`);
if (opt.json) fs.writeFileSync(opt.json, JSON.stringify(figures, null, 2));
