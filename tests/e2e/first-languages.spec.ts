import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { signUp } from "./helpers";

/**
 * Azerbaijani and Russian as first languages, at phone width: no button, tab or top-bar text overflows
 * its box or the screen, and every page's <title> is in the reader's language.
 */

/** Buttons, links styled as buttons, tabs and menu items whose text does not fit, and sideways scrolling. */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const vw = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > vw + 1) out.push(`the page scrolls sideways (${document.documentElement.scrollWidth}px > ${vw}px)`);
    const scrolls = (el: Element | null): boolean => {
      for (let p = el?.parentElement; p; p = p.parentElement) if (/auto|scroll/.test(getComputedStyle(p).overflowX)) return true;
      return false;
    };
    const controls = document.querySelectorAll<HTMLElement>(
      "button, [role=tab], [role=menuitem], [role=menuitemcheckbox], header a, nav a, a[class*='rounded']",
    );
    for (const el of controls) {
      const r = el.getBoundingClientRect();
      if (r.width <= 1 || r.height <= 1 || getComputedStyle(el).visibility === "hidden") continue;
      const label = (el.innerText || el.getAttribute("aria-label") || "").replace(/\s+/g, " ").trim().slice(0, 50);
      if (el.scrollWidth > el.clientWidth + 1) out.push(`"${label}" overflows its box (${el.scrollWidth}px > ${el.clientWidth}px)`);
      if (!scrolls(el) && (r.right > vw + 1 || r.left < -1)) out.push(`"${label}" sticks out of the screen (${Math.round(r.left)}..${Math.round(r.right)})`);
    }
    return out;
  });
}

/** Pairs of the exam's top and bottom bar items (section name, timer, save status, tools, name, navigator, buttons) drawn over each other. */
async function topBarOverlaps(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const bars = document.querySelectorAll("header:has([role=timer]), footer:has([data-testid=examinee-name])");
    const items = [...bars]
      .flatMap((bar) => [...bar.querySelectorAll<HTMLElement>("h1, summary, [role=timer], [role=status], button, [data-testid=examinee-name]")])
      .filter((el) => el.getBoundingClientRect().width > 1 && !el.closest("[role=menu]"));
    const out: string[] = [];
    for (const [i, a] of items.entries()) {
      for (const b of items.slice(i + 1)) {
        if (a.contains(b) || b.contains(a)) continue;
        const r = a.getBoundingClientRect();
        const q = b.getBoundingClientRect();
        if (r.left < q.right - 1 && q.left < r.right - 1 && r.top < q.bottom - 1 && q.top < r.bottom - 1)
          out.push(`"${a.innerText.trim().slice(0, 30)}" overlaps "${b.innerText.trim().slice(0, 30)}"`);
      }
    }
    return out;
  });
}

async function expectFits(page: Page, where: string) {
  await expect.poll(async () => [...(await overflowing(page)), ...(await topBarOverlaps(page))], { message: where, timeout: 3000 }).toEqual([]);
}

const TITLES = {
  az: {
    "/": "SAT Lingo · Rəqəmsal SAT-a hazırlıq",
    "/auth/login": "Daxil ol · SAT Lingo",
    "/auth/signup": "Qeydiyyat · SAT Lingo",
    "/faq": "Tez-tez verilən suallar · SAT Lingo",
    "/support": "Dəstək · SAT Lingo",
    "/no/such/page": "Səhifə tapılmadı · SAT Lingo",
    "/exams": "İmtahan seçin · SAT Lingo",
    "/profile": "Şəxsi kabinet · SAT Lingo",
    "/profile/edit-profile": "Profili redaktə et · SAT Lingo",
    exam: "Sınaq testi · SAT Lingo",
    result: "İmtahan nəticəsi: E2E Math Exam · SAT Lingo",
  },
  ru: {
    "/": "SAT Lingo · Подготовка к цифровому SAT",
    "/auth/login": "Вход · SAT Lingo",
    "/auth/signup": "Регистрация · SAT Lingo",
    "/faq": "Частые вопросы · SAT Lingo",
    "/support": "Поддержка · SAT Lingo",
    "/no/such/page": "Страница не найдена · SAT Lingo",
    "/exams": "Выберите экзамен · SAT Lingo",
    "/profile": "Личный кабинет · SAT Lingo",
    "/profile/edit-profile": "Редактирование профиля · SAT Lingo",
    exam: "Пробный тест · SAT Lingo",
    result: "Результат экзамена: E2E Math Exam · SAT Lingo",
  },
} as const;

