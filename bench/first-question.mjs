// The exam route cold in Chromium: time until the first question's text is on screen, and the JavaScript
// it loaded (gzipped bytes on the wire), median of N runs, without and with 4× CPU throttling.
//   npm run build && PORT=3400 node server.js &
//   node bench/first-question.mjs --url http://127.0.0.1:3400 --runs 7
// Each run: a fresh browser context (cold cache), sign in through the form, open a started session of
// Practice Test 1 at /exams/session/{id}, wait for [data-testid=question-text].
import os from "node:os";
import { chromium } from "playwright-core";

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const url = arg("url", "http://127.0.0.1:3400");
const runs = Number(arg("runs", "7"));
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function student() {
  const username = `bench${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const res = await fetch(`${url}/api/auth/signup/`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ username, email: `${username}@gmail.com`, password: "bench-pass-123", confirmPassword: "bench-pass-123", first_name: "Bench", last_name: "Mark" }),
  });
  if (!res.ok) throw new Error(`signup ${res.status} ${await res.text()}`);
  const { access } = await res.json();
  const exams = await (await fetch(`${url}/api/exams/`, { headers: { Authorization: `Bearer ${access}` } })).json();
  const exam = exams.find((e) => e.slug === "practice-test-1") ?? exams[0];
  const session = await (await fetch(`${url}/api/exams/session/`, { method: "POST", headers: { Authorization: `Bearer ${access}`, "Content-Type": "application/json" }, body: JSON.stringify({ exam: exam.id }) })).json();
  return { username, password: "bench-pass-123", sessionId: session.id };
}

async function measure(browser, throttle) {
  const s = await student();
  const context = await browser.newContext();
  await context.request.post(`${url}/auth/login?lng=en`, { form: { username: s.username, password: s.password }, headers: { Origin: url } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  if (throttle > 1) await cdp.send("Emulation.setCPUThrottlingRate", { rate: throttle });
  let js = 0;
  const requests = [];
  cdp.on("Network.loadingFinished", (e) => requests.push(e));
  const types = new Map();
  cdp.on("Network.responseReceived", (e) => types.set(e.requestId, { type: e.type, url: e.response.url }));
  const start = Date.now();
  await page.goto(`${url}/exams/session/${s.sessionId}`, { waitUntil: "commit" });
  await page.locator("[data-testid=question-text]").first().waitFor({ state: "visible", timeout: 60_000 });
  const visible = Date.now() - start;
  await page.waitForLoadState("networkidle");
  for (const r of requests) if (types.get(r.requestId)?.type === "Script") js += r.encodedDataLength;
  const before = [...types.values()].filter((t) => t.type === "Fetch" || t.type === "XHR").map((t) => new URL(t.url).pathname);
  await context.close();
  return { visible, js, fetches: before };
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
console.log(`first question at /exams/session/{id}, ${runs} cold runs each; load average ${os.loadavg().map((l) => l.toFixed(2)).join(" ")}`);
for (const throttle of [1, 4]) {
  const results = [];
  for (let i = 0; i < runs; i++) results.push(await measure(browser, throttle));
  console.log(
    `${throttle === 1 ? "no throttling" : `${throttle}× CPU throttling`}: first question visible, median ${median(results.map((r) => r.visible))} ms ` +
      `(min ${Math.min(...results.map((r) => r.visible))}, max ${Math.max(...results.map((r) => r.visible))}); ` +
      `JavaScript ${(median(results.map((r) => r.js)) / 1024).toFixed(1)} KB on the wire; requests by the page: ${[...new Set(results[0].fetches)].join(", ") || "none"}`,
  );
}
await browser.close();
