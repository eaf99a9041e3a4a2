import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb, getSqlExecutor, withAdvisoryLock } from "#db/client";
import { digestDeliveries, emailSettings, mentorships, practiceResponses, tutorConversations, tutorMessages } from "#db/schema";
import { deliverDigests, planWeeklyDigests } from "~/features/digest/deliveries.server";
import { digestSendJob, weeklyDigestJob } from "~/features/digest/jobs.server";
import { unsubscribeToken } from "~/features/digest/unsubscribe-token.server";
import { lastCompleteWeek, weekBounds } from "~/features/digest/week";
import { createJobRunner, type JobRunner } from "~/lib/jobs.server";
import type { OutgoingMail } from "~/lib/mail.server";
import * as oneClickRoute from "~/routes/api/email/unsubscribe";
import * as settingsApi from "~/routes/api/profile/email-settings";
import * as unsubscribePage from "~/routes/email/unsubscribe";
import * as settingsPage from "~/routes/profile/email-settings";
import { linkIn, startSmtpServer } from "../setup/mail";
import { callPage } from "../setup/page";
import { person, practiceAnswers, type Person } from "../setup/plan-helpers";
import { callRoute } from "../setup/request";

/**
 * The weekly digest (decision 0053) on the test database, PGlite or PostgreSQL: who gets one, what it
 * says, the settings form and API, the unsubscribe link without signing in, and delivery exactly once
 * per recipient and week with two job runners on one database and a mail server that fails midway.
 */
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

beforeAll(async () => {
  smtp = await startSmtpServer();
  process.env.SMTP_URL = smtp.url;
});
afterAll(async () => {
  await smtp.close();
});

const week = lastCompleteWeek(Date.now());
const bounds = weekBounds(week)!;
/** Wednesday of the week the digest reports. */
const inWeek = new Date(bounds.start + 2 * 86_400_000 + 3_600_000);

async function settings(user: Person, values: Partial<typeof emailSettings.$inferInsert>) {
  const db = await getDb();
  await db
    .insert(emailSettings)
    .values({ userId: user.id, ...values })
    .onConflictDoUpdate({ target: emailSettings.userId, set: values });
}

async function mentorOf(student: Person, mentor: Person) {
  const db = await getDb();
  await db.insert(mentorships).values({ mentorId: mentor.id, studentId: student.id });
}

/** A student who practised Transitions last week (3 of 4 right, a minute and a half each) and opted in. */
async function activeStudent(language = "en") {
  const student = await person("student");
  const setId = await practiceAnswers(student.id, "transitions", [true, true, true, false], inWeek);
  const db = await getDb();
  await db.update(practiceResponses).set({ timeMs: 90_000 }).where(eq(practiceResponses.setId, setId));
  await settings(student, { weeklyDigest: true, language });
  return student;
}

async function rows(studentIds: number[]) {
  const db = await getDb();
  return db
    .select()
    .from(digestDeliveries)
    .where(and(eq(digestDeliveries.week, week), inArray(digestDeliveries.studentId, studentIds)));
}

