import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb, getDb } from "#db/client";
import { emailTokens, users } from "#db/schema";
import { verifyAccessToken } from "~/features/auth/tokens.server";
import { mailSettled } from "~/lib/mail.server";
import * as loginRoute from "~/routes/api/auth/login";
import * as resetConfirmRoute from "~/routes/api/auth/password-reset-confirm";
import * as resetRoute from "~/routes/api/auth/password-reset";
import * as selfRoute from "~/routes/api/auth/self";
import * as signupRoute from "~/routes/api/auth/signup";
import * as refreshRoute from "~/routes/api/auth/token-refresh";
import * as forgotPage from "~/routes/auth/forgot-password";
import * as resetPage from "~/routes/auth/reset-password";
import { linkIn, startSmtpServer } from "../setup/mail";
import { callPage } from "../setup/page";
import { callRoute, uniqueName } from "../setup/request";

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

beforeAll(async () => {
  // Mail goes to a real SMTP server in this process; nothing has read the environment yet.
  smtp = await startSmtpServer();
  process.env.SMTP_URL = smtp.url;
});

afterAll(async () => {
  await mailSettled();
  await closeDb();
  await smtp.close();
});

async function newAccount() {
  const username = uniqueName("rst");
  const email = `${username}@gmail.com`;
  const password = "first-pass-4821";
  const res = await callRoute(signupRoute, {
    json: { username, email, password, confirmPassword: password, first_name: "Aysel", last_name: "Məmmədova" },
    ip: uniqueName("ip"),
  });
  expect(res.status).toBe(201);
  return { username, email, password, tokens: (await res.json()) as { access: string; refresh: string } };
}

const askReset = (email: string, ip = uniqueName("ip"), headers?: Record<string, string>) => callRoute(resetRoute, { json: { email }, ip, headers });

async function resetLinkFor(email: string) {
  const after = smtp.inbox.length;
  expect((await askReset(email)).status).toBe(200);
  const mail = await smtp.waitFor(email, { after });
  return { mail, link: linkIn(mail, "/auth/reset-password") };
}

describe("password reset by e-mail (SMTP)", () => {
  it("sends a link that sets a new password once, then signs out every session", async () => {
    const account = await newAccount();
    const other = await (await callRoute(loginRoute, { json: { username: account.username, password: account.password } })).json();

    const { mail, link } = await resetLinkFor(account.email);
    expect(mail.subject).toBe("Reset your SAT Lingo password");
    expect(mail.text).toContain(account.username);
    expect(link.origin).toBe("http://localhost");
    expect(link.pathname).toBe("/auth/reset-password");
    const token = link.searchParams.get("token")!;
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(mail.html).toContain(`href="${link.toString()}"`);

    // The database keeps only the token's hash.
    const db = await getDb();
    const stored = await db
      .select({ tokenHash: emailTokens.tokenHash })
      .from(emailTokens)
      .innerJoin(users, eq(users.id, emailTokens.userId))
      .where(eq(users.username, account.username));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).not.toContain(token);
    expect(stored[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);

    const ok = await callRoute(resetConfirmRoute, { json: { token, new_password: "second-pass-9034" } });
    expect(ok.status).toBe(200);
    expect((await ok.json()).detail).toBe("Your password has been changed. Sign in with the new password.");

    // Every session is gone: both access tokens and both refresh tokens.
    for (const access of [account.tokens.access, other.access]) expect((await callRoute(selfRoute, { token: access })).status).toBe(401);
    for (const refresh of [account.tokens.refresh, other.refresh]) expect((await callRoute(refreshRoute, { json: { refresh } })).status).toBe(401);
    expect((await callRoute(loginRoute, { json: { username: account.username, password: account.password } })).status).toBe(401);
    expect((await callRoute(loginRoute, { json: { username: account.username, password: "second-pass-9034" } })).status).toBe(200);

    // The link works once.
    const again = await callRoute(resetConfirmRoute, { json: { token, new_password: "third-pass-5561" } });
    expect(again.status).toBe(400);
    expect((await again.json()).token).toEqual(["This reset link is wrong, already used or older than 1 hour. Ask for a new one."]);
    expect((await callRoute(loginRoute, { json: { username: account.username, password: "third-pass-5561" } })).status).toBe(401);
  });

  it("a refused password does not spend the link; a newer reset spends the older links too", async () => {
    const account = await newAccount();
    const first = (await resetLinkFor(account.email)).link.searchParams.get("token")!;
    const second = (await resetLinkFor(account.email)).link.searchParams.get("token")!;
    const common = await callRoute(resetConfirmRoute, { json: { token: second, new_password: "Password1" } });
    expect(common.status).toBe(400);
    expect((await common.json()).new_password).toEqual(["This password is one of the most common ones. Choose one that is harder to guess."]);
    expect((await callRoute(resetConfirmRoute, { json: { token: second, new_password: "good-new-pass-77" } })).status).toBe(200);
    expect((await callRoute(resetConfirmRoute, { json: { token: first, new_password: "good-new-pass-78" } })).status).toBe(400);
  });

  it("refuses a link older than one hour", async () => {
    const account = await newAccount();
    const token = (await resetLinkFor(account.email)).link.searchParams.get("token")!;
    const db = await getDb();
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.username, account.username));
    // Created 61 minutes ago: it expired a minute ago.
    await db
      .update(emailTokens)
      .set({ createdAt: new Date(Date.now() - 61 * 60_000), expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(emailTokens.userId, user!.id));
    const page = await callPage(resetPage, { path: `/auth/reset-password?lng=en&token=${token}` });
    expect(page.data.token).toBeNull();
    const res = await callRoute(resetConfirmRoute, { json: { token, new_password: "late-new-pass-12" } });
    expect(res.status).toBe(400);
    expect((await callRoute(loginRoute, { json: { username: account.username, password: account.password } })).status).toBe(200);
  });

  it("answers an unknown address exactly as a known one, sends nothing to it, and does not wait for the mail server", async () => {
    const account = await newAccount();
    const unknown = `${uniqueName("nobody")}@gmail.com`;
    smtp.delayMs = 1500;
    try {
      const started = Date.now();
      const known = await askReset(account.email);
      const knownTime = Date.now() - started;
      const other = await askReset(unknown);
      expect(known.status).toBe(200);
      expect(other.status).toBe(200);
      const [a, b] = [await known.json(), await other.json()];
      expect(Object.keys(a)).toEqual(["detail"]);
      expect(Object.keys(b)).toEqual(["detail"]);
      expect(a.detail.replace(account.email, "ADDRESS")).toBe(b.detail.replace(unknown, "ADDRESS"));
      expect(a.detail).toBe(`If an account uses ${account.email}, we have sent a link to it to choose a new password.`);
      // The mail server takes 1.5 s to accept the message; the answer did not wait for it.
      expect(knownTime).toBeLessThan(1000);
      await mailSettled();
    } finally {
      smtp.delayMs = 0;
    }
    expect(smtp.messagesTo(account.email)).toHaveLength(1);
    expect(smtp.messagesTo(unknown)).toHaveLength(0);
  });

  it("writes the message in the language of the request", async () => {
    const account = await newAccount();
    expect((await askReset(account.email, uniqueName("ip"), { "Accept-Language": "ru-RU,ru;q=0.9" })).status).toBe(200);
    const mail = await smtp.waitFor(account.email);
    expect(mail.subject).toBe("Сброс пароля SAT Lingo");
    expect(mail.text).toContain("Ссылка работает один раз в течение 1 часа.");
    expect(mail.html).toContain('lang="ru"');
  });

  it("rate-limits requests per e-mail address and per client address", async () => {
    const account = await newAccount();
    const perAddress: number[] = [];
    for (let i = 0; i < 6; i++) perAddress.push((await askReset(account.email)).status);
    expect(perAddress).toEqual([200, 200, 200, 200, 200, 429]);

    const ip = uniqueName("ip");
    const perClient: number[] = [];
    for (let i = 0; i < 21; i++) perClient.push((await askReset(`${uniqueName("x")}@gmail.com`, ip)).status);
    expect(perClient.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(perClient[20]).toBe(429);
    await mailSettled();
  });

  it("refuses an address that is not one, or too long, with a field error", async () => {
    for (const email of ["not-an-address", `${"a".repeat(1024 * 1024)}@gmail.com`]) {
      const res = await callRoute(resetRoute, { json: { email } });
      expect(res.status).toBe(400);
      expect((await res.json()).email).toHaveLength(1);
    }
  });
});

