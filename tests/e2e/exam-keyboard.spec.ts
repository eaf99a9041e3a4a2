import type { Page, TestInfo } from "@playwright/test";
import { expect, test } from "./fixtures";
import { examCard, signUp } from "./helpers";

/**
 * Where the focus is and whether a sighted keyboard user sees it: the element that shows it (a radio's
 * card, or the element itself) has a focus indicator, lies in the viewport and is not covered.
 */
async function focusState(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { onBody: true, focusVisible: false, indicator: false, inView: false, unobscured: false };
    const shown = (el.matches("input[type=radio]") ? el.closest("label") : el) as HTMLElement;
    const style = getComputedStyle(shown);
    const indicator = (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2) || style.boxShadow !== "none";
    const r = shown.getBoundingClientRect();
    const inView = r.width > 0 && r.height > 0 && r.top >= 0 && r.left >= 0 && r.bottom <= window.innerHeight + 1 && r.right <= window.innerWidth + 1;
    const x = Math.min(Math.max(r.left + r.width / 2, 0), window.innerWidth - 1);
    const y = Math.min(Math.max(r.top + Math.min(r.height / 2, 12), 0), window.innerHeight - 1);
    const top = document.elementFromPoint(x, y);
    const unobscured = !!top && (shown.contains(top) || top.contains(shown));
    return { onBody: false, focusVisible: el.matches(":focus-visible"), indicator, inView, unobscured };
  });
}

/** A keyboard walk: each step's focus (role and accessible name) is asserted and recorded. */
class Walk {
  readonly steps: string[] = [];
  constructor(
    private readonly page: Page,
    private readonly info: TestInfo,
  ) {}

  focused() {
    return this.page.locator("*:focus");
  }

  /** Asserts where focus is and that it is visible; records "step → role "name"". */
  async at(step: string, role: Parameters<Page["getByRole"]>[0], name: string | RegExp) {
    const f = this.focused();
    await expect(f, step).toHaveRole(role);
    await expect(f, step).toHaveAccessibleName(name);
    await expect
      .poll(() => focusState(this.page), { message: `${step}: focus visible` })
      .toEqual({ onBody: false, focusVisible: true, indicator: true, inView: true, unobscured: true });
    const spoken = await f.evaluate((el) => {
      const copy = el.cloneNode(true) as HTMLElement;
      for (const hidden of copy.querySelectorAll("[aria-hidden=true]")) hidden.remove();
      return el.getAttribute("aria-label") ?? copy.textContent ?? "";
    });
    this.steps.push(`${step} → ${role} "${spoken.replace(/\s+/g, " ").trim()}"`);
  }

  async press(key: string, times = 1) {
    for (let i = 0; i < times; i++) await this.page.keyboard.press(key);
  }

  /** Presses `key` until focus matches, at most `max` times; returns how many presses it took. */
  async until(key: string, match: (el: { role: string | null; tag: string; name: string; checked: boolean }) => boolean, max: number) {
    for (let n = 1; n <= max; n++) {
      await this.page.keyboard.press(key);
      const el = await this.focused().evaluate((e) => {
        const copy = e.cloneNode(true) as HTMLElement;
        for (const hidden of copy.querySelectorAll("[aria-hidden=true]")) hidden.remove();
        return {
          role: e.getAttribute("role"),
          tag: e.tagName.toLowerCase(),
          name: e.getAttribute("aria-label") ?? copy.textContent?.trim() ?? "",
          checked: (e as HTMLInputElement).checked === true,
        };
      });
      if (match(el)) return n;
    }
    throw new Error(`focus never matched after ${max} × ${key}`);
  }

  async attach() {
    await this.info.attach("focus-walk", { body: this.steps.join("\n"), contentType: "text/plain" });
    console.log(this.steps.join("\n"));
  }
}

const isRadio = (e: { tag: string }) => e.tag === "input";
const isButton = (name: string) => (e: { tag: string; name: string }) => e.tag === "button" && e.name === name;

