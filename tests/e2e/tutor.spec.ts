import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Page } from "@playwright/test";
import { DEFAULT_REPLY } from "../setup/openai-stand-in";
import { OPENAI_STAND_IN_URL } from "../setup/openai-stand-in-e2e";
import { expect, test } from "./fixtures";
import { signIn, signUp } from "./helpers";

type Recorded = { body: { messages: { role: string; content: string }[] }; aborted: boolean };

async function apiToken(request: APIRequestContext, username: string, password: string) {
  const res = await request.post("/api/auth/login/", { data: { username, password } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { access: string }).access;
}

/** Takes and submits every module of an exam through the REST API, choosing the first choice of each question. */
async function finishExam(request: APIRequestContext, token: string, examName: string) {
  const headers = { Authorization: `Bearer ${token}` };
  const exams = (await (await request.get("/api/exams/", { headers })).json()) as { id: number; name: string }[];
  const created = await request.post("/api/exams/session/", { headers, data: { exam: exams.find((e) => e.name === examName)!.id } });
  const { id } = (await created.json()) as { id: number };
  let next = ((await (await request.get(`/api/exams/session/${id}/`, { headers })).json()) as { next_section: number }).next_section;
  for (let guard = 0; guard < 10; guard++) {
    const section = (await (await request.get(`/api/exams/section/${next}/take/?sessionId=${id}`, { headers })).json()) as {
      id: number;
      sat_question_group: { questions: { id: number; choices: { id: number }[] }[] };
    };
    const answers = Object.fromEntries(section.sat_question_group.questions.map((q) => [q.id, q.choices[0]?.id ?? "1"]));
    const state = (await (await request.post(`/api/exams/section/${section.id}/submit-section/`, { headers, data: { session: id, answers } })).json()) as {
      state: string;
      next_section: number;
    };
    if (state.state === "finished") return id;
    next = state.next_section;
  }
  throw new Error("the exam did not finish");
}

async function askLingo(page: Page, n: number) {
  const button = page.getByRole("tabpanel").getByRole("button", { name: `Ask Lingo about question ${n}`, exact: true });
  const panel = page.getByRole("dialog", { name: "Chat with Lingo" });
  // A press before the page is hydrated does nothing: press until the panel opens.
  await expect(async () => {
    await button.click();
    await expect(panel).toBeVisible({ timeout: 1000 });
  }).toPass();
  return panel;
}

test("a premium student asks Lingo about a result question: the reply streams in with typeset math, can be stopped, and is kept on /study", async ({
  page,
  request,
}) => {
  await request.post(`${OPENAI_STAND_IN_URL}/__stand-in/reset`);
  const token = await apiToken(request, "premium", "premium-pass-1");
  const id = await finishExam(request, token, "Diagnostic Test");
  await page.goto("/auth/login?lng=en");
  await signIn(page, "premium", "premium-pass-1");
  await expect(page).toHaveURL(/\/profile$/);

  await page.goto(`/exams/result/${id}?lng=en`);
  const panel = await askLingo(page, 1);
  await expect(panel.getByText("Question 1", { exact: true })).toBeVisible();
  await expect(panel.getByTestId("tutor-message-assistant").first()).toContainText("Hi! I'm Lingo. Let's work on question 1 together.");
  const input = panel.getByPlaceholder("Type your message...");
  await expect(input).toBeFocused();
  await expect(panel.getByRole("button", { name: "Send" })).toBeDisabled();
  // The first reply streams in pieces 150 ms apart (about two seconds), long enough to watch it arrive.
  await request.post(`${OPENAI_STAND_IN_URL}/__stand-in/next`, { data: { reply: { kind: "text", text: DEFAULT_REPLY, chunkSize: 12, chunkDelayMs: 150 } } });
  await input.fill("How should I start?");
  await panel.getByRole("button", { name: "Send" }).click();

  // While the reply streams in: the composer disabled, "Lingo is typing…" and Stop; then the whole reply, math typeset.
  await expect(input).toBeDisabled();
  await expect(panel.getByTestId("tutor-typing")).toBeVisible();
  await expect(panel.getByRole("button", { name: "Stop" })).toBeVisible();
  const reply = panel.getByTestId("tutor-message-assistant").nth(1);
  await expect(reply).toContainText("Good question! Let's take it one step at a time.");
  await expect(panel.getByTestId("tutor-typing")).toBeHidden();
  await expect(reply).toContainText("What do you get when you divide both sides by");
  await expect(reply.locator(".katex")).toHaveCount(3);
  await expect(reply.locator(".katex-display")).toHaveCount(1);
  expect(await reply.innerText()).not.toContain("$");
  await expect(panel.getByTestId("tutor-remaining")).toHaveText("49 messages left today");
  // The open panel, its messages and math pass the accessibility checks.
  const axe = await new AxeBuilder({ page }).include('[data-testid="tutor-sheet"]').analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(" ")}`)).toEqual([]);

  // The model got this very question from the server: its passage, its lettered choices, the student's answer.
  const sent = (await (await request.get(`${OPENAI_STAND_IN_URL}/__stand-in/requests`)).json()) as Recorded[];
  const system = sent.at(-1)!.body.messages[0]!.content;
  expect(system).toContain("Oh! But he was a tight-fisted hand at the grindstone, Scrooge");
  expect(system).toContain("A) carefree\nB) talkative");
  expect(system).toContain("The student's answer: A) carefree — incorrect.");
  expect(sent.at(-1)!.body.messages.at(-1)).toEqual({ role: "user", content: "How should I start?" });

  // Stop: a long reply is cut where it is, and kept as stopped.
  await request.post(`${OPENAI_STAND_IN_URL}/__stand-in/next`, {
    data: { reply: { kind: "text", text: "Look at the clue words around the blank first. ".repeat(30), chunkSize: 6, chunkDelayMs: 120 } },
  });
  await input.fill("And then?");
  await input.press("Enter");
  const long = panel.getByTestId("tutor-message-assistant").nth(2);
  await expect(long).toContainText("Look at");
  await panel.getByRole("button", { name: "Stop" }).click();
  await expect(long).toContainText("Stopped");
  await expect(input).toBeEnabled();

  // Closed and reopened after a reload: the conversation is where it was left.
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await page.reload();
  const again = await askLingo(page, 1);
  await expect(again.getByTestId("tutor-message-user")).toHaveText(["You: How should I start?", "You: And then?"]);
  await expect(again.getByTestId("tutor-message-assistant").nth(1)).toContainText("Good question!");

  // /study: the conversation is in the list; a new free topic gets its own conversation.
  await page.goto("/study?lng=en");
  await expect(page.getByRole("heading", { name: "Study with Lingo" })).toBeVisible();
  await page.getByRole("link", { name: "Diagnostic Test · Reading and Writing, module 1 · Question 1" }).click();
  await expect(page.getByTestId("tutor-message-user").first()).toHaveText("You: How should I start?");
  await page.getByTestId("tutor-new-conversation").click();
  await expect(page.getByTestId("tutor-message-user")).toHaveCount(0);
  await page.getByPlaceholder("Type your message...").fill("What is a good strategy for transitions?");
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page).toHaveURL(/\/study\?c=\d+$/);
  await expect(page.getByRole("link", { name: "What is a good strategy for transitions?" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByTestId("tutor-message-assistant").nth(1)).toContainText("Good question!");
});

test("without premium, Lingo offers the upgrade: one note on a free student's result, a visitor on /study", async ({ page, request }) => {
  await page.goto("/study?lng=en");
  await expect(page.getByText("This feature is only available for premium users and administrators.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Upgrade to Premium" })).toHaveAttribute("href", "/auth/login?return_url=%2Fpricing");
  await expect(page.getByRole("main").getByRole("link", { name: "Sign in", exact: true })).toHaveAttribute(
    "href",
    "/auth/login?return_url=%2Fstudy%3Flng%3Den",
  );

  const student = await signUp(page);
  const token = await apiToken(request, student.username, student.password);
  const id = await finishExam(request, token, "E2E Short Exam");
  await page.goto(`/exams/result/${id}?lng=en`);
  // No "Ask Lingo" that could only refuse, on any question: one note above them, leading to the plans.
  await expect(page.getByTestId("question-status").first()).toBeVisible();
  await expect(page.getByTestId("ask-lingo")).toHaveCount(0);
  const note = page.getByTestId("lingo-upgrade-note");
  await expect(note).toHaveCount(1);
  await expect(note).toContainText("It comes with Premium.");
  await expect(note.getByRole("link", { name: "See the plans" })).toHaveAttribute("href", "/pricing");
});
