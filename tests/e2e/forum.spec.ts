import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { XSS_PAYLOADS } from "../fixtures/xss-payloads";
import { expect, test, watchCsp } from "./fixtures";
import { newStudent, signUp } from "./helpers";

const IMAGE = path.resolve("tests/fixtures/avatar.png");

/** Another browser (its own cookies), watched for CSP violations like the test's own. */
async function otherBrowser(browser: Browser, found: string[], baseURL: string) {
  const context = await browser.newContext();
  await watchCsp(context, found, baseURL);
  return { context, page: await context.newPage() };
}

/** No serious or critical accessibility problem (axe) in the page's main content, or in what `selector` names. */
async function expectAccessible(page: Page, selector = "main") {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** A post on the forum page, found by its title (the article is labelled by its heading). */
const card = (page: Page, title: string) => page.getByRole("article", { name: title });

test("a student posts math and an image; another likes and comments; both likes last; an admin hides a reported comment", async ({
  page,
  browser,
  baseURL,
  cspViolations,
  signedInAs,
}) => {
  const title = `Roots of a quadratic ${Date.now().toString(36)}`;
  const author = await signUp(page, newStudent("fa"));

  // The mobile tab and the header lead to the forum.
  await page.goto("/profile?lng=en");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Forum" }).click();
  await expect(page).toHaveURL(/\/forum$/);

  // Write: title, rich text with inline math typed as $…$ and bold, tags, an image.
  const prompt = page.getByRole("button", { name: "Create a Post" });
  await expect(prompt).toBeEnabled();
  await expect(prompt).toHaveText("Share a photo or write something...");
  await prompt.click();
  const dialog = page.getByRole("dialog", { name: "Create a New Post" });
  await dialog.getByRole("button", { name: "Publish" }).click();
  await expect(dialog.getByText("Add a title.")).toBeVisible();
  await expect(dialog.getByText("Write something in the post.")).toBeVisible();
  await dialog.getByLabel("Title").fill(title);
  const editor = dialog.getByRole("textbox", { name: "Text" });
  await editor.click();
  await page.keyboard.type("Why does $x^2=9$ have ");
  await dialog.getByRole("button", { name: "Bold" }).click();
  await page.keyboard.type("two");
  await dialog.getByRole("button", { name: "Bold" }).click();
  await page.keyboard.type(" roots?");
  await expect(editor.locator(".katex")).toHaveCount(1);
  await expectAccessible(page, "dialog");
  await dialog.getByLabel("Tags (comma-separated)").fill(" Algebra, SAT math, algebra ");
  await dialog.getByLabel("Image (optional)").setInputFiles(IMAGE);
  await dialog.getByRole("button", { name: "Publish" }).click();
  await expect(dialog).toBeHidden();

  const mine = card(page, title);
  await expect(mine.getByTestId("post-body").locator(".katex-mathml annotation")).toHaveText("x^2=9");
  await expect(mine.getByTestId("post-body").locator("strong")).toHaveText("two");
  await expect(mine.getByTestId("post-tag")).toHaveText(["#algebra", "#sat math"]);
  const image = mine.getByTestId("post-image");
  await expect(image).toHaveAttribute("src", /^\/uploads\/forum\/\d+-[0-9a-f]{16}\.webp$/);
  expect(await image.evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth))).toBeGreaterThan(0);
  await expect(mine.getByTestId("no-comments")).toHaveText("No comments yet.");

  // Another student, in another browser: likes and comments.
  const other = await otherBrowser(browser, cspViolations, baseURL!);
  const reader = await signUp(other.page, newStudent("fb"));
  await other.page.goto("/forum?lng=en");
  const theirs = card(other.page, title);
  await expect(theirs.getByTestId("post-author")).toHaveText(author.username);
  const comment = theirs.getByPlaceholder("Write a comment...");
  await expect(comment).toBeEnabled();
  await expect(theirs.getByRole("button", { name: "Post", exact: true })).toBeDisabled();
  await comment.fill("Because both 3 and -3 square to 9.");
  await theirs.getByRole("button", { name: "Post", exact: true }).click();
  const posted = theirs.getByTestId("comment").filter({ hasText: "Because both 3 and -3 square to 9." });
  await expect(posted.getByTestId("comment-author")).toHaveText(reader.username);
  await expect(posted.getByText("Just now")).toBeVisible();
  await expect(comment).toHaveValue("");
  await expectAccessible(other.page);

  // Both like at the same moment, from two browsers: both likes are kept.
  const likeMine = mine.getByRole("button", { name: /^Like/ });
  const likeTheirs = theirs.getByRole("button", { name: /^Like/ });
  await Promise.all([likeMine.click(), likeTheirs.click()]);
  await expect(likeTheirs).toHaveAttribute("aria-pressed", "true");
  await expect(likeMine).toHaveAttribute("aria-pressed", "true");
  for (const p of [page, other.page]) {
    await p.reload();
    await expect(card(p, title).getByRole("button", { name: /^Like/ })).toHaveAttribute("aria-pressed", "true");
    await expect(card(p, title).getByTestId("like-count")).toHaveText("2");
  }

  // The author sees the comment, and reports it.
  const seen = mine.getByTestId("comment").filter({ hasText: "Because both 3 and -3 square to 9." });
  await expect(seen.getByTestId("comment-author")).toHaveText(reader.username);
  await expect(mine.getByTestId("comment-count")).toHaveText("1 comment");
  await seen.getByRole("button", { name: "Report" }).click();
  const report = page.getByRole("dialog", { name: "Report this comment" });
  await report.getByLabel("Rude, hateful or harassing").check();
  await report.getByRole("button", { name: "Send report" }).click();
  await expect(page.getByText("Thank you. A moderator will look at it.")).toBeVisible();

  // An administrator finds it first in the queue and hides it with a reason.
  const admin = { page: await signedInAs("admin", "/admin/forum") };
  await expect(admin.page.getByRole("heading", { name: "Forum moderation" })).toBeVisible();
  const item = admin.page.getByTestId("reported-items").getByTestId("moderation-item").filter({ hasText: "Because both 3 and -3 square to 9." });
  await expect(item.getByTestId("moderation-reports")).toContainText("1 report: Rude, hateful or harassing");
  await expectAccessible(admin.page);
  await item.getByLabel(/^Reason/).fill("Please keep answers kind");
  await item.getByRole("button", { name: "Hide" }).click();
  await expect(admin.page.getByText("Hidden.")).toBeVisible();
  await expect(item).toHaveCount(0);

  // Gone for the author and for visitors; its own author still sees it, with the reason.
  await page.reload();
  await expect(card(page, title).getByTestId("comment")).toHaveCount(0);
  await expect(card(page, title).getByTestId("comment-count")).toHaveText("0 comments");
  await other.page.reload();
  await expect(card(other.page, title).getByTestId("hidden-notice")).toContainText("Please keep answers kind");
  await other.context.close();
});