test("a student takes a whole module with the keyboard alone, and focus is always somewhere visible", async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signUp(page);
  const walk = new Walk(page, testInfo);

  // The exam list, by keyboard: the Diagnostic Test card's Take Exam, then Start on the ready screen.
  await page.goto("/exams?lng=en");
  await examCard(page, "Diagnostic Test").getByRole("button", { name: "Take Exam" }).focus();
  await walk.at("the card's Take Exam", "button", "Take Exam");
  await walk.press("Enter");
  await walk.at("ready screen", "heading", "Diagnostic Test");
  await walk.until("Tab", isButton("Start"), 3);
  await walk.press("Enter");

  // The module loads: focus on its name.
  await expect(page.getByTestId("question-text")).toBeVisible();
  await walk.at("module loaded", "heading", "Section 1: Reading and Writing");
  const count = Number((await page.getByRole("button", { name: /^Question 1 of \d+/ }).textContent())!.match(/of (\d+)/)![1]);
  expect(count).toBeGreaterThan(5);

  // Directions: Enter opens, Escape closes and gives focus back.
  await walk.press("Tab");
  await walk.at("Tab", "button", "Directions");
  await walk.press("Enter");
  await expect(page.getByTestId("directions")).toBeVisible();
  await walk.press("Escape");
  await expect(page.getByTestId("directions")).toBeHidden();
  await walk.at("Escape closes Directions", "button", "Directions");

  // More: a menu with the arrow keys, Home/End, Escape back to More.
  await walk.until("Tab", isButton("More"), 6);
  await walk.at("Tab to More", "button", "More");
  await walk.press("Enter");
  await walk.at("Enter opens More", "menuitem", "Keyboard shortcuts");
  await walk.press("ArrowDown");
  await walk.at("↓", "menuitem", "Help");
  await walk.press("End");
  await walk.at("End", "menuitemradio", "150%");
  await walk.press("Home");
  await walk.at("Home", "menuitem", "Keyboard shortcuts");
  await walk.press("ArrowUp");
  await walk.at("↑ wraps", "menuitemradio", "150%");
  await walk.press("Escape");
  await expect(page.getByRole("menu")).toHaveCount(0);
  await walk.at("Escape closes More", "button", "More");
  // A dialog opened from the menu gives focus back to More when it closes.
  await walk.press("Enter");
  await walk.press("ArrowDown");
  await walk.press("Enter");
  await expect(page.getByRole("dialog", { name: "Help" })).toBeVisible();
  await walk.press("Escape");
  await walk.at("Help closed", "button", "More");

  // Question 1: into the choices, choose with Space, mark it for review, then Next.
  const tabs = await walk.until("Tab", isRadio, 6);
  expect(tabs, "Tabs from More to the first choice").toBeLessThanOrEqual(4);
  await walk.at("Tab to the choices", "radio", /^Choice A: .+/);
  await walk.press("Space");
  await expect(walk.focused()).toBeChecked();
  await walk.at("Space chooses A", "radio", /^Choice A: .+/);
  await walk.press("Shift+Tab", 2);
  await walk.at("Shift+Tab", "button", "Mark for Review");
  await walk.press("Space");
  await expect(walk.focused()).toHaveAttribute("aria-pressed", "true");
  await walk.until("Tab", isButton("Next"), 6);
  await walk.at("Tab to Next", "button", "Next");

  // Every other question: Next keeps the focus and its position is announced; back into the choices.
  for (let n = 2; n <= count; n++) {
    await walk.press("Enter");
    await expect(page.getByTestId("question-index")).toHaveText(String(n));
    await expect(page.getByTestId("announce-polite")).toHaveText(new RegExp(`^Question ${n} of ${count}`));
    await walk.at(`Next to question ${n}`, "button", "Next");
    // Shift+Tab enters the choices at the last one (none is chosen yet); ↑ chooses the one above.
    expect(await walk.until("Shift+Tab", isRadio, 4)).toBeLessThanOrEqual(3);
    await walk.press("ArrowUp");
    await expect(walk.focused()).toBeChecked();
    await walk.at(`question ${n}: ↑ chooses`, "radio", /^Choice C: .+/);
    if (n < count) await walk.until("Tab", isButton("Next"), 4);
  }

  // The last question: the navigator opens on its own button, which names every state.
  await walk.until("Tab", isButton(`Question ${count} of ${count}`), 3);
  await walk.press("Enter");
  await walk.at("navigator opens on the current question", "button", `Question ${count}: answered, current`);
  await walk.press("Escape");
  await walk.at("Escape closes the navigator", "button", `Question ${count} of ${count}`);
  await walk.press("Enter");
  await walk.press("Shift+Tab", count - 1);
  await walk.at("navigator: question 1", "button", "Question 1: answered, marked for review");
  // A question picked in the navigator: focus on its heading.
  await walk.press("Enter");
  await expect(page.getByTestId("question-index")).toHaveText("1");
  await walk.at("question picked in the navigator", "heading", "Question 1");

  // Next on question 1 goes to 2; Back from 2 hides Back: focus moves to Next.
  await walk.until("Tab", isButton("Next"), 12);
  await walk.press("Enter");
  await walk.press("Shift+Tab");
  await walk.at("Shift+Tab to Back", "button", "Back");
  await walk.press("Enter");
  await expect(page.getByTestId("question-index")).toHaveText("1");
  await walk.at("Back to question 1 (Back is gone)", "button", "Next");

  // Go to Review Page: focus on "Check Your Work"; a question picked there: its heading.
  await walk.press("Shift+Tab");
  await walk.at("Shift+Tab to the navigator", "button", `Question 1 of ${count}`);
  await walk.press("Enter");
  await walk.until("Tab", isButton("Go to Review Page"), count + 2);
  await walk.press("Enter");
  await walk.at("Go to Review Page", "heading", "Check Your Work");
  await walk.press("Tab", 2);
  await walk.at("review: question 2", "button", "Question 2: answered");
  await walk.press("Enter");
  await walk.at("question picked on the review page", "heading", "Question 2");
  await expect(page.getByTestId("question-index")).toHaveText("2");

  // Back to the review page, then Next: the confirmation opens on Keep working (Enter cannot submit).
  await walk.until("Tab", isButton(`Question 2 of ${count}`), 12);
  await walk.press("Enter");
  await walk.until("Tab", isButton("Go to Review Page"), count + 2);
  await walk.press("Enter");
  await walk.at("review page again", "heading", "Check Your Work");
  const toNext = await walk.until("Tab", isButton("Next"), count + 4);
  expect(toNext, "Tabs from Check Your Work to Next").toBe(count + 2);
  await walk.press("Enter");
  await walk.at("confirmation opens", "button", "Keep working");
  await walk.press("Enter");
  await expect(page.getByRole("dialog", { name: "Submit this module?" })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Check Your Work" })).toBeVisible();
  await walk.at("Keep working: still on the review page", "button", "Next");
  await walk.press("Enter");
  await walk.press("Tab");
  await walk.at("Tab to Submit module", "button", "Submit module");
  await walk.press("Enter");

  // The next module loads: focus on its name.
  await expect(page.getByTestId("section-name")).toHaveText("Section 2: Math", { timeout: 20_000 });
  await walk.at("next module loaded", "heading", "Section 2: Math");

  // Math tools: Calculator and Reference; Escape closes each and focus returns to its button.
  await walk.until("Tab", isButton("Calculator"), 6);
  await walk.press("Enter");
  await expect(page.getByTestId("calculator")).toBeVisible();
  await walk.at("Calculator opens", "heading", "Calculator");
  await walk.press("Escape");
  await expect(page.getByTestId("calculator")).toHaveCount(0);
  await walk.at("Escape closes the calculator", "button", "Calculator");
  await walk.press("Tab");
  await walk.at("Tab", "button", "Reference");
  await walk.press("Enter");
  await expect(page.getByTestId("reference-sheet")).toBeVisible();
  await walk.press("Escape");
  await expect(page.getByTestId("reference-sheet")).toHaveCount(0);
  await walk.at("Escape closes the reference sheet", "button", "Reference");

  // Hide the timer: it reads as text.
  await walk.until("Shift+Tab", isButton("Hide"), 4);
  await walk.press("Enter");
  await expect(page.getByTestId("section-timer")).toHaveText("Timer hidden");
  await walk.at("timer hidden", "button", "Show");

  await walk.attach();
});
