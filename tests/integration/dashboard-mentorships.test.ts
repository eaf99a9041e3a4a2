import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb, getDb } from "#db/client";
import { mentorInvites } from "#db/schema";
import * as mentorInvitesRoute from "~/routes/api/mentor-invites";
import * as mentorJoinRoute from "~/routes/api/mentor-join";
import * as mentorshipsRoute from "~/routes/api/mentorships";
import { canRead, finishExam, history, link, person } from "../setup/dashboard-helpers";
import { seedOnce } from "../setup/exam-helpers";
import { callRoute } from "../setup/request";

// How mentors and students are linked, by an administrator (the API) or by a mentor's invite code, and how the
// mentor's view follows. What the dashboards show is in dashboard-views.test.ts.

beforeAll(seedOnce);
afterAll(closeDb);

describe("POST/DELETE /api/mentorships/ (admins only)", () => {
  it("refuses visitors (401) and non-admins (403)", async () => {
    const [student, mentor] = await Promise.all([person("student"), person("pre_teacher")]);
    const body = { mentor: mentor.username, student: student.username };
    expect((await callRoute(mentorshipsRoute, { json: body })).status).toBe(401);
    for (const who of [student, mentor]) {
      expect((await link(who.access, body)).status).toBe(403);
      expect((await link(who.access, body, "DELETE")).status).toBe(403);
    }
    expect((await history(mentor.access)).count).toBe(0);
  });

  it("links and unlinks by username; the mentor's view follows", async () => {
    const [admin, mentor, student] = await Promise.all([person("admin"), person("pre_teacher"), person("student")]);
    const session = await finishExam(student.access);
    const body = { mentor: mentor.username.toUpperCase(), student: student.username };
    const res = await link(admin.access, body);
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ mentor: mentor.username, student: student.username, active: true });
    expect((await link(admin.access, body)).status).toBe(200);
    expect((await history(mentor.access)).results.map((r) => r.id)).toEqual([session]);
    expect((await link(admin.access, body, "DELETE")).status).toBe(204);
    expect((await history(mentor.access)).count).toBe(0);
    expect(await canRead(mentor.access, session)).toBe(404);
    const again = await link(admin.access, body, "DELETE");
    expect(again.status).toBe(404);
    expect((await again.json()).detail).toBe("This mentor and student are not linked.");
  });

  it("checks who is a mentor and who is a student", async () => {
    const [admin, mentor, student] = await Promise.all([person("admin"), person("pre_teacher"), person("student")]);
    const wrong = await link(admin.access, { mentor: student.username, student: mentor.username });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ mentor: ["This user is not a mentor."], student: ["This user is not a student."] });
    const unknown = await link(admin.access, { mentor: "nobody-at-all", student: "" });
    expect(await unknown.json()).toMatchObject({ mentor: ["There is no user with this username."], student: ["Fill in this field."] });
  });
});

describe("invite codes", () => {
  const create = (token: string) => callRoute(mentorInvitesRoute, { method: "POST", token, path: "/api/mentorships/invites/" });
  const join = (token: string, code: unknown) => callRoute(mentorJoinRoute, { json: { code }, token, path: "/api/mentorships/join/" });

  it("a mentor creates a code; a student uses it once to link themselves", async () => {
    const [mentor, student, late] = await Promise.all([person("pre_teacher"), person("student"), person("pre_student")]);
    const res = await create(mentor.access);
    expect(res.status).toBe(201);
    const invite = (await res.json()) as { code: string; expires_at: string };
    expect(invite.code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(Date.parse(invite.expires_at) - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    expect(((await (await callRoute(mentorInvitesRoute, { token: mentor.access })).json()) as { code: string }[]).map((i) => i.code)).toEqual([invite.code]);

    const session = await finishExam(student.access);
    expect(await canRead(mentor.access, session)).toBe(404);
    const typed = `${invite.code.slice(0, 4).toLowerCase()}-${invite.code.slice(4)}`;
    const joined = await join(student.access, typed);
    expect(joined.status).toBe(200);
    expect(await joined.json()).toEqual({ mentor: mentor.username });
    expect(await canRead(mentor.access, session)).toBe(200);
    expect((await history(mentor.access)).results.map((r) => r.examinee.username)).toEqual([student.username]);

    // A used code is refused; its own student is told they are linked already.
    const reuse = await join(late.access, invite.code);
    expect(reuse.status).toBe(409);
    expect((await reuse.json()).detail).toBe("This invite code has already been used. Ask your mentor for a new one.");
    const again = await join(student.access, invite.code);
    expect(again.status).toBe(409);
    expect((await again.json()).detail).toBe("You are already linked to this mentor.");
    expect(((await (await callRoute(mentorInvitesRoute, { token: mentor.access })).json()) as unknown[]).length).toBe(0);
  });

  it("refuses expired and unknown codes with their own messages", async () => {
    const [mentor, student] = await Promise.all([person("pre_teacher"), person("student")]);
    const { code } = (await (await create(mentor.access)).json()) as { code: string };
    const db = await getDb();
    await db
      .update(mentorInvites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(mentorInvites.code, code));
    const expired = await join(student.access, code);
    expect(expired.status).toBe(410);
    expect((await expired.json()).detail).toBe("This invite code has expired. Ask your mentor for a new one.");
    const unknown = await join(student.access, "ZZZZ-ZZZZ");
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).detail).toBe("There is no invite with this code. Check it and try again.");
    expect((await join(student.access, "")).status).toBe(400);
    const [row] = await db.select().from(mentorInvites).where(eq(mentorInvites.code, code));
    expect(row!.usedBy).toBeNull();
  });

  it("only mentors create codes and only students join", async () => {
    const [mentor, student, otherMentor] = await Promise.all([person("pre_teacher"), person("student"), person("pre_teacher")]);
    expect((await create(student.access)).status).toBe(403);
    const { code } = (await (await create(mentor.access)).json()) as { code: string };
    const refused = await join(otherMentor.access, code);
    expect(refused.status).toBe(403);
    expect((await refused.json()).detail).toBe("Only students can join a mentor.");
    expect((await join(student.access, code)).status).toBe(200);
  });

  it("answers in the caller's language", async () => {
    const student = await person("student");
    const res = await callRoute(mentorJoinRoute, { json: { code: "QQQQQQQQ" }, token: student.access, path: "/api/mentorships/join/?lng=ru" });
    expect((await res.json()).detail).toBe("Нет приглашения с таким кодом. Проверьте код и попробуйте снова.");
  });
});
