import fs from "node:fs/promises";
import { RouterContextProvider } from "react-router";
import { afterAll, describe, expect, it } from "vitest";
import { closeDb } from "#db/client";
import { requireAdminMiddleware } from "~/features/admin/guard.server";
import type { PublicUser } from "~/lib/user";
import { authContext } from "~/lib/context";
import { listOutbox, mailMode, mailSettled, outboxDir, outboxFile } from "~/lib/mail.server";
import * as resetRoute from "~/routes/api/auth/password-reset";
import * as signupRoute from "~/routes/api/auth/signup";
import * as forbiddenPage from "~/routes/admin/forbidden";
import * as overviewPage from "~/routes/admin/index";
import * as outboxPage from "~/routes/admin/outbox";
import { linkIn, parseMessage } from "../setup/mail";
import { callPage } from "../setup/page";
import { callRoute, uniqueName } from "../setup/request";

// No SMTP_URL here: the embedded default writes every message to the outbox.

afterAll(async () => {
  await mailSettled();
  await closeDb();
  await fs.rm(outboxDir(), { recursive: true, force: true });
});

async function newAccount() {
  const username = uniqueName("box");
  const email = `${username}@gmail.com`;
  const res = await callRoute(signupRoute, {
    json: { username, email, password: "outbox-pass-6120", confirmPassword: "outbox-pass-6120", first_name: "Rəna", last_name: "Quliyeva" },
    ip: uniqueName("ip"),
  });
  expect(res.status).toBe(201);
  return { username, email };
}

describe("without SMTP_URL, mail goes to DATA_DIR/outbox", () => {
  it("a reset request writes one .eml and an index entry per message, listed newest first", async () => {
    expect(mailMode().kind).toBe("outbox");
    expect(await listOutbox()).toEqual([]);
    const first = await newAccount();
    const second = await newAccount();
    for (const a of [first, second]) {
      expect((await callRoute(resetRoute, { json: { email: a.email }, ip: uniqueName("ip") })).status).toBe(200);
      await mailSettled();
    }
    const listed = await listOutbox();
    expect(listed.map((m) => m.to)).toEqual([second.email, first.email]);
    expect(listed[0]).toMatchObject({ subject: "Reset your SAT Lingo password", from: "SAT Lingo <no-reply@satlingo.app>" });
    expect(new Date(listed[0]!.date).getTime()).toBeGreaterThanOrEqual(new Date(listed[1]!.date).getTime());

    // The .eml is the whole message as it would have been sent, with the same link as the index.
    const raw = await fs.readFile(outboxFile(listed[0]!.id), "utf8");
    const message = parseMessage(raw);
    expect(message.headers.to).toContain(second.email);
    expect(message.subject).toBe("Reset your SAT Lingo password");
    expect(linkIn(message, "/auth/reset-password").toString()).toBe(linkIn(listed[0]!, "/auth/reset-password").toString());
    expect(message.html).toContain("<a href=");
  });

  it("the admin outbox page lists them with the mode explained", async () => {
    const page = await callPage(outboxPage, { path: "/admin/outbox?lng=en" });
    // Whether mail goes out, never the server's folder (issue 27: the banner showed a path).
    expect(page.data.mailDelivered).toBe(false);
    expect(JSON.stringify(page.data)).not.toContain("outbox\\");
    expect(Object.keys(page.data).sort()).toEqual(["mailDelivered", "messages"]);
    expect(page.data.messages.length).toBeGreaterThanOrEqual(2);
    expect(page.data.messages[0].shownDate).toMatch(/UTC$/);
    expect(page.data.messages[0].text).toContain("/auth/reset-password?token=");
  });
});

describe("the back office's overview", () => {
  it("counts what waits in every section: reviews, forum reports, callback requests and the outbox", async () => {
    const admin = {
      id: 1,
      username: "admin",
      email: "admin@gmail.com",
      first_name: "",
      last_name: "",
      profile_picture: null,
      user_type: "admin" as const,
      sessionId: "s",
    };
    const page = await callPage(overviewPage, { path: "/admin?lng=en", user: admin });
    expect(Object.keys(page.data).sort()).toEqual(["mailDelivered", "outbox", "reports", "requests", "review"]);
    for (const key of ["outbox", "reports", "requests", "review"] as const) expect(Number.isInteger(page.data[key])).toBe(true);
    expect(page.data.outbox).toBeGreaterThanOrEqual(2);
  });
});

describe("the /admin middleware", () => {
  const user = (type: PublicUser["user_type"]) => ({
    id: 1,
    username: "someone",
    email: "someone@gmail.com",
    first_name: "",
    last_name: "",
    profile_picture: null,
    user_type: type,
    sessionId: "s",
  });

  async function pass(who: ReturnType<typeof user> | null) {
    const context = new RouterContextProvider();
    context.set(authContext, who ? { status: "signedIn", user: who } : { status: "anonymous", user: null });
    const request = new Request("http://localhost/admin/outbox?x=1");
    let reached = false;
    try {
      const res = await requireAdminMiddleware({ request, context, params: {}, unstable_pattern: "" } as never, async () => {
        reached = true;
        return new Response("ok");
      });
      return { reached, status: (res as Response).status, location: null as string | null };
    } catch (thrown) {
      if (thrown instanceof Response) return { reached, status: thrown.status, location: thrown.headers.get("location") };
      const init = (thrown as { init?: ResponseInit }).init;
      return { reached, status: init?.status ?? 500, location: null };
    }
  }

  it("sends visitors to sign in with the page as return_url, other users to the 403 page, lets admins through", async () => {
    expect(await pass(null)).toEqual({ reached: false, status: 302, location: "/auth/login?return_url=%2Fadmin%2Foutbox%3Fx%3D1" });
    for (const type of ["student", "pre_student", "pre_teacher"] as const)
      expect(await pass(user(type))).toEqual({ reached: false, status: 302, location: "/admin/forbidden" });
    expect(await pass(user("admin"))).toEqual({ reached: true, status: 200, location: null });
  });

  it("the 403 page answers 403 to users who are not administrators", async () => {
    expect((await callPage(forbiddenPage, { path: "/admin/forbidden?lng=en", user: user("pre_teacher") })).status).toBe(403);
    expect((await callPage(forbiddenPage, { path: "/admin/forbidden", user: user("admin") })).location).toBe("/admin");
    expect((await callPage(forbiddenPage, { path: "/admin/forbidden" })).location).toBe("/auth/login?return_url=%2Fadmin%2Fforbidden");
  });
});
