import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb } from "#db/client";
import { verifyAccessToken } from "~/features/auth/tokens.server";
import { mailSettled } from "~/lib/mail.server";
import * as selfRoute from "~/routes/api/auth/self";
import * as signupRoute from "~/routes/api/auth/signup";
import * as confirmPage from "~/routes/auth/confirm-email";
import * as editProfilePage from "~/routes/profile/edit-profile";
import { linkIn, startSmtpServer } from "../setup/mail";
import { callPage } from "../setup/page";
import { callRoute, uniqueName } from "../setup/request";

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

beforeAll(async () => {
  smtp = await startSmtpServer();
  process.env.SMTP_URL = smtp.url;
});

afterAll(async () => {
  await mailSettled();
  await closeDb();
  await smtp.close();
});

async function newAccount() {
  const username = uniqueName("chg");
  const email = `${username}@gmail.com`;
  const res = await callRoute(signupRoute, {
    json: { username, email, password: PASSWORD, confirmPassword: PASSWORD, first_name: "Orxan", last_name: "Əliyev" },
    ip: uniqueName("ip"),
  });
  expect(res.status).toBe(201);
  const tokens = (await res.json()) as { access: string; refresh: string };
  return { username, email, tokens, sessionUser: await verifyAccessToken(tokens.access) };
}

const currentEmail = async (access: string) => (await (await callRoute(selfRoute, { token: access })).json()).email as string;

const PASSWORD = "change-pass-3317";

/** `current_password: null` leaves the field out. */
async function askChange(access: string, email: string, current_password: string | null = PASSWORD) {
  const after = smtp.inbox.length;
  const res = await callRoute(selfRoute, { method: "PATCH", json: { email, ...(current_password === null ? {} : { current_password }) }, token: access });
  return { res, after };
}

