import { SignJWT } from "jose";
import { afterAll, describe, expect, it } from "vitest";
import { closeDb } from "#db/client";
import { isCommonPassword } from "~/features/auth/password.server";
import { startSession, verifyAccessToken } from "~/features/auth/tokens.server";
import { mailSettled } from "~/lib/mail.server";
import { getJwtKey } from "~/lib/secret.server";
import * as changePasswordRoute from "~/routes/api/auth/change-password";
import * as loginRoute from "~/routes/api/auth/login";
import * as resetConfirmRoute from "~/routes/api/auth/password-reset-confirm";
import * as resetRoute from "~/routes/api/auth/password-reset";
import * as selfRoute from "~/routes/api/auth/self";
import * as signupRoute from "~/routes/api/auth/signup";
import * as refreshRoute from "~/routes/api/auth/token-refresh";
import * as verifyRoute from "~/routes/api/auth/token-verify";
import * as loginPage from "~/routes/auth/login";
import * as signupPage from "~/routes/auth/signup";
import * as editProfilePage from "~/routes/profile/edit-profile";
import { callPage } from "../setup/page";
import { callRoute, uniqueName } from "../setup/request";

afterAll(async () => {
  await mailSettled();
  await closeDb();
});

const MEGABYTE = "x".repeat(1024 * 1024);
const COMMON = "Password1"; // "password1" is in the list; the check ignores case
const GOOD = "quiet-river-7731";

function signupBody(overrides: Record<string, string> = {}) {
  const username = uniqueName("inp");
  return { username, email: `${username}@gmail.com`, password: GOOD, confirmPassword: GOOD, first_name: "Ilkin", last_name: "Həsənov", ...overrides };
}

async function newAccount() {
  const body = signupBody();
  const res = await callRoute(signupRoute, { json: body, ip: uniqueName("ip") });
  expect(res.status).toBe(201);
  const tokens = (await res.json()) as { access: string; refresh: string };
  return { body, tokens, sessionUser: await verifyAccessToken(tokens.access) };
}

function editForm(user: { username: string; email: string }, fields: Record<string, string>) {
  const form = new FormData();
  const all = {
    first_name: "Ilkin",
    last_name: "Həsənov",
    username: user.username,
    email: user.email,
    current_password: "",
    new_password: "",
    confirm_password: "",
    ...fields,
  };
  for (const [k, v] of Object.entries(all)) form.set(k, v);
  return form;
}

describe("one password rule at every door: 8 to 128 characters, not a common password", () => {
  it("the list holds the 10,000 most common passwords and ignores case", () => {
    expect(isCommonPassword("123456")).toBe(true);
    expect(isCommonPassword("PASSWORD")).toBe(true);
    expect(isCommonPassword(COMMON)).toBe(true);
    expect(isCommonPassword(GOOD)).toBe(false);
  });

  it("sign-up (API and web)", async () => {
    const api = await callRoute(signupRoute, { json: signupBody({ password: COMMON, confirmPassword: COMMON }), ip: uniqueName("ip") });
    expect(api.status).toBe(400);
    expect((await api.json()).password).toEqual(["This password is one of the most common ones. Choose one that is harder to guess."]);
    const long = "a1".repeat(64) + "b";
    const tooLong = await callRoute(signupRoute, { json: signupBody({ password: long, confirmPassword: long }), ip: uniqueName("ip") });
    expect((await tooLong.json()).password).toEqual(["Password must be at most 128 characters"]);
    const max = "a1".repeat(64);
    expect((await callRoute(signupRoute, { json: signupBody({ password: max, confirmPassword: max }), ip: uniqueName("ip") })).status).toBe(201);

    const web = await callPage(signupPage, { path: "/auth/signup", form: signupBody({ password: COMMON, confirmPassword: COMMON }) });
    expect(web.status).toBe(400);
    expect(web.data.fieldErrors.password).toEqual(["validation.passwordCommon"]);
  });

  it("change password (API and the web profile form): the old 6-character minimum is gone", async () => {
    const { body, tokens, sessionUser } = await newAccount();
    for (const [next, message] of [
      ["abc123", "New password must be at least 8 characters"],
      [COMMON, "This password is one of the most common ones. Choose one that is harder to guess."],
      ["q".repeat(129), "Password must be at most 128 characters"],
    ] as const) {
      const res = await callRoute(changePasswordRoute, { json: { current_password: body.password, new_password: next }, token: tokens.access });
      expect(res.status).toBe(400);
      expect((await res.json()).new_password).toEqual([message]);
    }
    const web = await callPage(editProfilePage, {
      path: "/profile/edit-profile",
      form: editForm(body, { current_password: body.password, new_password: "QWERTY123", confirm_password: "QWERTY123" }),
      user: sessionUser,
    });
    expect(web.status).toBe(400);
    expect(web.data.fieldErrors.new_password).toEqual(["validation.passwordCommon"]);
    const short = await callPage(editProfilePage, {
      path: "/profile/edit-profile",
      form: editForm(body, { current_password: body.password, new_password: "abc123", confirm_password: "abc123" }),
      user: sessionUser,
    });
    expect(short.data.fieldErrors.new_password).toEqual(["validation.newPasswordMin8"]);
    // Nothing changed.
    expect((await callRoute(loginRoute, { json: { username: body.username, password: body.password } })).status).toBe(200);
  });

  it("reset (API): the rule is checked before the link is looked at", async () => {
    const res = await callRoute(resetConfirmRoute, { json: { token: "x".repeat(43), new_password: "iloveyou" } });
    expect(res.status).toBe(400);
    expect((await res.json()).new_password).toEqual(["This password is one of the most common ones. Choose one that is harder to guess."]);
  });
});