describe("who gets a digest and what it says", () => {
  it("the student who opted in and the mentors they allow, each once, in their own language; never chat content", async () => {
    const student = await activeStudent("en");
    const [mentorRu, mentorOut, quiet] = await Promise.all([person("pre_teacher"), person("pre_teacher"), person("student")]);
    await settings(student, { digestToMentors: true });
    await mentorOf(student, mentorRu);
    await mentorOf(student, mentorOut);
    await settings(mentorRu, { language: "ru" });
    await settings(mentorOut, { studentDigests: false }); // this mentor receives no students' digests
    await settings(quiet, { weeklyDigest: false, digestToMentors: false });
    const db = await getDb();
    const [conversation] = await db.insert(tutorConversations).values({ userId: student.id, kind: "study", title: "a private chat" }).returning();
    await db.insert(tutorMessages).values({ conversationId: conversation!.id, role: "user", content: "PRIVATE-CHAT-7731 my worries about the test" });

    const planned = await planWeeklyDigests();
    expect(planned.week).toBe(week);
    expect(planned.students).toContain(student.id);
    expect(planned.students).not.toContain(quiet.id);
    expect((await rows([student.id])).map((r) => [r.recipientId, r.status]).sort()).toEqual(
      [
        [student.id, "pending"],
        [mentorRu.id, "pending"],
      ].sort(),
    );

    const sent: OutgoingMail[] = [];
    expect(await deliverDigests(student.id, week, { mailer: async (m) => void sent.push(m) })).toBe(2);
    const own = sent.find((m) => m.to === student.email)!;
    const copy = sent.find((m) => m.to === mentorRu.email)!;
    expect(sent.map((m) => m.to).sort()).toEqual([student.email, mentorRu.email].sort());
    expect(own.subject).toMatch(/^Your week on SAT Lingo: from /);
    expect(own.text).toContain("- 1 practice set finished");
    expect(own.text).toContain("- 4 questions answered");
    expect(own.text).toContain("- 6 minutes on questions");
    expect(own.text).toContain("- Reading and Writing · Transitions: 3 of 4 (75%), • new this week");
    expect(own.text).toContain(
      "Reading and Writing: 90 s per question on average over 4 timed questions (budget 71 s); over twice the budget: 0; rushed and wrong: 0",
    );
    // No exam result yet: the study plan says to take a test first.
    expect(own.text).toContain("- Take a practice test first: the study plan starts from a result.");
    expect(copy.subject).toMatch(new RegExp(`^Еженедельная сводка ученика «${student.username}»: с `));
    expect(copy.text).toContain("- Чтение и письмо · Связующие слова: 3 из 4 (75%), • впервые на этой неделе");
    for (const m of sent) {
      expect(m.text + m.html).not.toContain("PRIVATE-CHAT-7731");
      expect(m.headers?.["List-Unsubscribe"]).toMatch(/^<http:\/\/localhost:\d+\/api\/email\/unsubscribe\/\?token=[\w-]+\.[\w-]+>$/);
    }
    expect(linkIn(own, "/email/unsubscribe").searchParams.get("lng")).toBe("en");
    expect(linkIn(copy, "/email/unsubscribe").searchParams.get("lng")).toBe("ru");

    // Planned and delivered again (another tick, another instance): nothing more.
    await planWeeklyDigests();
    expect(await deliverDigests(student.id, week, { mailer: async (m) => void sent.push(m) })).toBe(0);
    expect(sent).toHaveLength(2);
    expect((await rows([student.id])).every((r) => r.status === "sent" && r.attempts === 1)).toBe(true);
  });

  it("a setting changed after the week was planned wins: the message is skipped, not sent", async () => {
    const student = await activeStudent();
    await planWeeklyDigests();
    await settings(student, { weeklyDigest: false });
    const sent: OutgoingMail[] = [];
    expect(await deliverDigests(student.id, week, { mailer: async (m) => void sent.push(m) })).toBe(0);
    expect(sent).toEqual([]);
    expect((await rows([student.id])).map((r) => r.status)).toEqual(["skipped"]);
  });

  it("two senders of the same student's week at once send each message once", async () => {
    const student = await activeStudent();
    const mentor = await person("pre_teacher");
    await settings(student, { digestToMentors: true });
    await mentorOf(student, mentor);
    await planWeeklyDigests();
    const sent: string[] = [];
    const slowMailer = async (m: OutgoingMail) => {
      await new Promise((r) => setTimeout(r, 20));
      sent.push(m.to);
    };
    const counts = await Promise.all([deliverDigests(student.id, week, { mailer: slowMailer }), deliverDigests(student.id, week, { mailer: slowMailer })]);
    expect(counts[0]! + counts[1]!).toBe(2);
    expect(sent.sort()).toEqual([student.email, mentor.email].sort());
  });
});

