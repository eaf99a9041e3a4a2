import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb } from "#db/client";
import { verifyAccessToken } from "~/features/auth/tokens.server";
import { APP } from "../setup/in-process-app";
import { EVIL, revokedAt, send, signInOnTheWeb, startWholeApp, studentInExam } from "../setup/security-helpers";

// Signing out of the web session, against the whole app in process (tests/setup/security-helpers.ts).

beforeAll(startWholeApp);
afterAll(closeDb);

describe("signing out", () => {
  it("a cross-site GET /auth/logout/ only asks 'Sign out?': the session stays alive and no cookie is cleared", async () => {
    const { apiToken } = await studentInExam();
    const web = await signInOnTheWeb(apiToken);
    const res = await send("/auth/logout/?return_url=%2Fprofile&lng=en", { cookie: web.cookie, site: "cross-site" });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().filter((c) => c.startsWith("sat_"))).toEqual([]);
    const html = await res.text();
    expect(html).toContain("Sign out?");
    expect(html).toMatch(/<form[^>]*action="\/auth\/logout" method="post"/);
    expect(await revokedAt(web.webSession)).toBeNull();
    expect((await verifyAccessToken(web.webAccess)).sessionId).toBe(web.webSession);
  });

  it("a cross-site POST /auth/logout signs nobody out", async () => {
    const { apiToken } = await studentInExam();
    const web = await signInOnTheWeb(apiToken);
    // Sec-Fetch-Site alone: our middleware answers 403. A foreign Origin: React Router's own check
    // refuses a page action before any middleware runs (400).
    expect((await send("/auth/logout", { cookie: web.cookie, site: "cross-site", form: { return_url: "/profile" } })).status).toBe(403);
    expect((await send("/auth/logout", { cookie: web.cookie, origin: EVIL, site: "cross-site", form: { return_url: "/profile" } })).status).toBe(400);
    expect(await revokedAt(web.webSession)).toBeNull();
  });

  it("POST /auth/logout from the app ends the session, clears both cookies and goes to sign-in with return_url", async () => {
    const { apiToken } = await studentInExam();
    const web = await signInOnTheWeb(apiToken);
    const res = await send("/auth/logout", { cookie: web.cookie, origin: APP, site: "same-origin", form: { return_url: "/profile/edit-profile?tab=1" } });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/auth/login?return_url=%2Fprofile%2Fedit-profile%3Ftab%3D1");
    const cleared = res.headers.getSetCookie().filter((c) => /^sat_(access|refresh)=;/.test(c) && /Max-Age=0/i.test(c));
    expect(cleared).toHaveLength(2);
    expect(await revokedAt(web.webSession)).not.toBeNull();
    await expect(verifyAccessToken(web.webAccess)).rejects.toThrow();
  });

  it("a browser whose session failed verification still goes through GET /auth/logout/ to sign-in, its cookies cleared", async () => {
    const { apiToken } = await studentInExam();
    const web = await signInOnTheWeb(apiToken);
    const { revokeSession } = await import("~/features/auth/tokens.server");
    await revokeSession(web.webSession, "test");
    const exam = await send("/exams", { cookie: web.cookie });
    expect(exam.status).toBe(302);
    expect(exam.headers.get("Location")).toBe("/auth/logout/?return_url=%2Fexams");

    for (const cookie of [web.cookie, "sat_access=tampered; sat_refresh=tampered"]) {
      const res = await send("/auth/logout/?return_url=%2Fexams", { cookie });
      expect(res.status).toBe(302);
      expect(res.headers.get("Location")).toBe("/auth/login?return_url=%2Fexams");
      expect(res.headers.getSetCookie().some((c) => c.startsWith("sat_refresh=;") && /Max-Age=0/i.test(c))).toBe(true);
    }
  });
});
