import { execFile } from "node:child_process";
import { promisify } from "node:util";
import type { APIRequestContext } from "@playwright/test";
import { startStripeStandIn, type StripeStandIn } from "../setup/stripe-stand-in";
import { E2E_STRIPE } from "../setup/stripe-stand-in-e2e";
import { expect, test } from "./fixtures";
import { newStudent, openResultQuestions, signIn } from "./helpers";

type Question = { id: number; question_type: "SC" | "OE"; question_text: string; choices: { id: number; choice_text: string }[] };

let stripe: StripeStandIn;

test.beforeAll(async ({ baseURL }) => {
  // The e2e app server's STRIPE_API_BASE points here (playwright.config.ts). Checkout's events are held
  // back until the test lets them go, to see the app before the webhook arrives.
  stripe = await startStripeStandIn({
    port: E2E_STRIPE.port,
    secretKey: E2E_STRIPE.secretKey,
    webhookSecret: E2E_STRIPE.webhookSecret,
    webhook: { url: `${baseURL}/api/stripe/webhook/` },
    holdCheckoutEvents: true,
  });
  // The operator's `npm run stripe:setup`, for real, against the stand-in (in this process: not blocked meanwhile).
  const { stdout } = await promisify(execFile)(process.execPath, ["--import", "tsx", "app/features/billing/stripe-setup-cli.ts"], {
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", STRIPE_SECRET_KEY: E2E_STRIPE.secretKey, STRIPE_API_BASE: stripe.url },
  });
  expect(stdout).toContain("created  price sat_premium_yearly");
});
test.afterAll(async () => stripe?.close());

/** A student made through the API who has finished the short fixture exam with one wrong answer. */
async function studentWithResult(request: APIRequestContext) {
  const s = newStudent("pay");
  expect(
    (
      await request.post("/api/auth/signup/", {
        data: { username: s.username, email: s.email, password: s.password, confirmPassword: s.password, first_name: s.first, last_name: s.last },
      })
    ).status(),
  ).toBe(201);
  const { access } = await (await request.post("/api/auth/login/", { data: { username: s.username, password: s.password } })).json();
  const headers = { Authorization: `Bearer ${access}` };
  const exams = (await (await request.get("/api/exams/", { headers })).json()) as { id: number; name: string }[];
  const created = await request.post("/api/exams/session/", { headers, data: { exam: exams.find((e) => e.name === "E2E Short Exam")!.id } });
  const { id } = (await created.json()) as { id: number };
  let next = ((await (await request.get(`/api/exams/session/${id}/`, { headers })).json()) as { next_section: number }).next_section;
  for (let module = 0; module < 10; module++) {
    const section = (await (await request.get(`/api/exams/section/${next}/take/?sessionId=${id}`, { headers })).json()) as {
      id: number;
      sat_question_group: { questions: Question[] };
    };
    // Any answer will do: the test is about who may see the key, not the score.
    const answers = Object.fromEntries(section.sat_question_group.questions.map((q) => [q.id, q.question_type === "OE" ? "1" : q.choices[1]!.id]));
    const state = (await (await request.post(`/api/exams/section/${section.id}/submit-section/`, { headers, data: { session: id, answers } })).json()) as {
      state: string;
      next_section: number;
    };
    if (state.state === "finished") return { ...s, resultId: id, headers };
    next = state.next_section;
  }
  throw new Error("the exam did not finish");
}

