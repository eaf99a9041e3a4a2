import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { LESSONS } from "../../content/lessons/index";
import { MEDIA_DIR } from "../../content/lessons/media";
import { expect, test } from "./fixtures";
import { newStudent, signUp } from "./helpers";

const [wordsInContext, transitions] = LESSONS;
const mathTitles = LESSONS.filter((l) => l.unit === "math").map((l) => l.title);

/** Answers the quiz on the page: `answers[i]` is the letter chosen for question i + 1. */
async function answerQuiz(page: Page, answers: string[]) {
  const questions = page.getByTestId("quiz-question");
  await expect(questions).toHaveCount(answers.length);
  for (const [i, letter] of answers.entries()) await questions.nth(i).getByRole("radio").nth("ABCD".indexOf(letter)).check();
  await page.getByRole("button", { name: "Submit Answers" }).click();
}

async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** The lesson video's state, read in the page. */
const videoState = (page: Page) =>
  page.getByTestId("lesson-video").evaluate((v: HTMLVideoElement) => ({
    time: v.currentTime,
    paused: v.paused,
    ready: v.readyState,
    captions: v.textTracks[0]?.mode,
    first: (v.textTracks[0]?.cues?.[0] as VTTCue | undefined)?.text ?? null,
    cue: (v.textTracks[0]?.activeCues?.[0] as VTTCue | undefined)?.text ?? null,
  }));

test("a student plays and seeks a lesson with captions, fails its quiz, sees which answers were wrong, passes and opens the next lesson", async ({ page }) => {
  const served: number[] = [];
  page.on("response", (r) => r.url().endsWith("/video") && served.push(r.status()));
  await signUp(page, newStudent("lesson"));
  await page.getByRole("navigation", { name: "Main", exact: true }).getByRole("link", { name: "Lessons" }).click();
  await expect(page).toHaveURL(/\/video-lesson\/\d+$/);
  await expect(page.getByTestId("lesson-title")).toHaveText(wordsInContext!.title);
  const items = page.getByTestId("lesson-item");
  await expect(items.filter({ hasText: transitions!.title })).toHaveAttribute("data-state", "locked");
  await expect(page.getByTestId("lesson-transcript")).toContainText("Step one. Before you look at the choices, cover them.");

  // It plays, with captions showing; a seek far ahead loads that part of the file (range requests) and plays on.
  const video = page.getByTestId("lesson-video");
  await video.evaluate(async (v: HTMLVideoElement) => {
    v.muted = true;
    await v.play();
  });
  await expect.poll(async () => (await videoState(page)).time, { timeout: 15_000 }).toBeGreaterThan(1);
  expect((await videoState(page)).captions).toBe("showing");
  await expect.poll(async () => (await videoState(page)).first).toBe("Welcome to SAT Lingo.");
  await video.evaluate((v: HTMLVideoElement) => (v.currentTime = 100));
  await expect.poll(async () => (await videoState(page)).time, { timeout: 15_000 }).toBeGreaterThan(100.5);
  await expect.poll(async () => (await videoState(page)).cue).toMatch(/\w/);
  expect(served).toContain(206);

  // Pausing saves the place; coming back resumes there.
  const saved = page.waitForResponse((r) => r.url().endsWith("/progress") && r.request().method() === "POST");
  await video.evaluate((v: HTMLVideoElement) => v.pause());
  expect((await saved).status()).toBe(200);
  await page.reload();
  await expect(page.getByTestId("lesson-resumed")).toContainText(/Continuing where you stopped, at 1:4\d\./);
  await expect.poll(async () => (await videoState(page)).time, { timeout: 15_000 }).toBeGreaterThan(100);

  // One wrong answer: "Try again!", that question marked, and no right option given away.
  const key = wordsInContext!.quiz.map((q) => q.correct);
  const wrong = [...key];
  wrong[1] = key[1] === "A" ? "B" : "A";
  await answerQuiz(page, wrong);
  await expect(page.getByTestId("quiz-result")).toContainText("Try again!");
  await expect(page.getByTestId("quiz-result")).toContainText("Question 2 was wrong.");
  await expect(page.getByTestId("quiz-wrong")).toHaveCount(1);
  await expect(page.getByTestId("quiz-question").nth(1).getByTestId("quiz-wrong")).toHaveText("Incorrect");
  await expect(page.getByTestId("quiz-key")).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // All correct: the next lesson opens.
  await page.getByTestId("quiz-question").nth(1).getByRole("radio").nth("ABCD".indexOf(key[1]!)).check();
  await page.getByRole("button", { name: "Submit Answers" }).click();
  await expect(page.getByTestId("quiz-result")).toContainText("All correct! Next video unlocked.");
  await expect(items.filter({ hasText: transitions!.title })).toHaveAttribute("data-state", "current");
  await expect(items.filter({ hasText: wordsInContext!.title })).toHaveAttribute("data-state", "completed");
  await expect(page.getByTestId("quiz-key")).toHaveCount(key.length);
  await page.getByRole("link", { name: `Next lesson: ${transitions!.title}` }).click();
  await expect(page.getByTestId("lesson-title")).toHaveText(transitions!.title);
  await expect(page.getByTestId("lesson-video")).toHaveCount(1);
  await page.goto("/profile?lng=en");
  await expect(page.getByTestId("stat-lessons-completed")).toHaveText(`1 / ${LESSONS.length}`);
});

