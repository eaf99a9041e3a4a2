import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, type BrowserContext, type Page, type TestInfo } from "@playwright/test";
import { expect, test, watchCsp } from "./fixtures";
import { examCard, signIn, startExam, submitModule } from "./helpers";
import config from "../../playwright.config";

/**
 * Issue 33: a Premium student downloads a practice test, takes it with the browser offline from the first
 * question to the end (the browser is closed mid-module and opened again on the same profile, still
 * offline: it resumes at the same question with the same time left), then comes online: the attempt syncs,
 * is scored and marked "taken offline", and its result equals that of an online attempt with the same answers.
 */
test.setTimeout(300_000);

const launch = (dir: string, baseURL: string, offline = false) =>
  chromium.launchPersistentContext(dir, { ...config.use!.launchOptions, baseURL, offline, viewport: { width: 1440, height: 900 } });

/** The answers given, the same offline and online: reading 2 of 3 right in module 1; math 2 of 3. */
async function answer(page: Page, choice: RegExp | string) {
  if (typeof choice === "string") await page.getByLabel("Your answer").fill(choice);
  else await page.getByTestId("choice").filter({ hasText: choice }).click();
}

async function next(page: Page) {
  await page.getByRole("button", { name: "Next", exact: true }).click();
}

async function readingModule1(page: Page) {
  await expect(page.getByTestId("section-name")).toHaveText("Section 1, Module 1: Reading and Writing");
  await answer(page, /^[A-D]\s*plentiful$/);
  await next(page);
  await answer(page, /^[A-D]\s*plentiful$/);
  await next(page);
  await answer(page, /^[A-D]\s*invisible$/);
  await submitModule(page);
}

async function mathModule(page: Page, tools = false) {
  await expect(page.getByTestId("section-name")).toHaveText("Section 2, Module 1: Math");
  if (tools) {
    // The calculator and the reference sheet load their code lazily: offline it comes from the worker's precache.
    await page.getByRole("button", { name: "Calculator" }).click();
    await expect(page.getByTestId("calculator")).toBeVisible();
    await page.getByRole("textbox", { name: "Expression 1" }).fill("y=x^2");
    await page.getByRole("button", { name: "Close calculator" }).click();
    await page.getByRole("button", { name: "Reference" }).click();
    await expect(page.getByTestId("reference-sheet")).toBeVisible();
    await page.getByRole("button", { name: "Close reference sheet" }).click();
  }
  await answer(page, /^[A-D]\s*5$/);
  await next(page);
  await answer(page, /^[A-D]\s*8$/);
  await next(page);
  await answer(page, "5/2");
  await submitModule(page);
}

/** The result page's figures that an attempt's answers decide. */
async function resultFigures(page: Page) {
  return {
    overall: await page.getByTestId("overall-count").textContent(),
    verbal: await page.getByTestId("section-score-verbal").textContent(),
    math: await page.getByTestId("section-score-math").textContent(),
  };
}

