import { randomUUID, webcrypto } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb, getDb } from "#db/client";
import { accommodations, examSessions, offlineDownloads, responses, sectionAttempts, users } from "#db/schema";
import { examCards } from "~/features/exam/exam-cards.server";
import { createSession, submitSection } from "~/features/exam/runtime.server";
import { examScreenState } from "~/features/exam/web-state.server";
import { routeOnDevice, type OfflinePackage } from "~/features/offline/package";
import { authContext, clientIpContext } from "~/lib/context";
import { i18nextMiddleware } from "~/lib/i18n.server";
import type { PublicUser } from "~/lib/user";
import * as downloadsRoute from "~/routes/offline/downloads";
import * as syncRoute from "~/routes/offline/sync";
import { examId, newUserToken, seedOnce } from "../setup/exam-helpers";
import { user } from "../setup/services";

/**
 * Issue 33: a test downloaded for offline use and taken on the device is synced whole, idempotently, and
 * scored by the online runtime's own pieces; a forged timeline is refused precisely, and nothing else of the
 * attempt is lost; another device cannot fork it.
 */
beforeAll(seedOnce);
afterAll(closeDb);

type Caller = PublicUser & { sessionId: string };

async function newUser(type: PublicUser["user_type"]): Promise<Caller> {
  const { username } = await newUserToken();
  const db = await getDb();
  const [row] = await db.update(users).set({ userType: type }).where(eq(users.username, username)).returning({ id: users.id });
  return user(row!.id, type, username);
}