test("a failed load offers Retry, a locked lesson's address says so, and a teacher's new lesson with an uploaded video reaches students in order", async ({
  page,
  signedInAs,
}) => {
  await signUp(page, newStudent("locked"));
  // The lessons cannot be fetched: an error with Retry, never "Loading..." for ever.
  // Only the lessons' own data fails (the app around them still answers).
  const lessonsData = (url: URL) =>
    url.pathname.startsWith("/video-lesson") && url.pathname.endsWith(".data") && (url.searchParams.get("_routes") ?? "").includes("routes/lessons/course");
  await page.route(lessonsData, (route) => route.abort());
  await page.getByRole("navigation", { name: "Main", exact: true }).getByRole("link", { name: "Lessons" }).click();
  await expect(page.getByTestId("lessons-error")).toHaveText("The lessons could not be loaded. Check your connection and try again.");
  await page.unroute(lessonsData);
  await page.getByRole("button", { name: "Retry" }).click();
  await expect(page.getByTestId("lesson-title")).toHaveText(wordsInContext!.title);

  // A locked lesson by its address: 403, naming the lesson to pass first.
  const lockedId = await page.getByTestId("lesson-item").filter({ hasText: transitions!.title }).getAttribute("data-lesson-id");
  const response = await page.goto(`/video-lesson/${lockedId}`);
  expect(response?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "This lesson is locked" })).toBeVisible();
  await expect(page.getByTestId("lessons-error")).toHaveText(`This lesson is locked: pass the quiz of “${wordsInContext!.title}” first.`);

  // A teacher: the back office shows them Lessons only; they add a lesson with an uploaded video and publish it.
  const tp = await signedInAs("mentor", "/admin");
  await expect(tp).toHaveURL(/\/admin\/lessons$/);
  await expect(tp.getByRole("navigation", { name: "Back office sections" }).getByRole("link")).toHaveText(["Lessons"]);
  await tp.getByRole("link", { name: "New lesson" }).click();
  // The browser checks the form with the server's schema: every problem at once, each under its field.
  await tp.getByRole("button", { name: "Add a question" }).click();
  await tp.getByRole("button", { name: "Create lesson" }).click();
  await expect(tp.getByTestId("lesson-form-errors")).toHaveText("Some fields need your attention.");
  await expect(tp.getByText("Enter a title.")).toBeVisible();
  await expect(tp.getByText("Write the question.")).toBeVisible();
  await expect(tp.getByText("Fill in every option.")).toHaveCount(4);
  await expect(tp.getByText("Choose the correct option.")).toBeVisible();
  await expect(tp.getByLabel("Title", { exact: true })).toHaveAttribute("aria-invalid", "true");
  const title = `Slope from two points ${Date.now().toString(36)}`;
  await tp.getByLabel("Title", { exact: true }).fill(title);
  await expect(tp.getByText("Enter a title.")).toHaveCount(0);
  await tp.getByLabel("Unit").selectOption({ label: "Math" });
  await tp.getByLabel("College Board skill").fill("Linear functions");
  await tp.getByLabel("Question", { exact: true }).fill("A line passes through (0, 1) and (2, 5). What is its slope?");
  for (const [letter, text] of [
    ["A", "1"],
    ["B", "2"],
    ["C", "3"],
    ["D", "4"],
  ])
    await tp.getByLabel(`Option ${letter}`, { exact: true }).fill(text!);
  await tp.getByRole("group", { name: "Correct option" }).getByLabel("B").check();
  await tp.getByRole("button", { name: "Create lesson" }).click();
  await expect(tp.getByText("The lesson was created. Now add its video.")).toBeVisible();
  await tp.getByLabel(/Upload a video file/).setInputFiles(path.resolve(MEDIA_DIR, "math-percentages.mp4"));
  await tp.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(tp.getByTestId("upload-status")).toHaveText("The video was uploaded.", { timeout: 30_000 });
  await expect(tp.getByTestId("admin-preview-video")).toBeVisible();
  await expectNoSeriousA11yViolations(tp);
  await tp.getByLabel("Published (students can see it)").check();
  await tp.getByRole("button", { name: "Save" }).click();
  await expect(tp.getByText("The lesson was saved.")).toBeVisible();
  await tp.goto("/admin/outbox");
  await expect(tp).toHaveURL(/\/admin\/forbidden$/);

  // The student finds it at the end of the Math unit, locked behind the lessons before it.
  await page.goto("/video-lesson?lng=en");
  const math = page.getByRole("region", { name: "Math" }).getByTestId("lesson-item");
  await expect(math).toHaveCount(mathTitles.length + 1);
  await expect(math.last()).toContainText(title);
  await expect(math.last()).toHaveAttribute("data-state", "locked");
  await expect(math.last()).toContainText("3 minutes");
});