test("a downloaded test taken offline, the browser closed mid-module, scored as online on reconnect", async ({ baseURL, cspViolations }, testInfo) => {
  const profile = mkdtempSync(path.join(tmpdir(), "satlingo-offline-"));
  let context: BrowserContext | null = null;
  try {
    context = await launch(profile, baseURL!);
    await watchCsp(context, cspViolations, baseURL!);
    let page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`/auth/login?lng=en&return_url=${encodeURIComponent("/exams?lng=en")}`);
    await signIn(page, "premium", "premium-pass-1");
    await page.waitForURL((url) => url.pathname === "/exams");
    // The app is installable: a manifest with icons, and the service worker in control.
    const manifest = await (await page.request.get("/manifest.webmanifest")).json();
    expect(manifest).toMatchObject({ name: "SAT Lingo", display: "standalone" });
    expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(["192x192", "512x512", "512x512"]);

    const card = examCard(page, "E2E Short Exam");
    await card.getByRole("button", { name: "Download E2E Short Exam for offline" }).click();
    const open = card.getByRole("link", { name: "Open E2E Short Exam offline" });
    await expect(open).toBeVisible({ timeout: 30_000 });
    const takeUrl = (await open.getAttribute("href"))!;
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, testInfo, "downloaded-card-390");
    await page.setViewportSize({ width: 1440, height: 900 });

    // The network goes away; the test opens from the device.
    await context.setOffline(true);
    await page.goto(takeUrl);
    await expect(page.getByTestId("ready-plan")).toBeVisible();
    await page.getByRole("button", { name: "Start", exact: true }).click();
    await readingModule1(page);

    // Module 2, routed on the device; closed mid-module after the second answer.
    await expect(page.getByTestId("section-name")).toHaveText("Section 1, Module 2: Reading and Writing");
    await answer(page, /^[A-D]\s*plentiful$/);
    await next(page);
    await answer(page, /^[A-D]\s*reluctant$/);
    await expect(page.getByRole("button", { name: /Question 2 of 3/ })).toBeVisible();
    await page.waitForTimeout(800);
    const deadline = Date.now() + timeLeftMs(await page.getByTestId("section-timer").textContent());
    // Killed, not closed: the browser's main process gets SIGKILL.
    killBrowser(profile);
    await context.close().catch(() => {});

    context = await launch(profile, baseURL!, true);
    await watchCsp(context, cspViolations, baseURL!);
    page = context.pages()[0] ?? (await context.newPage());
    await page.goto(takeUrl);
    await expect(page.getByRole("button", { name: /Question 2 of 3/ })).toBeVisible();
    await expect(page.getByRole("radio", { name: /reluctant/ })).toBeChecked();
    // The same time left: the module's own deadline goes on (within the clock's second and the reopening).
    const left = timeLeftMs(await page.getByTestId("section-timer").textContent());
    expect(Math.abs(Date.now() + left - deadline)).toBeLessThan(3000);
    await next(page);
    await answer(page, /^[A-D]\s*plentiful$/);
    await submitModule(page);
    await page.getByRole("button", { name: "Resume Testing" }).click();
    await mathModule(page, true);
    await expect(page.getByRole("heading", { name: "You're done" })).toBeVisible();
    await shot(page, testInfo, "offline-finished-1440");
    await expect(page.getByTestId("offline-sync-status")).toContainText("saved on this device");

    // Back online: the attempt syncs and is scored.
    await context.setOffline(false);
    const status = page.getByTestId("offline-sync-status");
    await expect(status).toHaveText(/^(Scored: your result is ready\.|Sign in to send your answers.*)$/, { timeout: 20_000 });
    // A killed browser may lose its sign-in (cookies are written to disk now and then): sign in, back to the test.
    if ((await status.textContent())!.startsWith("Sign in")) {
      await page.getByRole("link", { name: "Sign in" }).click();
      await signIn(page, "premium", "premium-pass-1");
      await page.waitForURL((url) => url.pathname === takeUrl);
    }
    await expect(status).toHaveText("Scored: your result is ready.", { timeout: 20_000 });
    await page.getByRole("link", { name: "View your result" }).click();
    await expect(page.getByTestId("result-offline")).toHaveText("Taken offline");
    const offline = await resultFigures(page);

    // The same answers online, in the same profile.
    await startExam(page, "E2E Short Exam");
    await readingModule1(page);
    await answer(page, /^[A-D]\s*plentiful$/);
    await next(page);
    await answer(page, /^[A-D]\s*reluctant$/);
    await next(page);
    await answer(page, /^[A-D]\s*plentiful$/);
    await submitModule(page);
    await page.getByRole("button", { name: "Resume Testing" }).click();
    await mathModule(page);
    await page.getByRole("link", { name: "View your result" }).click();
    await expect(page.getByTestId("overall-count")).toBeVisible();
    await expect(page.getByTestId("result-offline")).toHaveCount(0);
    expect(await resultFigures(page)).toEqual(offline);
  } finally {
    await context?.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

/** The main process of the browser on `profile` (the oldest with its user data dir), killed at once. */
function killBrowser(profile: string) {
  const pid = Number(
    execFileSync("pgrep", ["-o", "-f", `user-data-dir=${profile}`])
      .toString()
      .trim(),
  );
  process.kill(pid, "SIGKILL");
}

async function shot(page: Page, testInfo: TestInfo, name: string) {
  await testInfo.attach(name, { body: await page.screenshot(), contentType: "image/png" });
  await page.screenshot({ path: `tests/.tmp/screens/offline-${name}.png` });
}

/** "1:23" on the section timer, in milliseconds. */
function timeLeftMs(text: string | null) {
  const [m, s] = (text ?? "").trim().split(":").map(Number);
  return ((m ?? 0) * 60 + (s ?? 0)) * 1000;
}
