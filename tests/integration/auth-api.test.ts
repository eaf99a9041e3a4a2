import { afterAll, describe, expect, it } from "vitest";
import { closeDb } from "#db/client";
import * as changePasswordRoute from "~/routes/api/auth/change-password";
import * as loginRoute from "~/routes/api/auth/login";
import * as selfRoute from "~/routes/api/auth/self";
import * as signupRoute from "~/routes/api/auth/signup";
import * as refreshRoute from "~/routes/api/auth/token-refresh";
import * as verifyRoute from "~/routes/api/auth/token-verify";
import { callRoute, uniqueName } from "../setup/request";

afterAll(closeDb);

function signupBody(overrides: Record<string, string> = {}) {
  const username = uniqueName("stu");
  return {
    username,
    email: `${username}@gmail.com`,
    password: "longenough1",
    confirmPassword: "longenough1",
    first_name: "Nigar",
    last_name: "Quliyeva",
    ...overrides,
  };
}

async function signUp(overrides: Record<string, string> = {}) {
  const body = signupBody(overrides);
  const res = await callRoute(signupRoute, { json: body, ip: uniqueName("ip") });
  expect(res.status).toBe(201);
  return { body, tokens: (await res.json()) as { access: string; refresh: string } };
}

describe("POST /api/auth/signup/", () => {
  it("creates the account with first and last name and answers a token pair", async () => {
    const { body, tokens } = await signUp();
    const self = await callRoute(selfRoute, { token: tokens.access });
    expect(self.status).toBe(200);
    expect(await self.json()).toMatchObject({
      username: body.username,
      email: body.email,
      first_name: "Nigar",
      last_name: "Quliyeva",
      user_type: "student",
      profile_picture: null,
    });
  });

  it.each([
    [{ username: "a" }, "username", "This is too short."],
    [{ username: "x".repeat(51) }, "username", "This is too long."],
    [{ email: "not-an-email" }, "email", "Enter a valid e-mail address."],
    [{ email: "someone@company-domain.com" }, "email", "Use a personal address (such as Gmail, Outlook or Yandex) or a school or university address."],
    [{ password: "short", confirmPassword: "short" }, "password", "Use at least 8 characters."],
    [{ confirmPassword: "different1" }, "confirmPassword", "The passwords do not match."],
    [{ first_name: "" }, "first_name", "Fill in this field."],
    [{ last_name: "y".repeat(31) }, "last_name", "This is too long."],
  ])("refuses %j with the spec's message", async (override, field, message) => {
    const res = await callRoute(signupRoute, { json: signupBody(override), ip: uniqueName("ip") });
    expect(res.status).toBe(400);
    const json = await res.json();
    expect(json[field]).toContain(message);
    expect(json.detail).toBe(message);
  });

  it("refuses a taken username, whatever its case", async () => {
    const { body } = await signUp();
    const res = await callRoute(signupRoute, { json: signupBody({ username: body.username.toUpperCase() }), ip: uniqueName("ip") });
    expect(res.status).toBe(400);
    expect((await res.json()).username).toEqual(["This username is taken. Choose another one."]);
  });

  it("returns every problem at once: a common password, a taken username and a taken address together (issue 27)", async () => {
    const { body } = await signUp();
    const res = await callRoute(signupRoute, {
      json: signupBody({ username: body.username, email: body.email, password: "password123", confirmPassword: "password123" }),
      ip: uniqueName("ip"),
    });
    expect(res.status).toBe(400);
    const json = await res.json();
    expect(json.password).toEqual(["This password is one of the most common ones. Choose one that is harder to guess."]);
    expect(json.username).toEqual(["This username is taken. Choose another one."]);
    expect(json.email).toEqual(["An account with this e-mail address already exists. Sign in instead."]);
  });

  it("accepts a school address (issue 27)", async () => {
    const res = await callRoute(signupRoute, { json: signupBody({ email: `${uniqueName("kid")}@school.edu.az` }), ip: uniqueName("ip") });
    expect(res.status).toBe(201);
  });

  it("answers in Russian when the client asks for it", async () => {
    const res = await callRoute(signupRoute, { json: signupBody({ first_name: "" }), headers: { "Accept-Language": "ru-RU,ru;q=0.9" }, ip: uniqueName("ip") });
    const json = await res.json();
    expect(json.first_name[0]).not.toBe("Fill in this field.");
    expect(json.first_name[0]).toMatch(/[А-Яа-я]/);
  });

  it("rate-limits sign-ups from one address", async () => {
    const ip = uniqueName("ip");
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await callRoute(signupRoute, { json: signupBody({ first_name: "" }), ip })).status);
    // Invalid bodies are refused before counting; valid ones count.
    expect(statuses.every((s) => s === 400)).toBe(true);
    const counted: number[] = [];
    for (let i = 0; i < 11; i++) counted.push((await callRoute(signupRoute, { json: signupBody(), ip })).status);
    expect(counted.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(counted[10]).toBe(429);
  });
});

