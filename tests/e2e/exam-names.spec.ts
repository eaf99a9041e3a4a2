import { expect, test } from "./fixtures";
import { startExam } from "./helpers";

/** What a screen reader says, in each interface language (the questions themselves stay English). */
const SPOKEN = {
  en: {
    choice: /^Choice [A-D]: x equals negative \d+ and x equals \d+ over \d+$/,
    choiceName: (letter: string) => new RegExp(`^Choice ${letter}: `),
    heading: (n: number) => `Question ${n}`,
    position: (n: number, m: number) => `Question ${n} of ${m}`,
    answeredMarked: (n: number) => `Question ${n}: answered, marked for review`,
    unansweredCurrent: (n: number) => `Question ${n}: unanswered, current`,
    unanswered: (n: number) => `Question ${n}: unanswered`,
    answeredCurrent: (n: number) => `Question ${n}: answered, current`,
    box: "Your answer",
    timerHidden: "Timer hidden",
    hide: "Hide",
    next: "Next",
    back: "Back",
  },
  az: {
    choice: /^[A-D] variantı: x bərabərdir mənfi \d+ and x bərabərdir \d+ bölü \d+$/,
    choiceName: (letter: string) => new RegExp(`^${letter} variantı: `),
    heading: (n: number) => `Sual ${n}`,
    position: (n: number, m: number) => `Sual ${n} / ${m}`,
    answeredMarked: (n: number) => `Sual ${n}: cavablandırılıb, yoxlamaq üçün işarələnib`,
    unansweredCurrent: (n: number) => `Sual ${n}: cavabsız, cari`,
    unanswered: (n: number) => `Sual ${n}: cavabsız`,
    answeredCurrent: (n: number) => `Sual ${n}: cavablandırılıb, cari`,
    box: "Sizin cavabınız",
    timerHidden: "Taymer gizlədilib",
    hide: "Gizlət",
    next: "Növbəti",
    back: "Geri",
  },
  ru: {
    choice: /^Вариант [A-D]: x равно минус \d+ and x равно \d+ делить на \d+$/,
    choiceName: (letter: string) => new RegExp(`^Вариант ${letter}: `),
    heading: (n: number) => `Вопрос ${n}`,
    position: (n: number, m: number) => `Вопрос ${n} из ${m}`,
    answeredMarked: (n: number) => `Вопрос ${n}: есть ответ, отмечен для проверки`,
    unansweredCurrent: (n: number) => `Вопрос ${n}: без ответа, текущий`,
    unanswered: (n: number) => `Вопрос ${n}: без ответа`,
    answeredCurrent: (n: number) => `Вопрос ${n}: есть ответ, текущий`,
    box: "Ваш ответ",
    timerHidden: "Таймер скрыт",
    hide: "Скрыть",
    next: "Далее",
    back: "Назад",
  },
} as const;