describe("bounded, clean input on every auth call and form", () => {
  it("a 1 MB e-mail or username is a 400 with a field error on /api/auth/*", async () => {
    const { tokens } = await newAccount();
    const cases: Array<[Parameters<typeof callRoute>[0], Parameters<typeof callRoute>[1], string]> = [
      [signupRoute, { json: signupBody({ email: `${MEGABYTE}@gmail.com` }), ip: uniqueName("ip") }, "email"],
      [signupRoute, { json: signupBody({ username: MEGABYTE }), ip: uniqueName("ip") }, "username"],
      [loginRoute, { json: { username: MEGABYTE, password: GOOD } }, "username"],
      [loginRoute, { json: { username: "someone", password: MEGABYTE } }, "password"],
      [resetRoute, { json: { email: `${MEGABYTE}@gmail.com` } }, "email"],
      [selfRoute, { method: "PATCH", json: { email: `${MEGABYTE}@gmail.com` }, token: tokens.access }, "email"],
      [selfRoute, { method: "PATCH", json: { username: MEGABYTE }, token: tokens.access }, "username"],
      [changePasswordRoute, { json: { current_password: MEGABYTE, new_password: GOOD }, token: tokens.access }, "current_password"],
      [verifyRoute, { json: { token: MEGABYTE } }, "token"],
      [refreshRoute, { json: { refresh: MEGABYTE } }, "refresh"],
      [resetConfirmRoute, { json: { token: MEGABYTE, new_password: GOOD } }, "token"],
    ];
    for (const [mod, call, field] of cases) {
      const res = await callRoute(mod, call);
      expect(res.status, `${field} of ${JSON.stringify(Object.keys(call?.json ?? {}))}`).toBe(400);
      const json = await res.json();
      expect(json[field], field).toHaveLength(1);
      expect(JSON.stringify(json).length).toBeLessThan(2000); // the value is not echoed back
    }
  });

  it("a NUL byte in a name or a login username is a 400 with a field error", async () => {
    const signup = await callRoute(signupRoute, { json: signupBody({ first_name: "Ay\u0000sel" }), ip: uniqueName("ip") });
    expect(signup.status).toBe(400);
    expect((await signup.json()).first_name).toEqual(["Contains characters that are not allowed."]);
    const login = await callRoute(loginRoute, { json: { username: "admin\u0000", password: GOOD } });
    expect(login.status).toBe(400);
    expect((await login.json()).username).toEqual(["Contains characters that are not allowed."]);
  });

  it("the web forms answer 4xx, never 500, to oversized, NUL-carrying or unreadable bodies", async () => {
    const { body, sessionUser } = await newAccount();
    const login = await callPage(loginPage, { path: "/auth/login", form: { username: "x\u0000y", password: GOOD } });
    expect(login.status).toBe(400);
    expect(login.data.fieldErrors.username).toEqual(["validation.controlCharacters"]);
    const bigLogin = await callPage(loginPage, { path: "/auth/login", form: { username: MEGABYTE, password: GOOD } });
    expect(bigLogin.status).toBe(400);
    expect(bigLogin.data.fieldErrors.username).toEqual(["validation.tooLong"]);
    const badPassword = await callPage(loginPage, { path: "/auth/login", form: { username: body.username, password: "not-my-password" } });
    expect(badPassword).toMatchObject({ status: 401, data: { formError: "auth.errors.badCredentials" } });

    const signup = await callPage(signupPage, { path: "/auth/signup", form: signupBody({ email: `${MEGABYTE}@gmail.com`, last_name: "a\u0000b" }) });
    expect(signup.status).toBe(400);
    expect(signup.data.fieldErrors.email).toEqual(["validation.tooLong"]);
    expect(signup.data.fieldErrors.last_name).toEqual(["validation.controlCharacters"]);

    const profile = await callPage(editProfilePage, {
      path: "/profile/edit-profile",
      form: editForm(body, { first_name: "Nul\u0000", username: MEGABYTE }),
      user: sessionUser,
    });
    expect(profile.status).toBe(400);
    expect(profile.data.fieldErrors.first_name).toEqual(["validation.controlCharacters"]);
    expect(profile.data.fieldErrors.username).toEqual(["validation.tooLong"]);

    for (const page of [loginPage, signupPage, editProfilePage]) {
      const json = await callPage(page, { path: "/auth/x", raw: { body: JSON.stringify({ username: "a" }), type: "application/json" }, user: sessionUser });
      expect(json.status).toBe(415);
      const text = await callPage(page, { path: "/auth/x", raw: { body: "username=a", type: "text/plain" }, user: sessionUser });
      expect(text.status).toBe(415);
      const broken = await callPage(page, {
        path: "/auth/x",
        raw: { body: "--nope\r\ngarbage", type: "multipart/form-data; boundary=zzz" },
        user: sessionUser,
      });
      expect(broken.status).toBe(400);
    }
  });
});