const WORDS = {
  az: {
    take: "İmtahana başla",
    start: "Başla",
    next: "Növbəti",
    back: "Geri",
    submit: "Göndər",
    submitModule: "Modulu göndər",
    checkWork: "Cavablarınızı yoxlayın",
    review: "Yoxlama səhifəsinə keç",
    more: "Digər",
    help: "Kömək",
    close: "Bağla",
    eliminator: "Variantların üstündən xətt çək",
    crossA: "A variantının üstündən xətt çək",
    undo: "Geri al",
    undoA: "A variantının üstündən çəkilmiş xətti geri al",
    viewResult: "Nəticənizə baxın",
    help1: "Bölmə və modul adları",
  },
  ru: {
    take: "Пройти экзамен",
    start: "Начать",
    next: "Далее",
    back: "Назад",
    submit: "Отправить",
    submitModule: "Отправить модуль",
    checkWork: "Проверьте свои ответы",
    review: "Перейти к странице проверки",
    more: "Ещё",
    help: "Помощь",
    close: "Закрыть",
    eliminator: "Зачёркивать варианты ответа",
    crossA: "Зачеркнуть вариант A",
    undo: "Вернуть",
    undoA: "Вернуть вариант A",
    viewResult: "Посмотреть результат",
    help1: "Названия разделов и модулей",
  },
} as const;

async function startIn(page: Page, lng: "az" | "ru", exam: string) {
  await page.goto(`/exams?lng=${lng}`);
  await page.getByRole("article", { name: exam, exact: true }).getByRole("button", { name: WORDS[lng].take }).click();
  // The ready screen before the clock starts, in the same language.
  await expect(page.getByTestId("ready-plan")).toBeVisible();
  await page.getByRole("button", { name: WORDS[lng].start, exact: true }).click();
  await expect(page.getByTestId("question-text")).toBeVisible();
}

for (const lng of ["az", "ru"] as const) {
  test(`${lng} at 390 px: titles in ${lng}, and every button and the exam's top bar fit`, async ({ page }) => {
    test.setTimeout(120_000);
    const w = WORDS[lng];
    const titles: Record<string, string> = TITLES[lng];
    await page.setViewportSize({ width: 390, height: 844 });
    for (const url of ["/", "/auth/login", "/auth/signup", "/faq", "/support", "/no/such/page"]) {
      await page.goto(`${url}?lng=${lng}`);
      await expect(page, url).toHaveTitle(titles[url]!);
      await expectFits(page, `${lng} ${url}`);
    }
    await signUp(page);
    for (const url of ["/exams", "/profile", "/profile/edit-profile"]) {
      await page.goto(`${url}?lng=${lng}`);
      await expect(page, url).toHaveTitle(titles[url]!);
      await expectFits(page, `${lng} ${url}`);
    }

    // Reading and Writing: top bar, eliminator with its Undo, Back and Next, the More menu and the help.
    await startIn(page, lng, "E2E Short Exam");
    await expect(page).toHaveTitle(titles.exam!);
    await expectFits(page, `${lng} exam top bar`);
    await page.getByRole("button", { name: w.eliminator }).click();
    await page.getByRole("button", { name: w.crossA }).click();
    await expect(page.getByRole("button", { name: w.undoA })).toHaveText(w.undo);
    await expectFits(page, `${lng} crossed-out choice`);
    await page.getByRole("button", { name: w.next, exact: true }).click();
    await expect(page.getByRole("button", { name: w.back, exact: true })).toBeVisible();
    await expectFits(page, `${lng} bottom bar with Back and Next`);
    await page.getByRole("button", { name: w.more, exact: true }).click();
    await expectFits(page, `${lng} More menu`);
    await page.getByRole("menuitem", { name: w.help }).click();
    await expect(page.getByRole("dialog")).toContainText(w.help1);
    await expectFits(page, `${lng} help`);
    await page.getByRole("dialog").getByRole("button", { name: w.close }).click();
    // The fixture module lasts 2 minutes, so the 5-minute warning toast is up: open the navigator past it.
    await page.getByRole("button", { name: /[23] \/ 3|[23] из 3/ }).dispatchEvent("click");
    await page.getByRole("button", { name: w.review }).click();
    await expectFits(page, `${lng} review page`);

    // Math: the calculator's place, the answer box, the finished screen and the result.
    await startIn(page, lng, "E2E Math Exam");
    await expectFits(page, `${lng} math top bar`);
    await page.getByRole("button", { name: w.next, exact: true }).click();
    await page.locator("input[inputmode=decimal]").fill("2");
    await expectFits(page, `${lng} answer box, Back and Next`);
    // Next on the last question opens Check Your Work; Next there asks to submit the module.
    await page.getByRole("button", { name: w.next, exact: true }).click();
    await expect(page.getByRole("heading", { name: w.checkWork })).toBeVisible();
    await expectFits(page, `${lng} Check Your Work`);
    await page.getByRole("button", { name: w.next, exact: true }).click();
    await page.getByRole("dialog").getByRole("button", { name: w.submitModule }).click();
    await expect(page.getByRole("link", { name: w.viewResult })).toBeVisible();
    await expectFits(page, `${lng} finished screen`);
    await page.getByRole("link", { name: w.viewResult }).click();
    await expect(page).toHaveTitle(titles.result!);
    await expectFits(page, `${lng} result`);
    await page.goto(`/profile?lng=${lng}&tab=history`);
    await expect(page.getByRole("link", { name: /E2E Math Exam/ }).first()).toBeVisible();
    await expectFits(page, `${lng} exam history`);
  });
}
