import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb, getDb } from "#db/client";
import {
  calibrationRuns,
  choices,
  examSessions,
  exams,
  itemFlags,
  itemParamHistory,
  itemParams,
  questions,
  responses,
  sectionAttempts,
  sectionQuestions,
  sections,
  users,
} from "#db/schema";
import { p3 } from "#grading/irt-model";
import { itemStats, openItemFlags, resolveItemFlag, runCalibration, setItemParams } from "~/features/irt/index.server";
import { ItemParamsSchema } from "~/features/irt";

// The calibration run on the database (decision 0035): too little data changes nothing and says why; with
// enough, items leave their priors (with history), a planted wrong key lands in the review queue with its
// evidence, and two runs never overlap.

const ITEMS = 10;
const PLANTED = 4; // this item's stored key is choice 3, but choice 1 is right
let sectionId = 0;
let userId = 0;
const questionIds: number[] = [];
const keyOf = new Map<number, number[]>(); // question id -> choice ids by position

function rng(seed: number) {
  let s = seed >>> 0;
  const u = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { u, normal: () => Math.sqrt(-2 * Math.log(1 - u())) * Math.cos(2 * Math.PI * u()) };
}
const r = rng(42);

/** `count` students take the section: each knows item j with the 3PL probability, else guesses among four. */
async function students(count: number) {
  const db = await getDb();
  const [exam] = await db.select({ id: exams.id }).from(exams).innerJoin(sections, eq(sections.examId, exams.id)).where(eq(sections.id, sectionId));
  for (let i = 0; i < count; i++) {
    const theta = r.normal();
    const [session] = await db.insert(examSessions).values({ examId: exam!.id, userId, status: "finished" }).returning({ id: examSessions.id });
    const now = new Date();
    const [attempt] = await db
      .insert(sectionAttempts)
      .values({ sessionId: session!.id, sectionId, stage: 0, endTime: now, submittedAt: now, closedBy: "submitted" })
      .returning({ id: sectionAttempts.id });
    await db.insert(responses).values(
      questionIds.map((questionId, j) => {
        const ids = keyOf.get(questionId)!;
        const knows = r.u() < p3({ a: 1.2, b: -1 + j * 0.25, c: 0 }, theta);
        const position = knows ? 0 : Math.floor(r.u() * 4);
        const storedKey = j === PLANTED ? 2 : 0;
        return { attemptId: attempt!.id, questionId, selectedChoiceId: ids[position]!, isCorrect: position === storedKey };
      }),
    );
  }
}

beforeAll(async () => {
  const db = await getDb();
  // On PostgreSQL a worker's database keeps the sessions of the files it ran before this one; a calibration
  // reads every recorded response, so this file starts from none.
  if (process.env.DATABASE_URL) await db.execute(sql`truncate table ${examSessions} cascade`);
  const [user] = await db.insert(users).values({ username: "irt-sim", email: "irt-sim@example.com", passwordHash: "x" }).returning({ id: users.id });
  userId = user!.id;
  const [exam] = await db.insert(exams).values({ slug: "irt-sim", name: "IRT simulation", published: false }).returning({ id: exams.id });
  const [section] = await db
    .insert(sections)
    .values({ examId: exam!.id, slug: "irt-sim-m1", name: "M1", test: "verbal", module: 1, stage: 0, durationSeconds: 600 })
    .returning({ id: sections.id });
  sectionId = section!.id;
  for (let j = 0; j < ITEMS; j++) {
    const [q] = await db
      .insert(questions)
      .values({
        identifier: `irt-sim-${j}`,
        type: "SC",
        text: `Item ${j}`,
        test: "verbal",
        domain: "craft_structure",
        skill: "words_in_context",
        difficulty: "medium",
      })
      .returning({ id: questions.id });
    questionIds.push(q!.id);
    const rows = await db
      .insert(choices)
      .values(
        [0, 1, 2, 3].map((position) => ({ questionId: q!.id, position, text: `Choice ${position + 1}`, isCorrect: position === (j === PLANTED ? 2 : 0) })),
      )
      .returning({ id: choices.id, position: choices.position });
    keyOf.set(
      q!.id,
      rows.sort((x, y) => x.position - y.position).map((c) => c.id),
    );
    await db.insert(sectionQuestions).values({ sectionId, questionId: q!.id, position: j });
  }
});
afterAll(closeDb);