describe("the web pages of the reset", () => {
  it("the forgot-password page answers the same for any address, and 4xx for what is not a form", async () => {
    const account = await newAccount();
    const known = await callPage(forgotPage, { path: "/auth/forgot-password?lng=en", form: { email: account.email } });
    const unknown = await callPage(forgotPage, { path: "/auth/forgot-password?lng=en", form: { email: `${uniqueName("no")}@gmail.com` } });
    expect(known).toMatchObject({ status: 200, data: { sent: account.email } });
    expect(unknown.status).toBe(200);
    expect(Object.keys(unknown.data)).toEqual(["sent"]);
    const mail = await smtp.waitFor(account.email);
    expect(mail.subject).toBe("Reset your SAT Lingo password");

    const bad = await callPage(forgotPage, { path: "/auth/forgot-password?lng=en", form: { email: "nope" } });
    expect(bad.status).toBe(400);
    expect(bad.data.fieldErrors.email).toEqual(["validation.validEmail"]);
    const json = await callPage(forgotPage, {
      path: "/auth/forgot-password",
      raw: { body: JSON.stringify({ email: account.email }), type: "application/json" },
    });
    expect(json.status).toBe(415);
  });

  it("the reset page shows the form for a good link, sets the password and sends the user to sign in", async () => {
    const account = await newAccount();
    const token = (await resetLinkFor(account.email)).link.searchParams.get("token")!;
    const view = await callPage(resetPage, { path: `/auth/reset-password?token=${token}` });
    expect(view.data.token).toBe(token);
    expect((await callPage(resetPage, { path: "/auth/reset-password?token=not-a-real-token" })).data.token).toBeNull();

    const mismatch = await callPage(resetPage, {
      path: "/auth/reset-password",
      form: { token, new_password: "web-new-pass-44", confirm_password: "web-new-pass-45" },
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.data.fieldErrors.confirm_password).toEqual(["validation.passwordsDoNotMatch"]);
    const short = await callPage(resetPage, { path: "/auth/reset-password", form: { token, new_password: "short1", confirm_password: "short1" } });
    expect(short.data.fieldErrors.new_password).toEqual(["validation.newPasswordMin8"]);

    const done = await callPage(resetPage, {
      path: "/auth/reset-password",
      form: { token, new_password: "web-new-pass-44", confirm_password: "web-new-pass-44" },
    });
    expect(done.status).toBe(302);
    expect(done.location).toBe("/auth/login");
    expect(done.headers.get("set-cookie")).toContain("flash=");
    await expect(verifyAccessToken(account.tokens.access)).rejects.toMatchObject({ status: 401 });
    expect((await callRoute(loginRoute, { json: { username: account.username, password: "web-new-pass-44" } })).status).toBe(200);
  });
});