/** Calls one of the offline JSON routes as the browser does (session user, JSON body, ?lng=en). */
async function call(mod: typeof downloadsRoute | typeof syncRoute, caller: Caller, json?: unknown, query = "") {
  const request = new Request(`http://localhost/offline/x?lng=en${query}`, {
    method: json === undefined ? "GET" : "POST",
    headers: json === undefined ? {} : { "Content-Type": "application/json" },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  const context = new RouterContextProvider();
  context.set(clientIpContext, "198.51.100.33");
  context.set(authContext, { status: "signedIn", user: caller });
  let response: Response | undefined;
  await i18nextMiddleware({ request, context, params: {}, unstable_pattern: "" } as never, async () => {
    const handler = json === undefined ? (mod as typeof downloadsRoute).loader : mod.action;
    response = (await handler({ request, context, params: {} } as never)) as Response;
    return new Response(null);
  });
  return { status: response!.status, body: (await response!.json()) as any };
}

async function download(caller: Caller, device = randomUUID()) {
  const res = await call(downloadsRoute, caller, { exam: await examId("e2e-short"), device, device_time: Date.now() });
  expect(res.status).toBe(201);
  const key = await webcrypto.subtle.importKey("raw", Buffer.from(res.body.key, "base64"), "AES-GCM", false, ["decrypt"]);
  const plain = await webcrypto.subtle.decrypt(
    { name: "AES-GCM", iv: Buffer.from(res.body.package.iv, "base64") },
    key,
    Buffer.from(res.body.package.data, "base64"),
  );
  const pkg = JSON.parse(new TextDecoder().decode(plain)) as OfflinePackage;
  // The device's test happens in the past hour: the download is moved back so that the timeline fits it.
  const db = await getDb();
  await db
    .update(offlineDownloads)
    .set({ issuedAt: new Date(Date.now() - 3600_000) })
    .where(eq(offlineDownloads.id, pkg.download));
  return { pkg, device, raw: res.body };
}

type Pick = (sectionId: number, q: OfflinePackage["stages"][number]["sections"][number]["questions"][number], i: number) => number | string | null;

/**
 * The device's attempt: every module taken in order with routing done on the device, each answer written a
 * little after its module starts; module k starts 50 minutes ago plus 3 minutes per module.
 */
function deviceAttempt(pkg: OfflinePackage, device: string, pick: Pick) {
  const t0 = Date.now() - 50 * 60_000;
  const modules: { stage: number; section: number; started_at: number; submitted_at: number | null }[] = [];
  const answers: any[] = [];
  const chosen = new Map<number, Record<string, number | string>>();
  pkg.stages.forEach((stage, k) => {
    const sectionId = routeOnDevice(pkg, stage, (s) => chosen.get(s) ?? {});
    const section = stage.sections.find((s) => s.id === sectionId)!;
    const start = t0 + k * 3 * 60_000;
    modules.push({ stage: stage.stage, section: sectionId, started_at: start, submitted_at: start + 60_000 });
    const final: Record<string, number | string> = {};
    section.questions.forEach((q, i) => {
      const value = pick(sectionId, q, i);
      if (value === null) return;
      final[q.id] = value;
      answers.push({
        section: sectionId,
        question: q.id,
        selected_choice: typeof value === "number" ? value : null,
        answer_text: typeof value === "string" ? value : null,
        marked_for_review: false,
        eliminated: [],
        highlights: [],
        revision: 1,
        time_ms: 5000,
        at: start + 10_000 + i * 1000,
      });
    });
    chosen.set(sectionId, final);
  });
  const body = {
    attempt: randomUUID(),
    download: pkg.download,
    device,
    device_time: Date.now(),
    modules,
    answers,
    finished_at: modules.at(-1)!.submitted_at,
  };
  return { body, chosen };
}

async function skewOf(downloadId: string) {
  const db = await getDb();
  const [row] = await db.select({ skew: offlineDownloads.clockSkewMs }).from(offlineDownloads).where(eq(offlineDownloads.id, downloadId));
  return row!.skew;
}

/** Math answers "i + 2 + i + 3"; reading questions: the first choice, or the second on odd questions. */
const answerOf: Pick = (_s, q, i) => (q.question_type === "OE" ? String(2 * i + 5) : q.choices[i % 2]!.id);

describe("downloading a test for offline use", () => {
  it("is Premium's: a free student is refused (403) and gets no key; bad input is a 400 with field errors", async () => {
    const free = await newUser("student");
    const refused = await call(downloadsRoute, free, { exam: await examId("e2e-short"), device: randomUUID(), device_time: Date.now() });
    expect(refused.status).toBe(403);
    expect(refused.body.key).toBeUndefined();
    expect(refused.body.detail).toBe("Downloading tests for offline use is part of Premium.");
    const premium = await newUser("pre_student");
    const bad = await call(downloadsRoute, premium, { exam: "abc", device: "not-a-uuid", device_time: -5 });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body).sort()).toEqual(expect.arrayContaining(["detail", "device", "device_time", "exam"]));
  });

  it("holds both module 2 variants and the routing material, with module 1's keys only", async () => {
    const premium = await newUser("pre_student");
    const { pkg, raw } = await download(premium);
    expect(raw.package.alg).toBe("AES-GCM");
    expect(pkg.stages.map((s) => s.sections.map((x) => x.variant))).toEqual([["standard"], ["easier", "harder"], ["standard"]]);
    const module1 = pkg.stages[0]!.sections[0]!.questions.map((q) => String(q.id));
    expect(Object.keys(pkg.keys).sort()).toEqual(module1.sort());
    const module2 = pkg.stages[1]!.sections.flatMap((s) => s.questions.map((q) => String(q.id)));
    expect(Object.keys(pkg.params)).toEqual(expect.arrayContaining([...module1, ...module2]));
    const text = JSON.stringify(pkg);
    expect(text).not.toMatch(/explanation|is_correct|isCorrect/i);
    expect(pkg.stages[1]!.sections[0]!.seconds).toBe(120);
  });
});

