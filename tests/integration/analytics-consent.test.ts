// Google Analytics configured (set before anything reads the environment).
process.env.ANALYTICS_MEASUREMENT_ID = "G-TEST12345";

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb } from "#db/client";
import { contentSecurityPolicy } from "~/lib/security-headers.server";
import { newUserToken, seedOnce } from "../setup/exam-helpers";
import { inProcessApp, webCookies } from "../setup/in-process-app";

/**
 * Issue 27, analytics as docs/decisions/0031 has it: with a measurement id, nothing of Google's is on
 * a page until the visitor accepts in the cookie banner; then the tag carries the request's nonce and
 * Google's address, the CSP allows Google's hosts, and untracked pages never load it. No script is
 * fetched: the tests read the server's HTML and headers.
 */
let send: Awaited<ReturnType<typeof inProcessApp>>;
beforeAll(async () => {
  await seedOnce();
  send = await inProcessApp();
}, 600_000);
afterAll(closeDb);

const SRC = "https://www.googletagmanager.com/gtag/js?id=G-TEST12345";
const directives = (res: Response) =>
  Object.fromEntries(
    (res.headers.get("Content-Security-Policy") ?? "")
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  ) as Record<string, string[]>;
/** The banner's own markup (the page also carries its translations as JSON). */
const bannerOf = (html: string) => {
  const start = html.indexOf('<section aria-labelledby="cookie-banner-title"');
  expect(start, "the cookie banner").toBeGreaterThanOrEqual(0);
  return html.slice(start, html.indexOf("</section>", start));
};
const tagsOf = (html: string) => [...html.matchAll(/<script\b[^>]*googletagmanager[^>]*>/g)].map((m) => m[0]);

describe("analytics with a measurement id", () => {
  it("no consent yet: the banner (az, en, ru) and no tag; declined: neither", async () => {
    for (const [lng, title, accept, decline] of [
      ["en", "Cookies for analytics", "Accept", "Decline"],
      ["az", "Analitika üçün kukilər", "Qəbul edirəm", "İmtina edirəm"],
      ["ru", "Cookie для аналитики", "Принять", "Отклонить"],
    ] as const) {
      const res = await send(`/?lng=${lng}`);
      expect(res.status).toBe(200);
      const html = await res.text();
      const banner = bannerOf(html);
      expect(banner).toContain('aria-labelledby="cookie-banner-title"');
      expect(banner).toContain('href="/privacy#cookies"');
      for (const text of [title, accept, decline]) expect(banner).toContain(text);
      expect(tagsOf(html)).toEqual([]);
      expect(html).not.toContain("googletagmanager.com/gtag");
    }
    const declined = await (await send("/?lng=en", { cookie: "analytics_consent=denied" })).text();
    expect(declined).not.toContain('data-testid="cookie-banner"');
    expect(declined).not.toContain("googletagmanager.com/gtag");
    // "Cookie settings" stays in the footer to change the choice.
    expect(declined).toMatch(/<button[^>]*data-testid="cookie-settings"[^>]*>Cookie settings<\/button>/);
  });

  it("with consent: the tag with the request's nonce and Google's address, and no banner", async () => {
    const res = await send("/?lng=en", { cookie: "analytics_consent=granted" });
    const html = await res.text();
    const nonce = directives(res)
      ["script-src"]!.find((v) => v.startsWith("'nonce-"))!
      .slice(7, -1);
    const tags = tagsOf(html);
    expect(tags).toHaveLength(1);
    expect(tags[0]).toContain(`src="${SRC.replace(/&/g, "&amp;")}"`);
    expect(tags[0]).toContain(`nonce="${nonce}"`);
    expect(tags[0]).toMatch(/\basync\b/);
    expect(html).not.toContain('data-testid="cookie-banner"');
  });

  it("the CSP opens Google's hosts (script, connect, img) and nothing wider", async () => {
    const csp = directives(await send("/?lng=en"));
    expect(csp["script-src"]).toContain("https://www.googletagmanager.com");
    expect(csp["connect-src"]).toEqual(expect.arrayContaining(["https://*.google-analytics.com", "https://*.analytics.google.com"]));
    expect(csp["img-src"]).toContain("https://*.google-analytics.com");
    expect(csp["script-src"]).not.toContain("'unsafe-inline'");
    expect(csp["script-src"]).not.toContain("https:");
    expect(contentSecurityPolicy({ nonce: "n", analytics: false })).not.toMatch(/google/);
  });

  it("untracked pages (exam content) never load the tag nor show the banner, even with consent", async () => {
    const { access } = await newUserToken();
    const cookie = `${await webCookies(access)}; analytics_consent=granted`;
    const practice = await send("/practice?lng=en", { cookie });
    expect(practice.status).toBe(200);
    const html = await practice.text();
    expect(html).not.toContain("googletagmanager.com/gtag");
    // The same visitor on a tracked page gets it.
    expect(await (await send("/forum?lng=en", { cookie })).text()).toContain("googletagmanager.com/gtag");
    const withoutConsent = await (await send("/practice?lng=en", { cookie: await webCookies(access) })).text();
    expect(withoutConsent).not.toContain('data-testid="cookie-banner"');
  });
});