describe("changing the e-mail address needs the new address's confirmation", () => {
  it("PATCH /api/auth/self/ keeps the old address, mails a link to the new one and a notice to the old one; opening the link switches once", async () => {
    const account = await newAccount();
    const newEmail = `${uniqueName("new")}@gmail.com`;
    const { res, after } = await askChange(account.tokens.access, newEmail);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ email: account.email, pending_email: newEmail });
    expect(await currentEmail(account.tokens.access)).toBe(account.email);

    const confirm = await smtp.waitFor(newEmail, { after });
    expect(confirm.subject).toBe("Confirm your new SAT Lingo e-mail address");
    const link = linkIn(confirm, "/auth/confirm-email");
    expect(link.origin).toBe("http://localhost");
    const notice = await smtp.waitFor(account.email, { after });
    expect(notice.subject).toBe("Your SAT Lingo e-mail address is about to change");
    expect(notice.text).toContain(newEmail);
    expect(notice.text).not.toContain("/auth/confirm-email");

    // Opening the link shows the address; confirming switches it.
    const view = await callPage(confirmPage, { path: `${link.pathname}${link.search}&lng=en` });
    expect(view.data).toMatchObject({ email: newEmail, token: link.searchParams.get("token") });
    const done = await callPage(confirmPage, { path: "/auth/confirm-email", form: { token: link.searchParams.get("token")! } });
    expect(done.data).toEqual({ outcome: "changed", email: newEmail });
    expect(await currentEmail(account.tokens.access)).toBe(newEmail);

    // Single use.
    const again = await callPage(confirmPage, { path: "/auth/confirm-email", form: { token: link.searchParams.get("token")! } });
    expect(again.data).toEqual({ outcome: "invalid" });
    expect((await callPage(confirmPage, { path: `${link.pathname}${link.search}` })).data.email).toBeNull();
  });

  it("re-checks that the address is still free when the link is opened", async () => {
    const account = await newAccount();
    const wanted = `${uniqueName("race")}@gmail.com`;
    const { after } = await askChange(account.tokens.access, wanted);
    const link = linkIn(await smtp.waitFor(wanted, { after }), "/auth/confirm-email");
    // Someone else signs up with that address before the link is opened.
    const taker = uniqueName("tak");
    expect(
      (
        await callRoute(signupRoute, {
          json: { username: taker, email: wanted, password: "taker-pass-0912", confirmPassword: "taker-pass-0912", first_name: "T", last_name: "K" },
          ip: uniqueName("ip"),
        })
      ).status,
    ).toBe(201);
    const done = await callPage(confirmPage, { path: "/auth/confirm-email", form: { token: link.searchParams.get("token")! } });
    expect(done.data).toEqual({ outcome: "taken" });
    expect(await currentEmail(account.tokens.access)).toBe(account.email);
  });

  it("a newer request replaces the older link; a taken address is refused at once", async () => {
    const account = await newAccount();
    const first = `${uniqueName("one")}@gmail.com`;
    const second = `${uniqueName("two")}@gmail.com`;
    const a = await askChange(account.tokens.access, first);
    const firstLink = linkIn(await smtp.waitFor(first, { after: a.after }), "/auth/confirm-email");
    const b = await askChange(account.tokens.access, second);
    const secondLink = linkIn(await smtp.waitFor(second, { after: b.after }), "/auth/confirm-email");
    expect((await callPage(confirmPage, { path: "/auth/confirm-email", form: { token: firstLink.searchParams.get("token")! } })).data).toEqual({
      outcome: "invalid",
    });
    expect((await callPage(confirmPage, { path: "/auth/confirm-email", form: { token: secondLink.searchParams.get("token")! } })).data).toEqual({
      outcome: "changed",
      email: second,
    });

    const other = await newAccount();
    const taken = await callRoute(selfRoute, {
      method: "PATCH",
      json: { email: other.email.toUpperCase(), current_password: PASSWORD },
      token: account.tokens.access,
    });
    expect(taken.status).toBe(400);
    expect((await taken.json()).email).toEqual(["An account with this e-mail address already exists. Sign in instead."]);
  });

  it("sending the current address again (any letter case) changes nothing and sends nothing", async () => {
    const account = await newAccount();
    const { res, after } = await askChange(account.tokens.access, account.email.toUpperCase());
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.email).toBe(account.email);
    expect(body).not.toHaveProperty("pending_email");
    await mailSettled();
    expect(smtp.inbox.slice(after)).toEqual([]);
  });

  it("the edit-profile form saves the other fields at once and says where the link went (in the page's language)", async () => {
    const account = await newAccount();
    const newEmail = `${uniqueName("web")}@gmail.com`;
    const form = new FormData();
    for (const [k, v] of Object.entries({
      first_name: "Nərmin",
      last_name: "Əliyeva",
      username: account.username,
      email: newEmail,
      current_password: PASSWORD,
      new_password: "",
      confirm_password: "",
    }))
      form.set(k, v);
    const after = smtp.inbox.length;
    const saved = await callPage(editProfilePage, { path: "/profile/edit-profile?lng=ru", form, user: account.sessionUser });
    expect(saved.status).toBe(302);
    expect(saved.location).toBe("/profile/edit-profile");

    const self = await (await callRoute(selfRoute, { token: account.tokens.access })).json();
    expect(self).toMatchObject({ first_name: "Nərmin", last_name: "Əliyeva", email: account.email });
    const page = await callPage(editProfilePage, { path: "/profile/edit-profile", user: await verifyAccessToken(account.tokens.access) });
    expect(page.data.pendingEmail).toMatchObject({ email: newEmail });

    const mail = await smtp.waitFor(newEmail, { after });
    expect(mail.subject).toBe("Подтвердите новый адрес почты SAT Lingo");
  });

  it("needs the current password (issue 27): a token alone cannot move the account; nothing is sent or changed", async () => {
    const account = await newAccount();
    const wanted = `${uniqueName("hijack")}@gmail.com`;
    const missing = await askChange(account.tokens.access, wanted, null);
    expect(missing.res.status).toBe(400);
    expect((await missing.res.json()).current_password).toEqual(["Enter your current password to change your e-mail address."]);
    const wrong = await askChange(account.tokens.access, wanted, "not-the-password");
    expect(wrong.res.status).toBe(400);
    expect((await wrong.res.json()).current_password).toEqual(["Current password is incorrect."]);
    // Other fields of the same call are not saved either.
    const mixed = await callRoute(selfRoute, {
      method: "PATCH",
      json: { email: wanted, first_name: "Hijacked", current_password: "nope" },
      token: account.tokens.access,
    });
    expect(mixed.status).toBe(400);
    await mailSettled();
    expect(smtp.inbox.slice(missing.after).filter((m) => m.to.includes(wanted) || m.to.includes(account.email))).toEqual([]);
    const self = await (await callRoute(selfRoute, { token: account.tokens.access })).json();
    expect(self).toMatchObject({ email: account.email, first_name: "Orxan" });
    expect(self).not.toHaveProperty("pending_email");

    // The web form: a field error on the current password, in the page's language; nothing saved.
    for (const [current_password, message] of [
      ["", "validation.currentPasswordForEmail"],
      ["wrong-pass-0000", "validation.currentPasswordWrong"],
    ] as const) {
      const form = new FormData();
      for (const [k, v] of Object.entries({
        first_name: "Nərmin",
        last_name: "Əliyeva",
        username: account.username,
        email: wanted,
        current_password,
        new_password: "",
        confirm_password: "",
      }))
        form.set(k, v);
      const refused = await callPage(editProfilePage, { path: "/profile/edit-profile", form, user: account.sessionUser });
      expect(refused.status).toBe(400);
      expect(refused.data.fieldErrors.current_password).toEqual([message]);
    }
    expect(await (await callRoute(selfRoute, { token: account.tokens.access })).json()).toMatchObject({ email: account.email, first_name: "Orxan" });
  });
});