describe("syncing an attempt taken offline", () => {
  it("scores it as the online runtime scores the same answers, and a second sync changes nothing", async () => {
    const premium = await newUser("pre_student");
    const { pkg, device } = await download(premium);
    const { body } = deviceAttempt(pkg, device, answerOf);
    const first = await call(syncRoute, premium, body);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ state: "finished", refused: [] });
    const db = await getDb();
    const [offline] = await db.select().from(examSessions).where(eq(examSessions.id, first.body.session));
    expect(offline).toMatchObject({ status: "finished", takenOffline: true });

    // The same answers online.
    const online = await createSession(premium, pkg.exam.id);
    let screen = await examScreenState(premium, online.id, "en", { start: true });
    const takenOnline: number[] = [];
    while (screen.kind === "section" || screen.kind === "break") {
      if (screen.kind === "break") {
        screen = await examScreenState(premium, online.id, "en", { resume: true });
        continue;
      }
      const section = screen.section;
      takenOnline.push(section.id);
      const answers: Record<string, number | string> = {};
      section.sat_question_group.questions.forEach((q, i) => {
        const v = answerOf(section.id, { ...q, question_type: q.question_type as "SC" | "OE" }, i);
        if (v !== null) answers[q.id] = v;
      });
      await submitSection(premium, online.id, section.id, answers);
      screen = await examScreenState(premium, online.id, "en");
    }
    const [done] = await db.select().from(examSessions).where(eq(examSessions.id, online.id));
    const attempts = await db.select().from(sectionAttempts).where(eq(sectionAttempts.sessionId, offline!.id));
    expect(attempts.map((a) => a.sectionId)).toEqual(takenOnline);
    expect(body.modules.map((m) => m.section)).toEqual(takenOnline);
    for (const field of ["score", "correctCount", "totalQuestions", "scaledTotal", "sectionScores"] as const) expect(offline![field]).toEqual(done![field]);

    const before = await db.select().from(responses);
    const again = await call(syncRoute, premium, { ...body, device_time: Date.now() });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ session: first.body.session, state: "finished" });
    expect((await db.select().from(responses)).length).toBe(before.length);
  });

  it("syncs an open module as often as it likes: the newer revision of an answer wins, an older one changes nothing", async () => {
    const premium = await newUser("pre_student");
    const { pkg, device } = await download(premium);
    const { body } = deviceAttempt(pkg, device, answerOf);
    const start = Date.now() - 30_000;
    const q = { ...body.answers[0]!, at: start + 5000 };
    const module1 = { ...body.modules[0]!, started_at: start, submitted_at: null };
    const part = { ...body, modules: [module1], answers: [q], finished_at: null };
    const first = await call(syncRoute, premium, part);
    expect(first.status).toBe(200);
    expect(first.body.state).toBe("in_progress");
    const other = pkg.stages[0]!.sections[0]!.questions[0]!.choices.find((c) => c.id !== q.selected_choice)!.id;
    const newer = { ...q, selected_choice: other, revision: 2, at: start + 20_000 };
    expect((await call(syncRoute, premium, { ...part, answers: [q, newer] })).status).toBe(200);
    // The first log again (an old queue delivered late): revision 2 stays.
    expect((await call(syncRoute, premium, part)).body.session).toBe(first.body.session);
    const db = await getDb();
    const [m1] = await db.select().from(sectionAttempts).where(eq(sectionAttempts.sessionId, first.body.session));
    expect(m1!.submittedAt).toBeNull();
    expect(m1!.endTime.getTime()).toBe(start + 120_000 + (await skewOf(pkg.download)));
    const [saved] = await db
      .select()
      .from(responses)
      .where(and(eq(responses.attemptId, m1!.id), eq(responses.questionId, q.question)));
    expect(saved).toMatchObject({ revision: 2, selectedChoiceId: other });
  });

  it("closes a module whose deadline passed on the device at its deadline, with the answers written in time", async () => {
    const premium = await newUser("pre_student");
    const { pkg, device } = await download(premium);
    const { body } = deviceAttempt(pkg, device, answerOf);
    const part = {
      ...body,
      modules: [{ ...body.modules[0]!, submitted_at: null }],
      answers: body.answers.filter((a) => a.section === body.modules[0]!.section),
      finished_at: null,
    };
    const res = await call(syncRoute, premium, part);
    expect(res.body.state).toBe("in_progress");
    const db = await getDb();
    const [m1] = await db.select().from(sectionAttempts).where(eq(sectionAttempts.sessionId, res.body.session));
    expect(m1!.closedBy).toBe("expired");
    expect(m1!.submittedAt!.getTime()).toBe(m1!.endTime.getTime());
    expect(m1!.correctCount).not.toBeNull();
  });

  it("refuses an answer written after the module's deadline and keeps the earlier one and the rest", async () => {
    const premium = await newUser("pre_student");
    const { pkg, device } = await download(premium);
    const { body } = deviceAttempt(pkg, device, answerOf);
    const q = body.answers[0]!;
    const late = {
      ...q,
      selected_choice: pkg.stages[0]!.sections[0]!.questions[0]!.choices[3]!.id,
      revision: 7,
      at: body.modules[0]!.started_at + 121_000 + 10_000,
    };
    const res = await call(syncRoute, premium, { ...body, answers: [...body.answers, late] });
    expect(res.status).toBe(409);
    expect(res.body.refused).toEqual([expect.objectContaining({ reason: "offline.errors.afterDeadline", question: q.question })]);
    expect(res.body.detail).toMatch(/after the module's time ran out/);
    expect(res.body.state).toBe("finished");
    const db = await getDb();
    const [m1] = await db
      .select()
      .from(sectionAttempts)
      .where(and(eq(sectionAttempts.sessionId, res.body.session), eq(sectionAttempts.stage, body.modules[0]!.stage)));
    const [kept] = await db
      .select()
      .from(responses)
      .where(and(eq(responses.attemptId, m1!.id), eq(responses.questionId, q.question)));
    expect(kept).toMatchObject({ revision: 1, selectedChoiceId: q.selected_choice });
  });

  it("refuses a module 2 the path did not earn, and keeps module 1", async () => {
    const premium = await newUser("pre_student");
    const { pkg, device } = await download(premium);
    const { body } = deviceAttempt(pkg, device, answerOf);
    const earned = body.modules[1]!.section;
    const other = pkg.stages[1]!.sections.find((s) => s.id !== earned)!;
    const forged = {
      ...body,
      modules: [body.modules[0]!, { ...body.modules[1]!, section: other.id }, body.modules[2]!],
      answers: [
        ...body.answers.filter((a) => a.section === body.modules[0]!.section),
        ...other.questions.map((q) => ({
          ...body.answers[0]!,
          section: other.id,
          question: q.id,
          selected_choice: q.choices[0]!.id,
          at: body.modules[1]!.started_at + 5000,
        })),
      ],
    };
    const res = await call(syncRoute, premium, forged);
    expect(res.status).toBe(409);
    expect(res.body.refused[0]).toMatchObject({ reason: "offline.errors.moduleNotEarned", section: other.id });
    expect(res.body.detail).toMatch(/Module 2 was not the one/);
    expect(res.body.state).toBe("in_progress");
    const db = await getDb();
    const attempts = await db.select().from(sectionAttempts).where(eq(sectionAttempts.sessionId, res.body.session));
    expect(attempts.map((a) => [a.sectionId, !!a.submittedAt])).toEqual([[body.modules[0]!.section, true]]);
    // Then the honest sync of the same attempt goes through.
    const honest = await call(syncRoute, premium, body);
    expect(honest.status).toBe(200);
    expect(honest.body).toMatchObject({ session: res.body.session, state: "finished" });
  });

  it("refuses answers to questions not in the test and keeps the rest", async () => {
    const premium = await newUser("pre_student");
    const { pkg, device } = await download(premium);
    const { body } = deviceAttempt(pkg, device, answerOf);
    const stranger = { ...body.answers[0]!, question: 999_999 };
    const res = await call(syncRoute, premium, { ...body, answers: [...body.answers, stranger] });
    expect(res.status).toBe(409);
    expect(res.body.refused).toEqual([expect.objectContaining({ reason: "offline.errors.notInTest", question: 999_999 })]);
    expect(res.body.state).toBe("finished");
    const db = await getDb();
    const [s] = await db.select().from(examSessions).where(eq(examSessions.id, res.body.session));
    expect(s!.correctCount).toBeGreaterThan(0);
  });

  it("refuses a start before the download or in the future, and an attempt from another device", async () => {
    const premium = await newUser("pre_student");
    const { pkg, device } = await download(premium);
    const { body } = deviceAttempt(pkg, device, answerOf);
    const early = await call(syncRoute, premium, { ...body, modules: [{ ...body.modules[0]!, started_at: Date.now() - 3 * 3600_000 }], answers: [] });
    expect(early.status).toBe(409);
    expect(early.body.detail).toMatch(/does not fit the test/);
    const future = await call(syncRoute, premium, { ...body, modules: [{ ...body.modules[0]!, started_at: Date.now() + 3600_000 }], answers: [] });
    expect(future.status).toBe(409);

    const ok = await call(syncRoute, premium, body);
    expect(ok.status).toBe(200);
    const fork = await call(syncRoute, premium, { ...body, device: randomUUID() });
    expect(fork.status).toBe(409);
    expect(fork.body.detail).toBe("This test is in progress on another device.");
  });

  it("an attempt in progress offline cannot be driven from another screen", async () => {
    const premium = await newUser("pre_student");
    const { pkg, device } = await download(premium);
    const { body } = deviceAttempt(pkg, device, answerOf);
    const fresh = Date.now() - 30_000;
    const part = { ...body, modules: [{ ...body.modules[0]!, started_at: fresh, submitted_at: null }], answers: [], finished_at: null };
    const res = await call(syncRoute, premium, part);
    expect(res.body.state).toBe("in_progress");
    await expect(examScreenState(premium, res.body.session, "en", { start: true })).rejects.toMatchObject({
      status: 409,
      detail: "exam.errors.offlineElsewhere",
    });
    await expect(submitSection(premium, res.body.session, body.modules[0]!.section, {})).rejects.toMatchObject({ status: 409 });
    // The exam list says where it goes on instead of offering Resume.
    const card = (await examCards("en", premium.id)).find((c) => c.id === pkg.exam.id)!;
    expect(card.inProgress).toMatchObject({ id: res.body.session, offline: true });
  });

  it("applies the student's accommodations as issued: a 150% module takes answers until its longer deadline", async () => {
    const premium = await newUser("pre_student");
    const db = await getDb();
    await db.insert(accommodations).values({ studentId: premium.id, examId: null, timePercent: 150, breakPercent: 100, extraBreakMinutes: 0 });
    const { pkg, device } = await download(premium);
    expect(pkg.stages[0]!.sections[0]!.seconds).toBe(180);
    const { body } = deviceAttempt(pkg, device, answerOf);
    const start = body.modules[0]!.started_at;
    // Module 1 ends at 2:40 (inside 3 minutes); later modules move on accordingly.
    const modules = body.modules.map((m, k) => ({ ...m, started_at: start + k * 4 * 60_000, submitted_at: start + k * 4 * 60_000 + 160_000 }));
    const late = body.answers.map((a) => {
      const k = body.modules.findIndex((m) => m.section === a.section);
      return { ...a, at: modules[k]!.started_at + 150_000 };
    });
    const res = await call(syncRoute, premium, { ...body, modules, answers: late, finished_at: modules.at(-1)!.submitted_at });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ state: "finished", refused: [] });
    const [attempt] = await db
      .select()
      .from(sectionAttempts)
      .where(and(eq(sectionAttempts.sessionId, res.body.session), eq(sectionAttempts.stage, modules[0]!.stage)));
    expect(attempt!.endTime.getTime() - attempt!.startedAt.getTime()).toBe(180_000);
    expect(attempt!.closedBy).toBe("submitted");
    // The same answer 2:30 in is late for a student without the accommodation.
    const standard = await newUser("pre_student");
    const other = await download(standard);
    const plain = deviceAttempt(other.pkg, other.device, answerOf).body;
    const tooLate = { ...plain.answers[0]!, revision: 2, at: plain.modules[0]!.started_at + 150_000 };
    const refused = await call(syncRoute, standard, { ...plain, answers: [...plain.answers, tooLate] });
    expect(refused.status).toBe(409);
    expect(refused.body.refused).toEqual([expect.objectContaining({ reason: "offline.errors.afterDeadline" })]);
  });

  it("a revoked download starts no attempt", async () => {
    const premium = await newUser("pre_student");
    const { pkg, device } = await download(premium);
    const db = await getDb();
    await db
      .update(offlineDownloads)
      .set({ revokedAt: new Date(Date.now() - 55 * 60_000) })
      .where(eq(offlineDownloads.id, pkg.download));
    const { body } = deviceAttempt(pkg, device, answerOf);
    const res = await call(syncRoute, premium, body);
    expect(res.status).toBe(409);
    expect(
      await db
        .select()
        .from(examSessions)
        .where(and(eq(examSessions.userId, premium.id), eq(examSessions.takenOffline, true))),
    ).toEqual([]);
  });
});