test("a math question's choices, the question heading and the navigator speak in en, az and ru", async ({ page, student }) => {
  test.setTimeout(240_000);
  await startExam(page, "Diagnostic Test");

  // Reading and Writing is submitted as it is; the Math module follows.
  await page.getByRole("button", { name: /^Question 1 of \d+/ }).click();
  await page.getByRole("button", { name: "Go to Review Page" }).click();
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Submit" }).click();
  await expect(page.getByTestId("section-name")).toHaveText("Section 2: Math", { timeout: 20_000 });
  const count = Number((await page.getByRole("button", { name: /^Question 1 of \d+/ }).textContent())!.match(/of (\d+)/)![1]);

  // Question 1 answered and marked; then on to the question whose choices are pairs of roots, one a fraction.
  await page.locator("fieldset label").first().click();
  await page.getByRole("button", { name: "Mark for Review" }).click();
  let n = 1;
  while (!(await page.getByRole("radio", { name: /x equals negative \d+ and x equals \d+ over \d+/ }).count())) {
    expect(n, "the question whose choices are pairs of roots, one a fraction").toBeLessThan(count);
    await page.getByRole("button", { name: "Next", exact: true }).click();
    n += 1;
    await expect(page.getByTestId("question-index")).toHaveText(String(n));
  }
  expect(n).toBeGreaterThan(2);
  const n0 = n;
  const url = page.url().replace(/\?.*$/, "");

  for (const lng of ["en", "az", "ru"] as const) {
    const s = SPOKEN[lng];
    await page.goto(`${url}?lng=${lng}`);
    await expect(page.getByTestId("question-index")).toHaveText(String(n));

    // The question's heading, and its four choices: the letter, then the math spoken.
    await expect(page.getByRole("heading", { level: 2, name: s.heading(n), exact: true })).toBeVisible();
    const radios = page.getByRole("radio");
    await expect(radios).toHaveCount(4);
    for (const [i, letter] of ["A", "B", "C", "D"].entries()) await expect(radios.nth(i)).toHaveAccessibleName(s.choiceName(letter));
    expect(
      (await radios.evaluateAll((els) => els.map((e) => e.getAttribute("aria-label") ?? ""))).filter((name) => s.choice.test(name)).length,
      `${lng}: choices like ${s.choice}`,
    ).toBeGreaterThanOrEqual(2);

    // The navigator: every state of each question at once.
    await page.getByRole("button", { name: s.position(n, count) }).click();
    const grid = page.getByTestId("question-grid");
    await expect(grid.getByRole("button").nth(0)).toHaveAccessibleName(s.answeredMarked(1));
    await expect(grid.getByRole("button").nth(1)).toHaveAccessibleName(s.unanswered(2));
    await expect(grid.getByRole("button").nth(n - 1)).toHaveAccessibleName(s.unansweredCurrent(n));
    await expect(grid.getByRole("button").nth(n - 1)).toBeFocused();
    await page.keyboard.press("Escape");

    // Next and Back say where they went.
    await page.getByRole("button", { name: s.next, exact: true }).click();
    await expect(page.getByTestId("announce-polite")).toHaveText(s.position(n + 1, count));
    await page.getByRole("button", { name: s.back, exact: true }).click();
    await expect(page.getByTestId("announce-polite")).toHaveText(s.position(n, count));
  }

  // Choosing a fraction answer: the navigator says so (Russian page still open).
  await page.getByRole("radio", { name: SPOKEN.ru.choice }).first().focus();
  await page.keyboard.press("Space");
  await page.getByRole("button", { name: SPOKEN.ru.position(n, count) }).click();
  await expect(
    page
      .getByTestId("question-grid")
      .getByRole("button")
      .nth(n - 1),
  ).toHaveAccessibleName(SPOKEN.ru.answeredCurrent(n));
  await page.keyboard.press("Escape");

  // The grid-in box (the first student-produced response question) and the hidden timer, in each language.
  while (!(await page.getByRole("textbox").count())) {
    expect(n, "a student-produced response question").toBeLessThan(count);
    await page.getByRole("button", { name: SPOKEN.ru.next, exact: true }).click();
    n += 1;
    await expect(page.getByTestId("question-index")).toHaveText(String(n));
  }
  for (const lng of ["en", "az", "ru"] as const) {
    const s = SPOKEN[lng];
    await page.goto(`${url}?lng=${lng}`);
    await expect(page.getByRole("textbox", { name: s.box, exact: true })).toBeVisible();
    // Hide is a target of at least 24 px (WCAG 2.2 target size), with room around it.
    const hide = page.getByRole("button", { name: s.hide, exact: true });
    expect((await hide.boundingBox())!.height).toBeGreaterThanOrEqual(24);
    await hide.click();
    await expect(page.getByRole("timer")).toHaveText(s.timerHidden);
    await page.getByRole("timer").locator("..").getByRole("button").click();
    await expect(page.getByRole("timer")).toHaveText(/^\d\d:\d\d$/);
  }

  // The result names each choice the same way (one function for the exam and the result).
  await page.goto(`${url}?lng=en`);
  await page.getByRole("button", { name: /^Question \d+ of \d+/ }).click();
  await page.getByRole("button", { name: "Go to Review Page" }).click();
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Submit" }).click();
  await page.getByRole("link", { name: "View your result" }).click();
  await expect(page).toHaveURL(/\/exams\/result\/\d+/);
  // Questions per tab: the Math module (the second tab) carries its own questions.
  const result = page.url().replace(/\?.*$/, "");
  // The question whose choices are pairs of roots, opened (the page carries each question's header: decision 0059).
  const roots = n0;
  await page.goto(`${result}?module=1&lng=en`);
  await page
    .getByRole("article", { name: `Question ${roots}` })
    .getByRole("button", { name: "Show question" })
    .click();
  await expect(page.getByText(SPOKEN.en.choice)).not.toHaveCount(0);
  await page.goto(`${result}?module=1&lng=az`);
  await page
    .getByRole("article", { name: `Sual ${roots}` })
    .getByRole("button", { name: "Sualı göstər" })
    .click();
  await expect(page.getByText(SPOKEN.az.choice)).not.toHaveCount(0);
});