describe("a calibration run", () => {
  it("on too little data changes nothing and says why", async () => {
    await students(120);
    const result = await runCalibration(await getDb());
    expect(result.status).toBe("skipped");
    if (result.status === "busy") return;
    expect(result.message).toBe("Too little data: the most-answered item has 120 responses; an item leaves its prior only with 200. Nothing changed.");
    const db = await getDb();
    const stored = await db.select().from(itemParams).where(inArray(itemParams.questionId, questionIds));
    expect(stored).toHaveLength(ITEMS);
    expect(stored.every((s) => s.source === "prior" && s.a === 1 && s.b === 0 && s.c === 0.25)).toBe(true);
    const [run] = await db.select().from(calibrationRuns).where(eq(calibrationRuns.id, result.runId));
    expect(run).toMatchObject({ status: "skipped", itemsChanged: 0, responses: 1200 });
    expect(await db.select().from(itemFlags).where(inArray(itemFlags.questionId, questionIds))).toEqual([]);
  });

  it("with 300 students calibrates every item, keeps the history, and flags the planted wrong key with its evidence", async () => {
    await students(180);
    const db = await getDb();
    const result = await runCalibration(db);
    expect(result.status).toBe("done");
    if (result.status === "busy") return;
    expect(result.itemsChanged).toBe(ITEMS);
    expect(result.details.tests[0]).toMatchObject({ test: "verbal", persons: 300, responses: 3000, freeItems: ITEMS, converged: true, link: null });
    const stored = await db.select().from(itemParams).where(inArray(itemParams.questionId, questionIds));
    expect(stored.every((s) => s.source === "calibrated" && s.responses === 300 && s.runId === result.runId)).toBe(true);
    // Easier items (smaller j) come out with smaller b than the hardest one.
    const b = (j: number) => stored.find((s) => s.questionId === questionIds[j])!.b;
    expect(b(0)).toBeLessThan(b(ITEMS - 1));
    const history = await db.select().from(itemParamHistory).where(eq(itemParamHistory.questionId, questionIds[0]!));
    expect(history.map((h) => h.source)).toEqual(["prior", "calibrated"]);

    const flags = await db.select().from(itemFlags).where(inArray(itemFlags.questionId, questionIds));
    expect(flags.map((f) => f.questionId)).toEqual([questionIds[PLANTED]]);
    const [flag] = flags;
    expect(flag!.reasons).toEqual(expect.arrayContaining(["negative_point_biserial", "distractor_beats_key"]));
    expect(flag!.evidence.pointBiserial).toBeLessThan(0);
    expect(flag!.evidence.strong!.keyPosition).toBe(3);
    const top = flag!.evidence.strong!.counts.reduce((x, y) => (y.count > x.count ? y : x));
    expect(top.position).toBe(1);
  });

  it("two runs at once never overlap: the second is refused as busy or waits for the first", async () => {
    const db = await getDb();
    const [x, y] = await Promise.all([runCalibration(db), runCalibration(db)]);
    const done = [x, y].flatMap((o) => (o.status === "busy" ? [] : [o]));
    expect(done.length).toBeGreaterThanOrEqual(1);
    const runs = await db
      .select()
      .from(calibrationRuns)
      .where(
        inArray(
          calibrationRuns.id,
          done.map((o) => o.runId),
        ),
      )
      .orderBy(calibrationRuns.id);
    for (let i = 1; i < runs.length; i++) expect(runs[i]!.startedAt.getTime()).toBeGreaterThanOrEqual(runs[i - 1]!.finishedAt!.getTime());
    // The flag stays open once: a later run does not file it again.
    expect(await db.select().from(itemFlags).where(inArray(itemFlags.questionId, questionIds))).toHaveLength(1);
  });

  it("the review queue lists the flag with its evidence; the item's statistics show its calibrated parameters; a teacher closes the flag once", async () => {
    const flags = await openItemFlags();
    const mine = flags.filter((f) => questionIds.includes(f.questionId));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ questionId: questionIds[PLANTED], identifier: `irt-sim-${PLANTED}`, version: 1 });
    const stats = await itemStats(questionIds[PLANTED]!);
    expect(stats).toMatchObject({ responses: 300, source: "calibrated", calibratedFrom: 300 });
    expect(stats.shareCorrect).toBeGreaterThan(0);
    expect(stats.shareCorrect).toBeLessThan(0.5);
    await resolveItemFlag({ id: userId }, mine[0]!.id);
    expect((await openItemFlags()).some((f) => f.id === mine[0]!.id)).toBe(false);
    await expect(resolveItemFlag({ id: userId }, mine[0]!.id)).rejects.toMatchObject({ status: 404 });
  });
});

describe("a teacher's parameters", () => {
  it("outside the sane bounds are a 400 with field errors; inside them they are kept with their history and source", async () => {
    const id = questionIds[1]!;
    await expect(setItemParams({ id: userId }, id, { a: 9, b: -7, c: 0.2 })).rejects.toMatchObject({
      status: 400,
      fields: { a: ["authoring:stats.errors.a"], b: ["authoring:stats.errors.b"] },
    });
    expect(ItemParamsSchema.safeParse({ a: "x", b: "0", c: "0" }).success).toBe(false);
    expect(ItemParamsSchema.safeParse({ a: "", b: "0", c: "0" }).success).toBe(false);
    expect(ItemParamsSchema.parse({ a: "1,4", b: "-0,5", c: "0" })).toEqual({ a: 1.4, b: -0.5, c: 0 });
    await setItemParams({ id: userId }, id, ItemParamsSchema.parse({ a: "1.4", b: "0.3", c: "0.2" }));
    const db = await getDb();
    const [row] = await db.select().from(itemParams).where(eq(itemParams.questionId, id));
    expect(row).toMatchObject({ a: 1.4, b: 0.3, c: 0.2, source: "teacher", setById: userId });
    const history = await db.select().from(itemParamHistory).where(eq(itemParamHistory.questionId, id));
    expect(history.at(-1)).toMatchObject({ source: "teacher", a: 1.4 });
  });
});