/** Signs up through the REST API and answers the bearer header. */
async function apiUser(request: APIRequestContext) {
  const s = newStudent("fx");
  const res = await request.post("/api/auth/signup/", {
    data: { username: s.username, email: s.email, password: s.password, confirmPassword: s.password, first_name: s.first, last_name: s.last },
  });
  expect(res.status()).toBe(201);
  return { Authorization: `Bearer ${(await res.json()).access}` };
}

test("XSS payloads in a post's title, text and comments render as harmless text; the feed pages on and retries a failed page", async ({ page, request }) => {
  const alerts: string[] = [];
  page.on("dialog", (d) => {
    alerts.push(d.message());
    void d.dismiss();
  });
  const [writer, commenter] = [await apiUser(request), await apiUser(request)];
  const title = `<img src=x onerror=alert('title')> ${Date.now().toString(36)}`;
  // NUL bytes are refused by the request guard before any route (tested there); every other payload goes in.
  const payloads = XSS_PAYLOADS.filter((p) => !p.includes("\u0000"));
  const created = await request.post("/api/posts/posts/", { headers: writer, data: { title, text: payloads.join("\n"), tags: "xss" } });
  expect(created.status()).toBe(201);
  const { id } = await created.json();
  for (const text of payloads.slice(0, 12)) {
    expect((await request.post("/api/posts/comments/", { headers: commenter, data: { text, post: id } })).status()).toBe(201);
  }

  await page.goto(`/forum/${id}?lng=en`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  const body = page.getByTestId("post-body");
  await expect(body).toContainText("click");
  await expect(page.getByTestId("comment-text").first()).toHaveText(payloads[0]!);
  // What the browser built from the post: nothing that runs, nothing that loads.
  const found = await page.evaluate(() => {
    const written = [...document.querySelectorAll("main h1, [data-testid=post-body], [data-testid=comment-text], [data-testid=comment-author]")];
    const bad = written.flatMap((root) =>
      [root, ...root.querySelectorAll("*")].flatMap((el) => {
        const attrs = [...el.attributes]
          .filter((a) => /^on/i.test(a.name) || /javascript:|vbscript:|data:/i.test(a.value))
          .map((a) => `${el.tagName}[${a.name}]`);
        const tag = /^(SCRIPT|IFRAME|FRAME|OBJECT|EMBED|STYLE|FORM|INPUT|BUTTON|BASE|META|LINK|IMG|SVG|VIDEO|AUDIO)$/i.test(el.tagName) ? [el.tagName] : [];
        return [...attrs, ...tag];
      }),
    );
    const links = [...document.querySelectorAll<HTMLAnchorElement>("[data-testid=post-body] a[href]")]
      .map((a) => new URL(a.href).protocol)
      .filter((p) => !["http:", "https:", "mailto:"].includes(p));
    return { bad, links, images: [...document.querySelectorAll("main img")].length };
  });
  expect(found).toEqual({ bad: [], links: [], images: 0 });
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);

  // Infinite scroll: 10 posts, the next page when the end comes near; a failed page says so and Retry brings it.
  const tag = `scroll${Date.now().toString(36)}`;
  const third = await apiUser(request);
  for (let i = 0; i < 11; i++) {
    const res = await request.post("/api/posts/posts/", { headers: [writer, commenter, third][i % 3]!, data: { title: `Scroll ${i}`, text: "x", tags: tag } });
    expect(res.status()).toBe(201);
  }
  const feed = (url: URL) => url.pathname === "/forum/feed";
  await page.route(feed, (route) => route.abort());
  await page.goto(`/forum?lng=en&tag=${tag}`);
  const cards = page.getByTestId("post-card");
  await expect(cards).toHaveCount(10);
  await expect(cards.first().getByTestId("post-title")).toHaveText("Scroll 10");
  await page.getByRole("button", { name: "Load more posts" }).scrollIntoViewIfNeeded();
  await expect(page.getByTestId("feed-failed")).toContainText("Failed to load posts.");
  await page.unroute(feed);
  await page.getByRole("button", { name: "Retry" }).click();
  await expect(cards).toHaveCount(11);
  await expect(cards.last().getByTestId("post-title")).toHaveText("Scroll 0");
  await expect(page.getByText("You have seen every post.")).toBeVisible();
  expect(alerts).toEqual([]);
});
