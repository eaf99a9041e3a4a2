import { expect, test } from "./fixtures";
import { examCard, startExam } from "./helpers";

// Issue 18: the exam's current question comes in the HTML, the page hydrates into the same state (no
// hydration error, no loading screen), and nothing is requested between the page and the question.
test("the exam page arrives with its question rendered and hydrates without a request or a mismatch", async ({ page, student }) => {
  await startExam(page, "E2E Short Exam");
  const url = page.url();
  // Answer question 1; wait until the answer is on the server.
  await page.getByRole("radio", { name: /plentiful/ }).check({ force: true });
  await expect(page.getByTestId("save-status")).toHaveAttribute("data-status", "saved");

  // The HTML alone: the question, its passage and its choices, the saved one checked.
  const html = await (await page.request.get(url)).text();
  expect(html).toContain('data-testid="question-text"');
  expect(html).toContain("Which choice completes the text with the most logical word? (fixture 1s1)");
  expect(html).toMatch(/data-testid="passage"[^>]*><p>The fixture passage number 1 of module 1 \(standard\)/);
  expect(html).toMatch(/<input[^>]*aria-label="Choice A: plentiful"[^>]*checked=""/);
  expect(html).not.toContain(`data-view-heading="message"`);

  // A cold load: record what the page asks for and what the console says.
  const requests: string[] = [];
  const problems: string[] = [];
  // What the page asks for to show itself (GET); the page being left saves its time on screen (a POST) on its way out.
  page.on("request", (r) => {
    if (r.method() === "GET") requests.push(new URL(r.url()).pathname);
  });
  page.on("console", (m) => {
    if (m.type() === "error" || m.type() === "warning") problems.push(m.text());
  });
  page.on("pageerror", (e) => problems.push(e.message));
  await page.goto(url);
  await expect(page.getByTestId("question-text")).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(requests.filter((p) => p.endsWith("/data") || p === "/__manifest")).toEqual([]);
  expect(problems).toEqual([]);
  await expect(page.getByRole("radio", { name: /plentiful/ })).toBeChecked();
  // The page works after hydration.
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByTestId("question-text")).toContainText("fixture 1s2");
});

test("a hidden timer stays hidden from the first paint after a reload", async ({ page, student }) => {
  await startExam(page, "Diagnostic Test");
  await page.getByRole("button", { name: "Hide" }).click();
  await expect(page.getByTestId("section-timer")).toHaveText("Timer hidden");
  const html = await (await page.request.get(page.url())).text();
  expect(html).toMatch(/data-testid="section-timer" data-hidden="true"/);
  await page.reload();
  await expect(page.getByTestId("section-timer")).toHaveText("Timer hidden");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page.getByTestId("section-timer")).toHaveText(/^\d\d:\d\d$/);
  expect(await (await page.request.get(page.url())).text()).toMatch(/data-testid="section-timer" data-hidden="false"/);
});

/**
 * Holds a script of the build back until `release()`: by default the page's entry (the server-rendered page is on
 * screen, not yet live); `chunk` names another (the module screen's, which hydrates after the page).
 */
async function holdScript(page: import("@playwright/test").Page, chunk = /\/assets\/entry\.client-[^/]*\.js$/) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(chunk, async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}

// These tests hold the page's script back with page.route; a service worker (the installable app's, decision
// 0055) that has cached the script would serve it past the route, so none runs here.
test.describe("with the page's script held back", () => {
  test.use({ serviceWorkers: "block" });

  test("a choice clicked before the page's script has run is the student's answer once it runs", async ({ page, student }) => {
    await startExam(page, "E2E Short Exam");
    const url = page.url();
    // Hold the page's script back: the server-rendered question is on screen, not yet live.
    const release = await holdScript(page);
    await page.goto(url, { waitUntil: "commit" });
    await page.getByText("invisible").click();
    release();
    // Once live, the store takes the early click in and sends it: the server renders it checked.
    await expect
      .poll(async () => (await (await page.request.get(url)).text()).match(/<input[^>]*aria-label="Choice B: invisible"[^>]*>/)?.[0] ?? "", { timeout: 15_000 })
      .toContain('checked=""');
    await expect(page.getByRole("radio", { name: /invisible/ })).toBeChecked();
  });

  test("Start pressed on the ready screen before the page's script has run starts the module once it runs", async ({ page, student }) => {
    await page.goto("/exams?lng=en");
    await examCard(page, "E2E Short Exam")
      .getByRole("button", { name: /^(Take Exam|Start a new attempt)$/ })
      .click();
    await expect(page).toHaveURL(/\/exams\/session\/\d+$/);
    const release = await holdScript(page);
    await page.goto(page.url(), { waitUntil: "commit" });
    const start = page.getByRole("button", { name: "Start", exact: true });
    await start.click();
    // Kept, and shown as busy while the script is still on its way.
    await expect(start).toHaveAttribute("data-early-pending", "");
    release();
    await expect(page.getByTestId("question-text")).toContainText("fixture 1s1");
    await expect(page.getByTestId("section-timer")).toHaveText(/^\d\d:\d\d$/);
  });

  test("Next pressed before the page's script has run shows the next question once it runs, after an early choice", async ({ page, student }) => {
    await startExam(page, "E2E Short Exam");
    const url = page.url();
    const release = await holdScript(page);
    await page.goto(url, { waitUntil: "commit" });
    await page.getByText("invisible").click();
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await expect(page.getByTestId("question-text")).toContainText("fixture 1s1");
    release();
    await expect(page.getByTestId("question-text")).toContainText("fixture 1s2");
    await expect(page.locator("[data-early-pending]")).toHaveCount(0);
    // The early choice was kept too: back on question 1 it is the answer.
    await page.getByRole("button", { name: "Back", exact: true }).click();
    await expect(page.getByRole("radio", { name: /invisible/ })).toBeChecked();
  });

  test("the module's screen hydrates after the page: a choice and Next clicked while its chunk is on its way are kept", async ({ page, student }) => {
    await startExam(page, "E2E Short Exam");
    const url = page.url();
    // The page's script runs; the module's screen (a chunk of its own, decision 0068) is held back.
    const release = await holdScript(page, /\/assets\/section-view-[^/]*\.js$/);
    const problems: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error") problems.push(m.text());
    });
    page.on("pageerror", (e) => problems.push(e.message));
    await page.goto(url);
    await page.waitForFunction(() => !!(window as Window & { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules);
    await page.getByText("invisible").click();
    const next = page.getByRole("button", { name: "Next", exact: true });
    await next.click();
    await expect(next).toHaveAttribute("data-early-pending", "");
    await expect(page.getByTestId("question-text")).toContainText("fixture 1s1");
    release();
    await expect(page.getByTestId("question-text")).toContainText("fixture 1s2");
    await expect(page.locator("[data-early-pending]")).toHaveCount(0);
    await page.getByRole("button", { name: "Back", exact: true }).click();
    await expect(page.getByRole("radio", { name: /invisible/ })).toBeChecked();
    expect(problems).toEqual([]);
  });

  test("a click on Next once the page is live is React's alone (the recorder leaves a hydrated button be)", async ({ page, student }) => {
    await startExam(page, "E2E Short Exam");
    await page.goto(page.url());
    await page.waitForLoadState("networkidle");
    await expect(page.getByTestId("question-text")).toContainText("fixture 1s1");
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await expect(page.getByTestId("question-text")).toContainText("fixture 1s2");
    expect(await page.evaluate(() => (window as Window & { __earlyClicks?: string[] }).__earlyClicks)).toEqual([]);
    await expect(page.locator("[data-early-pending]")).toHaveCount(0);
  });
});
