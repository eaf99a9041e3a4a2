import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb } from "#db/client";
import { sweepEntitlements } from "~/features/billing/sweep.server";
import * as usersPage from "~/routes/admin/users";
import * as landingPage from "~/routes/main/landing";
import { auditOf, newStudent, setUserType, startBillingStandIn, userTypeOf } from "../setup/billing";
import { callPage } from "../setup/page";
import type { StripeStandIn } from "../setup/stripe-stand-in";

let stripe: StripeStandIn;
let admin: Awaited<ReturnType<typeof newStudent>>["user"];
beforeAll(async () => {
  stripe = await startBillingStandIn();
  const a = await newStudent();
  await setUserType(a.id, "admin");
  admin = { ...a.user, user_type: "admin" };
});
afterAll(async () => {
  await closeDb();
  await stripe.close();
});

const DAY = 24 * 60 * 60 * 1000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const act = (form: Record<string, string>, user = admin) => callPage(usersPage, { path: "/admin/users?lng=en", form, user });
const view = (query: string, user = admin) => callPage(usersPage, { path: `/admin/users?lng=en&${query}`, user });

describe("/admin/users: search, type changes with a reason, complimentary Premium", () => {
  it("is for administrators only, on the server", async () => {
    const s = await newStudent();
    await expect(view("", s.user)).resolves.toMatchObject({ status: 403 });
    await expect(act({ intent: "changeType", userId: String(s.id), userType: "admin", reason: "promote myself" }, s.user)).resolves.toMatchObject({
      status: 403,
    });
    expect(await userTypeOf(s.id)).toBe("student");
  });

  it("finds users by username, e-mail or name and shows their type and subscription", async () => {
    const s = await newStudent();
    const found = await view(`q=${encodeURIComponent(s.user.email.toUpperCase())}`);
    expect(found.status).toBe(200);
    expect(found.data.found.users).toEqual([
      expect.objectContaining({ id: s.id, username: s.user.username, userType: "student", subscription: null, grantEndsAt: null }),
    ]);
    expect((await view("q=%25_nobody_")).data.found.users).toEqual([]);
    const detail = await view(`q=${s.user.username}&user=${s.id}`);
    expect(detail.data.detail.user).toMatchObject({ id: s.id, userType: "student" });
    expect(detail.data.detail.log).toEqual([]);
  });

  it("changes a type with the reason in the audit log, and refuses what makes no sense", async () => {
    const s = await newStudent();
    const ok = await act({ intent: "changeType", userId: String(s.id), userType: "pre_teacher", reason: "  Hired as a mentor  " });
    expect(ok.status).toBe(302);
    expect(ok.location).toBe(`/admin/users?lng=en&user=${s.id}`);
    expect(await userTypeOf(s.id)).toBe("pre_teacher");
    expect((await auditOf(s.id)).map((a) => ({ action: a.action, from: a.fromType, to: a.toType, reason: a.reason, actor: a.actorId }))).toEqual([
      { action: "type_changed", from: "student", to: "pre_teacher", reason: "Hired as a mentor", actor: admin.id },
    ]);
    const log = (await view(`user=${s.id}`)).data.detail.log;
    expect(log[0]).toMatchObject({ actor: admin.username, reason: "Hired as a mentor" });

    const refusals: [Record<string, string>, Record<string, string[]>][] = [
      [{ userType: "pre_student", reason: "premium please" }, { userType: ["billing:admin.errors.badType"] }],
      [{ userType: "student", reason: "  " }, { reason: ["billing:admin.errors.reason"] }],
      [{ userType: "pre_teacher", reason: "again" }, { userType: ["billing:admin.errors.sameType"] }],
    ];
    for (const [fields, errors] of refusals) {
      const res = await act({ intent: "changeType", userId: String(s.id), ...fields });
      expect(res.status).toBe(400);
      expect(res.data.fieldErrors).toEqual(errors);
    }
    const self = await act({ intent: "changeType", userId: String(admin.id), userType: "student", reason: "oops" });
    expect(self.data.fieldErrors).toEqual({ userType: ["billing:admin.errors.self"] });
    expect(await userTypeOf(admin.id)).toBe("admin");
    expect((await act({ intent: "changeType", userId: "999999999", userType: "admin", reason: "ghost" })).status).toBe(404);
    expect((await act({ intent: "delete", userId: String(s.id) })).status).toBe(400);
  });

  it("gives complimentary Premium until a date, which runs out by itself or is ended early", async () => {
    const s = await newStudent();
    const res = await act({ intent: "grant", userId: String(s.id), endsAt: isoDay(Date.now() + 10 * DAY), reason: "Olympiad winner" });
    expect(res.status).toBe(302);
    expect(await userTypeOf(s.id)).toBe("pre_student");
    // Premium from a grant, not a subscription: the pricing cards still offer to subscribe.
    expect((await callPage(landingPage, { path: "/?lng=en", user: { ...s.user, user_type: "pre_student" } })).data.viewer).toBe("student");
    const detail = (await view(`user=${s.id}`)).data.detail;
    expect(detail.grants).toEqual([expect.objectContaining({ active: true, reason: "Olympiad winner", revokedAt: null })]);
    expect((await view(`q=${s.user.username}`)).data.found.users[0].grantEndsAt).toMatch(/\d{4}/);

    // Nothing happens before the last day is over; after it, the sweep returns them to free.
    expect(await sweepEntitlements(Date.now() + 10 * DAY, [s.id])).not.toContain(s.id);
    expect(await sweepEntitlements(Date.now() + 11 * DAY + 1000, [s.id])).toContain(s.id);
    expect(await userTypeOf(s.id)).toBe("student");

    expect((await auditOf(s.id)).map((a) => [a.action, a.toType, a.actorId])).toEqual([
      ["premium_granted", "pre_student", admin.id],
      ["type_changed", "student", null],
    ]);

    // Another student's grant, ended early.
    const t = await newStudent();
    await act({ intent: "grant", userId: String(t.id), endsAt: isoDay(Date.now() + 30 * DAY), reason: "Scholarship" });
    const grant = (await view(`user=${t.id}`)).data.detail.grants[0];
    const revoked = await act({ intent: "revoke", userId: String(t.id), grantId: String(grant.id), reason: "Scholarship withdrawn" });
    expect(revoked.status).toBe(302);
    expect(await userTypeOf(t.id)).toBe("student");
    expect((await act({ intent: "revoke", userId: String(t.id), grantId: String(grant.id), reason: "twice" })).status).toBe(404);
    expect((await auditOf(t.id)).map((a) => [a.action, a.toType])).toEqual([
      ["premium_granted", "pre_student"],
      ["premium_revoked", "student"],
    ]);
  });

  it("refuses grants in the past, too far ahead, or to teachers", async () => {
    const s = await newStudent();
    const grant = (endsAt: string, userId = s.id) => act({ intent: "grant", userId: String(userId), endsAt, reason: "test grant" });
    expect((await grant(isoDay(Date.now() - DAY))).data.fieldErrors).toEqual({ endsAt: ["billing:admin.errors.datePast"] });
    expect((await grant(isoDay(Date.now() + 6 * 366 * DAY))).data.fieldErrors).toEqual({ endsAt: ["billing:admin.errors.dateFar"] });
    expect((await grant("2030-02-30")).data.fieldErrors).toEqual({ endsAt: ["billing:admin.errors.badDate"] });
    expect((await grant("tomorrow")).data.fieldErrors).toEqual({ endsAt: ["billing:admin.errors.badDate"] });
    await setUserType(s.id, "pre_teacher");
    expect((await grant(isoDay(Date.now() + DAY))).data.fieldErrors).toEqual({ endsAt: ["billing:admin.errors.notStudent"] });
    expect(await auditOf(s.id)).toEqual([]);
  });
});