test("a visitor subscribes through Stripe Checkout; after the webhook the result page shows the answer key and billing shows the plan", async ({
  page,
  request,
}) => {
  const student = await studentWithResult(request);

  // A visitor's Subscribe leads to sign in, and back to the pricing cards.
  await page.goto("/?lng=en");
  const yearly = page.getByTestId("plan-yearly");
  await expect(yearly).toContainText("$240");
  await expect(yearly).toContainText("$1,068");
  await expect(yearly).toContainText("You save 78%");
  await yearly.getByRole("link", { name: "Subscribe" }).click();
  await expect(page).toHaveURL(/\/auth\/login\?return_url=%2Fpricing$/);
  await signIn(page, student.username, student.password);
  await expect(page).toHaveURL(/\/pricing$/);

  // Free: the result has no answer key.
  await page.goto(`/exams/result/${student.resultId}?lng=en`);
  await expect(page.getByTestId("answers-hidden")).toBeVisible();
  expect(await page.getByTestId("correct-choice").count()).toBe(0);

  // Subscribe → Stripe's (stand-in) Checkout page → pay → back on /success.
  await page.goto("/pricing?lng=en");
  await page.getByTestId("plan-yearly").getByRole("button", { name: "Subscribe" }).click();
  await expect(page).toHaveURL(new RegExp(`^${stripe.url}/checkout/cs_test_`));
  await expect(page.getByTestId("checkout-item")).toContainText("240.00 USD every year");
  await page.getByRole("button", { name: "Pay and subscribe" }).click();
  await expect(page).toHaveURL(/\/success\?session_id=cs_test_/);
  // Paid at Stripe, but the webhook has not come: the page says so (not yet "Payment Successful") and nothing is granted yet.
  await expect(page.getByRole("heading", { name: "Confirming your payment" })).toBeVisible();
  await expect(page).toHaveTitle("Confirming your payment · SAT Lingo");
  await expect(page.getByTestId("checkout-result")).toHaveAttribute("data-kind", "confirming");
  await expect(page.getByText("We are confirming your payment.")).toBeVisible();
  const result = async () => (await (await request.get(`/api/exams/session/${student.resultId}/result/`, { headers: student.headers })).json()).answers_shown;
  expect(await result()).toBe(false);

  // Stripe sends the three events (in its own order); the page updates by itself.
  expect(await stripe.releaseHeld()).toEqual([200, 200, 200]);
  await expect(page.getByTestId("success-plan")).toHaveText("Plan: SAT Premium, yearly");
  await expect(page.getByRole("heading", { name: "Payment Successful" })).toBeVisible();
  await expect(page).toHaveTitle("Payment Successful · SAT Lingo");
  await expect(page.getByTestId("success-next-billing")).toContainText(String(new Date().getUTCFullYear() + 1));
  expect(await result()).toBe(true);

  // Premium: the same result now shows the key and the explanations.
  await page.goto(`/exams/result/${student.resultId}?lng=en`);
  await openResultQuestions(page.getByRole("tabpanel").getByRole("article").first());
  await expect(page.getByTestId("correct-choice").first()).toBeVisible();
  await expect(page.getByTestId("explanation").first()).toBeVisible();
  await expect(page.getByTestId("answers-hidden")).toHaveCount(0);

  // The billing page, from the profile menu: plan, status, next billing date.
  await page.getByRole("button", { name: "Profile menu" }).click();
  await page.getByRole("menuitem", { name: "Billing" }).click();
  await expect(page).toHaveURL(/\/profile\/billing$/);
  await expect(page.getByTestId("billing-plan")).toHaveText("SAT Premium, yearly · $240 per year");
  await expect(page.getByTestId("billing-status")).toHaveText("Active");
  await expect(page.getByTestId("premium-badge")).toHaveText("Premium");

  // Manage billing → the portal → cancel → back: Premium stays until the period ends.
  await page.getByRole("button", { name: "Manage billing" }).click();
  await expect(page).toHaveURL(new RegExp(`^${stripe.url}/portal/bps_`));
  await page.getByRole("button", { name: "Cancel subscription" }).click();
  await expect(page.getByTestId("portal-subscription")).toContainText("cancels at period end");
  await page.getByRole("link", { name: "Return to SAT Lingo" }).click();
  await expect(page).toHaveURL(/\/profile\/billing$/);
  await expect(page.getByTestId("billing-status")).toContainText("Canceled: ends on");
  await expect(page.getByTestId("cancel-notice")).toBeVisible();
  await expect(page.getByTestId("premium-badge")).toHaveText("Premium");
});