describe("the settings form and API", () => {
  it("saves the digest switches and the language; a bad value is a 400 with the field, nothing saved", async () => {
    const student = await person("student");
    const saved = await callPage(settingsPage, {
      path: "/profile/email-settings",
      user: student,
      form: { weekly_digest: "on", digest_to_mentors: "on", student_digests: "on", language: "ru" },
    });
    expect(saved.status).toBe(200);
    expect(saved.data.settings).toMatchObject({ weekly_digest: true, digest_to_mentors: true, language: "ru", student: true, mentor: false });
    const bad = await callPage(settingsPage, { path: "/profile/email-settings", user: student, form: { weekly_digest: "maybe", language: "xx" } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.data.fieldErrors).sort()).toEqual(["language", "weekly_digest"]);
    const loaded = await callPage(settingsPage, { path: "/profile/email-settings", user: student });
    expect(loaded.data.settings).toMatchObject({ weekly_digest: true, digest_to_mentors: true, language: "ru" });
    // Unticked boxes are absent from a form: off.
    await callPage(settingsPage, { path: "/profile/email-settings", user: student, form: { language: "az" } });
    expect((await callPage(settingsPage, { path: "/profile/email-settings", user: student })).data.settings).toMatchObject({
      weekly_digest: false,
      digest_to_mentors: false,
      language: "az",
    });
  });

  it("GET and PUT /api/profile/email-settings/: a mentor has no digest of their own; unknown fields and wrong types are refused", async () => {
    const mentor = await person("pre_teacher");
    const put = await callRoute(settingsApi, {
      method: "PUT",
      token: mentor.access,
      json: { weekly_digest: true, digest_to_mentors: true, student_digests: false, language: "en" },
    });
    expect(put.status).toBe(200);
    expect(await put.json()).toEqual({ weekly_digest: false, digest_to_mentors: false, student_digests: false, language: "en", student: false, mentor: true });
    const wrong = await callRoute(settingsApi, { method: "PUT", token: mentor.access, json: { weekly_digest: "yes", language: "en", extra: 1 } });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toHaveProperty("weekly_digest");
    expect((await callRoute(settingsApi, { method: "GET" })).status).toBe(401);
    expect(await (await callRoute(settingsApi, { token: mentor.access })).json()).toMatchObject({ student_digests: false, language: "en" });
  });
});

describe("unsubscribing without signing in", () => {
  it("a valid link turns the digest off and confirms it in the recipient's language; again is still fine", async () => {
    const student = await person("student");
    await settings(student, { weeklyDigest: true, language: "ru" });
    const token = unsubscribeToken({ userId: student.id, list: "own" });
    const page = await callPage(unsubscribePage, { path: `/email/unsubscribe?token=${token}&lng=ru`, user: null });
    expect(page.status).toBe(200);
    expect(page.data).toMatchObject({ list: "own", title: expect.stringContaining("Вы отписались") });
    const db = await getDb();
    const [row] = await db.select().from(emailSettings).where(eq(emailSettings.userId, student.id));
    expect(row).toMatchObject({ weeklyDigest: false, language: "ru" });
    expect((await callPage(unsubscribePage, { path: `/email/unsubscribe?token=${token}&lng=ru`, user: null })).status).toBe(200);
  });

  it("a tampered, truncated or missing token is a 400 page, and changes nothing", async () => {
    const student = await person("student");
    await settings(student, { weeklyDigest: true });
    const other = await person("student");
    const [, signature] = unsubscribeToken({ userId: other.id, list: "own" }).split(".");
    const forged = `${Buffer.from(`v1:${student.id}:own`).toString("base64url")}.${signature}`;
    for (const path of [
      `/email/unsubscribe?token=${forged}`,
      `/email/unsubscribe?token=${forged.slice(0, -3)}`,
      "/email/unsubscribe",
      "/email/unsubscribe?token=%00%ff",
    ]) {
      const res = await callPage(unsubscribePage, { path, user: null });
      expect(res.status, path).toBe(400);
    }
    const db = await getDb();
    const [row] = await db.select().from(emailSettings).where(eq(emailSettings.userId, student.id));
    expect(row!.weeklyDigest).toBe(true);
  });

  it("the one-click POST of List-Unsubscribe: a mentor stops their students' copies; a bad token is 400 JSON", async () => {
    const mentor = await person("pre_teacher");
    const token = unsubscribeToken({ userId: mentor.id, list: "students" });
    const form = new FormData();
    form.set("List-Unsubscribe", "One-Click");
    const ok = await callRoute(oneClickRoute, { path: `/api/email/unsubscribe/?token=${token}`, form });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ list: "students" });
    const db = await getDb();
    const [row] = await db.select().from(emailSettings).where(eq(emailSettings.userId, mentor.id));
    expect(row!.studentDigests).toBe(false);
    const bad = await callRoute(oneClickRoute, { path: `/api/email/unsubscribe/?token=${token.slice(0, -1)}x`, form });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toHaveProperty("detail");
  });
});