describe("POST /api/auth/login/", () => {
  it("answers access and refresh for the right password, case-insensitive username", async () => {
    const { body } = await signUp();
    const res = await callRoute(loginRoute, { json: { username: body.username.toUpperCase(), password: body.password } });
    expect(res.status).toBe(200);
    const json = await res.json();
    expect(Object.keys(json).sort()).toEqual(["access", "refresh"]);
  });

  it("refuses a wrong password with a detail", async () => {
    const { body } = await signUp();
    const res = await callRoute(loginRoute, { json: { username: body.username, password: "wrong-password" } });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ detail: "No active account found with the given credentials" });
  });

  it("locks out after too many failed attempts for one username and address", async () => {
    const { body } = await signUp();
    const ip = uniqueName("ip");
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await callRoute(loginRoute, { json: { username: body.username, password: "nope-nope" }, ip })).status);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    const right = await callRoute(loginRoute, { json: { username: body.username, password: body.password }, ip });
    expect(right.status).toBe(429);
  });

  it("answers 400 for a body that is not JSON", async () => {
    const res = await callRoute(loginRoute, { raw: "{not json", headers: { "Content-Type": "application/json" } });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ detail: "The request body is not valid JSON." });
  });
});

describe("tokens", () => {
  it("verify accepts a fresh access token and refuses garbage", async () => {
    const { tokens } = await signUp();
    expect((await callRoute(verifyRoute, { json: { token: tokens.access } })).status).toBe(200);
    const bad = await callRoute(verifyRoute, { json: { token: "garbage" } });
    expect(bad.status).toBe(401);
    expect((await bad.json()).detail).toBe("Token is invalid or expired");
  });

  it("refresh rotates the pair; reusing an old refresh token revokes the whole session", async () => {
    const { tokens } = await signUp();
    const first = await callRoute(refreshRoute, { json: { refresh: tokens.refresh } });
    expect(first.status).toBe(200);
    const next = await first.json();
    expect(next.refresh).not.toBe(tokens.refresh);
    expect((await callRoute(selfRoute, { token: next.access })).status).toBe(200);

    const reuse = await callRoute(refreshRoute, { json: { refresh: tokens.refresh } });
    expect(reuse.status).toBe(401);
    // The session is gone: the newest pair no longer works either.
    expect((await callRoute(refreshRoute, { json: { refresh: next.refresh } })).status).toBe(401);
    expect((await callRoute(selfRoute, { token: next.access })).status).toBe(401);
    expect((await callRoute(verifyRoute, { json: { token: next.access } })).status).toBe(401);
  });

  it("self without a token is 401 with a detail", async () => {
    const res = await callRoute(selfRoute, {});
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ detail: "Authentication credentials were not provided." });
  });
});

describe("PATCH /api/auth/self/ and change-password", () => {
  it("changes only the non-empty fields given", async () => {
    const { body, tokens } = await signUp();
    const form = new FormData();
    form.set("first_name", "Rauf");
    form.set("last_name", "");
    const res = await callRoute(selfRoute, { method: "PATCH", form, token: tokens.access });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ first_name: "Rauf", last_name: "Quliyeva", username: body.username });
  });

  it("re-encodes an uploaded picture and refuses a non-image", async () => {
    const { tokens } = await signUp();
    const sharp = (await import("sharp")).default;
    const png = await sharp({ create: { width: 600, height: 400, channels: 3, background: "#3366ff" } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set("profile_picture", new File([new Uint8Array(png)], "me.png", { type: "image/png" }));
    const res = await callRoute(selfRoute, { method: "PATCH", form, token: tokens.access });
    expect(res.status).toBe(200);
    const user = await res.json();
    expect(user.profile_picture).toMatch(/^\/uploads\/avatars\/\d+-[0-9a-f]+\.webp$/);

    const fake = new FormData();
    fake.set("profile_picture", new File([new TextEncoder().encode("<?php echo 1; ?>")], "x.png", { type: "image/png" }));
    const refused = await callRoute(selfRoute, { method: "PATCH", form: fake, token: tokens.access });
    expect(refused.status).toBe(400);
    expect((await refused.json()).profile_picture).toEqual(["Choose a JPG, PNG or GIF image."]);
  });

  it("refuses a picture over 5 MB", async () => {
    const { tokens } = await signUp();
    const form = new FormData();
    form.set("profile_picture", new File([new Uint8Array(5 * 1024 * 1024 + 1)], "big.png", { type: "image/png" }));
    const res = await callRoute(selfRoute, { method: "PATCH", form, token: tokens.access });
    expect(res.status).toBe(400);
    expect((await res.json()).profile_picture).toEqual(["Profile picture must be less than 5MB"]);
  });

  it("changes the password after checking the current one and signs out other sessions", async () => {
    const { body, tokens } = await signUp();
    const other = await (await callRoute(loginRoute, { json: { username: body.username, password: body.password } })).json();
    const wrong = await callRoute(changePasswordRoute, { json: { current_password: "bad-bad-bad", new_password: "brand-new-1" }, token: tokens.access });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).current_password).toEqual(["Current password is incorrect."]);
    const short = await callRoute(changePasswordRoute, { json: { current_password: body.password, new_password: "12345" }, token: tokens.access });
    expect((await short.json()).new_password).toEqual(["New password must be at least 8 characters"]);

    const ok = await callRoute(changePasswordRoute, { json: { current_password: body.password, new_password: "brand-new-1" }, token: tokens.access });
    expect(ok.status).toBe(200);
    expect((await callRoute(selfRoute, { token: tokens.access })).status).toBe(200);
    expect((await callRoute(selfRoute, { token: other.access })).status).toBe(401);
    expect((await callRoute(loginRoute, { json: { username: body.username, password: body.password } })).status).toBe(401);
    expect((await callRoute(loginRoute, { json: { username: body.username, password: "brand-new-1" } })).status).toBe(200);
  });
});
