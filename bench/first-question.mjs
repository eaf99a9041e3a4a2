// The exam route cold in Chromium: when the first question is on screen, the JavaScript it loaded (gzipped
// bytes on the wire) and what the page requested before the question, median of N runs, without and with
// 4× CPU throttling.
//   npm run build && PORT=3400 node server.js &
//   node bench/first-question.mjs --url http://127.0.0.1:3400 --runs 7
// Each run: a fresh browser context (cold cache), signed in, opens a started session of Practice Test 1 at
// /exams/session/{id}. "Visible" is measured in the page, from the start of the navigation: the later of
// the first contentful paint and the frame in which [data-testid=question-text] is first in the document.
// "Usable": Next is clicked as soon as the question is visible (a click before the page is live is kept,
// decision 0061), and this is the frame in which question 2 is on screen, from the start of the navigation.
import os from "node:os";
import { chromium } from "playwright-core";

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const url = arg("url", "http://127.0.0.1:3400");
const runs = Number(arg("runs", "7"));
// --json FILE: the figures for bench/run-all.mjs too.
const jsonFile = arg("json", null);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function student() {
  const username = `bench${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const res = await fetch(`${url}/api/auth/signup/`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      username,
      email: `${username}@gmail.com`,
      password: "bench-pass-123",
      confirmPassword: "bench-pass-123",
      first_name: "Bench",
      last_name: "Mark",
    }),
  });
  if (!res.ok) throw new Error(`signup ${res.status} ${await res.text()}`);
  const { access } = await res.json();
  const exams = await (await fetch(`${url}/api/exams/`, { headers: { Authorization: `Bearer ${access}` } })).json();
  const exam = exams.find((e) => e.slug === "practice-test-1") ?? exams[0];
  const session = await (
    await fetch(`${url}/api/exams/session/`, {
      method: "POST",
      headers: { Authorization: `Bearer ${access}`, "Content-Type": "application/json" },
      body: JSON.stringify({ exam: exam.id }),
    })
  ).json();
  return { username, password: "bench-pass-123", sessionId: session.id };
}

// In the page, before anything else: the frame in which the question first is in the document.
const probe = () => {
  const seen = () => {
    if (window.__question || !document.querySelector("[data-testid=question-text]")) return false;
    window.__question = -1;
    requestAnimationFrame(() => (window.__question = performance.now()));
    return true;
  };
  new MutationObserver((_, observer) => seen() && observer.disconnect()).observe(document, { childList: true, subtree: true });
};

async function measure(browser, throttle) {
  const s = await student();
  const context = await browser.newContext();
  await context.request.post(`${url}/auth/login?lng=en`, { form: { username: s.username, password: s.password }, headers: { Origin: url } });
  // The session opens on the ready screen: Start (as the button does) so that the page has a question.
  const opened = await context.request.post(`${url}/exams/session/${s.sessionId}/data`, { data: { intent: "start" }, headers: { Origin: url } });
  if (!opened.ok()) throw new Error(`start ${opened.status()} ${await opened.text()}`);
  await context.addInitScript(probe);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  if (throttle > 1) await cdp.send("Emulation.setCPUThrottlingRate", { rate: throttle });
  const finished = [];
  cdp.on("Network.loadingFinished", (e) => finished.push(e));
  const responses = new Map();
  cdp.on("Network.responseReceived", (e) => responses.set(e.requestId, { type: e.type, url: e.response.url, at: e.timestamp }));
  const started = [];
  cdp.on("Network.requestWillBeSent", (e) => started.push({ url: e.request.url, type: e.type, wall: e.wallTime }));
  const response = await page.goto(`${url}/exams/session/${s.sessionId}`, { waitUntil: "commit" });
  const inHtml = (await response.text()).includes('data-testid="question-text"');
  await page.waitForFunction(() => window.__question > 0, null, { timeout: 60_000, polling: 50 });
  const timing = await page.evaluate(() => ({
    question: window.__question,
    fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0,
    origin: performance.timeOrigin,
  }));
  const visible = Math.round(Math.max(timing.question, timing.fcp));
  await page.evaluate(() => {
    // The question's number (two questions may share a stem).
    const changed = () => document.querySelector("[data-testid=question-index]")?.textContent?.trim() === "2";
    new MutationObserver((_, observer) => {
      if (!changed()) return;
      observer.disconnect();
      requestAnimationFrame(() => (window.__second = performance.now()));
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await page.waitForFunction(() => window.__second > 0, null, { timeout: 60_000, polling: 50 });
  const usable = Math.round(await page.evaluate(() => window.__second));
  await page.waitForLoadState("networkidle");
  let js = 0;
  for (const r of finished) if (responses.get(r.requestId)?.type === "Script") js += r.encodedDataLength;
  // What the page asked for (other than its own files) before the question was on screen.
  const before = started
    .filter((r) => r.wall * 1000 < timing.origin + visible && !/\/assets\//.test(r.url) && r.type !== "Document")
    .map((r) => new URL(r.url).pathname);
  await context.close();
  return { visible, usable, js, before, inHtml };
}

const figures = {
  loadAtStart: os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" "),
};
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
console.log(
  `first question at /exams/session/{id}, ${runs} cold runs each; load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}`,
);
for (const throttle of [1, 4]) {
  const results = [];
  for (let i = 0; i < runs; i++) results.push(await measure(browser, throttle));
  const times = results.map((r) => r.visible);
  const usable = results.map((r) => r.usable);
  figures[throttle === 1 ? "unthrottled" : "throttled"] = { median: median(times), min: Math.min(...times), max: Math.max(...times) };
  figures[throttle === 1 ? "usableUnthrottled" : "usableThrottled"] = { median: median(usable), min: Math.min(...usable), max: Math.max(...usable) };
  figures.inHtml = results.every((r) => r.inHtml);
  figures.before = [...new Set(results.flatMap((r) => r.before))];
  console.log(
    `${throttle === 1 ? "no throttling" : `${throttle}× CPU throttling`}: first question visible, median ${median(times)} ms (min ${Math.min(...times)}, max ${Math.max(...times)}); ` +
      `question in the HTML: ${results.every((r) => r.inHtml) ? "yes" : "no"}; JavaScript ${(median(results.map((r) => r.js)) / 1024).toFixed(1)} KB on the wire; ` +
      `requests before the question: ${[...new Set(results.flatMap((r) => r.before))].join(", ") || "none"}`,
  );
  console.log(
    `${throttle === 1 ? "no throttling" : `${throttle}× CPU throttling`}: Next clicked at first sight, question 2 on screen, median ${median(usable)} ms (min ${Math.min(...usable)}, max ${Math.max(...usable)})`,
  );
}
await browser.close();
if (jsonFile) (await import("node:fs")).writeFileSync(jsonFile, JSON.stringify(figures));