describe("delivery by the job queue", () => {
  let a: JobRunner;
  let b: JobRunner;

  beforeAll(async () => {
    const execute = await getSqlExecutor();
    const options = { execute, pollSeconds: 0.5, retryDelaySeconds: 1, oneAtATime: <T>(setup: () => Promise<T>) => withAdvisoryLock(7260414, setup) };
    // Two instances started together, each with the app's two digest jobs.
    [a, b] = await Promise.all([createJobRunner([weeklyDigestJob, digestSendJob], options), createJobRunner([weeklyDigestJob, digestSendJob], options)]);
  }, 120_000);
  afterAll(async () => {
    await a?.stop(2000);
    await b?.stop(2000);
  });

  it("two runners on one database, the weekly job fired on both, a mail server refusing a message midway: every recipient gets one digest", async () => {
    const students = await Promise.all([activeStudent("en"), activeStudent("az"), activeStudent("ru")]);
    const mentor = await person("pre_teacher");
    await settings(students[0]!, { digestToMentors: true });
    await mentorOf(students[0]!, mentor);
    const recipients = [...students.map((s) => s.email), mentor.email];
    // The mail server fails on the mentor's copy and the second student's digest once each: their jobs fail and are retried.
    smtp.refuseNext(mentor.email);
    smtp.refuseNext(students[1]!.email);

    await Promise.all([a.send(weeklyDigestJob.name), b.send(weeklyDigestJob.name)]);
    const ids = students.map((s) => s.id);
    const deadline = Date.now() + 90_000;
    while ((await rows(ids)).filter((r) => r.status === "sent").length < 4) {
      if (Date.now() > deadline) throw new Error(`not delivered: ${JSON.stringify(await rows(ids))}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    // A second delivery would show up by now (a retry is due after 1-2 s).
    await new Promise((r) => setTimeout(r, 4000));
    for (const address of recipients) expect(smtp.messagesTo(address), address).toHaveLength(1);
    const final = await rows(ids);
    expect(final).toHaveLength(4);
    expect(final.every((r) => r.status === "sent")).toBe(true);
    const attempts = Object.fromEntries(final.map((r) => [r.recipientId, r.attempts]));
    expect(attempts[mentor.id]).toBe(2);
    expect(attempts[students[1]!.id]).toBe(2);
    expect(attempts[students[0]!.id]).toBe(1);
    // Each arrived with its unsubscribe header, in its recipient's language.
    const az = smtp.messagesTo(students[1]!.email)[0]!;
    expect(az.headers["list-unsubscribe"]).toMatch(/\/api\/email\/unsubscribe\/\?token=/);
    expect(az.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    expect(az.subject).toMatch(/^SAT Lingo-da həftəniz: /);
    expect(az.html).toContain('<html lang="az">');
  }, 150_000);
});