describe("access tokens must carry exp, iat and sub", () => {
  async function sign(claims: { exp?: boolean; iat?: boolean; sub?: boolean; lifetime?: number }, sessionId: string, userId: number) {
    let jwt = new SignJWT({ sid: sessionId, typ: "access" }).setProtectedHeader({ alg: "HS256" });
    if (claims.sub !== false) jwt = jwt.setSubject(String(userId));
    if (claims.iat !== false) jwt = jwt.setIssuedAt();
    if (claims.exp !== false) jwt = jwt.setExpirationTime(`${claims.lifetime ?? 900}s`);
    return jwt.sign(getJwtKey());
  }

  it("a token signed with the real key but without exp is refused by verify and by protected calls", async () => {
    const { sessionUser } = await newAccount();
    const { sessionId } = await startSession(sessionUser.id);
    // The control: the same claims with exp are accepted, so the refusals below come from the missing claim.
    const good = await sign({}, sessionId, sessionUser.id);
    expect((await callRoute(verifyRoute, { json: { token: good } })).status).toBe(200);
    expect((await callRoute(selfRoute, { token: good })).status).toBe(200);

    for (const missing of [{ exp: false }, { iat: false }, { sub: false }, { lifetime: 365 * 24 * 3600 }]) {
      const token = await sign(missing, sessionId, sessionUser.id);
      const verify = await callRoute(verifyRoute, { json: { token } });
      expect(verify.status, JSON.stringify(missing)).toBe(401);
      expect((await verify.json()).code).toBe("token_not_valid");
      expect((await callRoute(selfRoute, { token })).status, JSON.stringify(missing)).toBe(401);
      expect((await callRoute(changePasswordRoute, { json: { current_password: GOOD, new_password: "other-pass-5520" }, token })).status).toBe(401);
    }
  });
});
