import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MEDIA_DIR, type MediaManifest } from "#content/lessons/media";
import { videoLessons } from "#db/schema-lessons";
import { closeDb, getDb } from "#db/client";
import { seedLessons } from "#seed/lessons";
import { coursePage, lessonsCompleted } from "~/features/lessons/course.server";
import type { LessonView } from "~/features/lessons/types";
import * as captionsRoute from "~/routes/lessons/captions";
import * as coursePageRoute from "~/routes/lessons/course";
import * as webProgressRoute from "~/routes/lessons/progress";
import * as videoRoute from "~/routes/lessons/video";
import { answerKey, callWeb, listLessons, pass, person, saveProgressApi, submit, type Person } from "../setup/lesson-helpers";

// The seeded course (content/lessons), loaded like any lesson: videos into storage, lessons and quizzes into the database.
beforeAll(async () => seedLessons(await getDb()), 120_000);
afterAll(closeDb);

const unit = (list: LessonView[], u: "verbal" | "math") => list.filter((l) => l.unit === u);

describe("the course's order", () => {
  it("a new student has the first lesson of each unit open and every other one locked, with no answer key anywhere", async () => {
    const student = await person();
    const list = await listLessons(student);
    for (const u of ["verbal", "math"] as const) {
      const lessons = unit(list, u);
      expect(lessons.length).toBeGreaterThanOrEqual(4);
      expect(lessons.map((l) => l.state)).toEqual(["current", ...lessons.slice(1).map(() => "locked")]);
    }
    const open = list.find((l) => l.state === "current")!;
    expect(open.video).toMatchObject({
      kind: "file",
      url: expect.stringMatching(/^http:\/\/localhost\/video-lesson\/\d+\/video$/),
      captions_url: expect.stringMatching(/captions\.vtt$/),
    });
    expect(open.questions.length).toBeGreaterThanOrEqual(3);
    expect(open.transcript!.length).toBeGreaterThan(500);
    const locked = list.find((l) => l.state === "locked")!;
    expect(locked).toMatchObject({ video: null, questions: [], transcript: null, vimeo_id: null });
    expect(JSON.stringify(list)).not.toMatch(/correct_option|explanation/);
  });

  it("passing a quiz opens the next lesson of its unit, and the key of that quiz only then", async () => {
    const student = await person();
    const [first, second, third] = unit(await listLessons(student), "verbal");
    const result = await pass(student, first!.id);
    expect(result).toMatchObject({ all_correct: true, wrong: [], next_lesson: { id: second!.id, title: second!.title, unit: "verbal" }, attempts: 1 });
    const after = await listLessons(student);
    const states = Object.fromEntries(after.map((l) => [l.id, l.state]));
    expect([states[first!.id], states[second!.id], states[third!.id]]).toEqual(["completed", "current", "locked"]);
    const passed = after.find((l) => l.id === first!.id)!;
    expect(passed.questions.every((q) => /^[A-D]$/.test(q.correct_option ?? ""))).toBe(true);
    expect(after.find((l) => l.id === second!.id)!.questions.some((q) => "correct_option" in q)).toBe(false);
    // The math unit does not depend on the verbal one.
    expect(unit(after, "math")[0]!.state).toBe("current");
  });

  it("the last lesson of a unit sends the student to the other unit, and a finished course has nothing left", async () => {
    const student = await person();
    let results = 0;
    for (;;) {
      const open = (await listLessons(student)).filter((l) => l.state === "current");
      if (open.length === 0) break;
      const result = await pass(student, open[0]!.id);
      results++;
      const rest = (await listLessons(student)).filter((l) => l.state === "current");
      expect(result.next_lesson?.id ?? null).toBe(rest[0]?.id ?? null);
    }
    expect(results).toBeGreaterThanOrEqual(8);
    const page = await coursePage(student.user, null);
    expect(page).toMatchObject({ lesson: null, finished: true });
    expect(page.list.every((l) => l.state === "completed")).toBe(true);
    const counts = await lessonsCompleted(student.id);
    expect(counts.completed).toBe(counts.total);
  });
});

describe("locked lessons", () => {
  let student: Person;
  let first: LessonView;
  let second: LessonView;
  beforeAll(async () => {
    student = await person();
    [first, second] = unit(await listLessons(student), "verbal") as [LessonView, LessonView];
  });

  it("are refused by the REST API with a 403 that names the lesson to pass first", async () => {
    const key = (await answerKey([second.id])).get(second.id)!;
    const res = await submit(student, second.id, key);
    expect(res.status).toBe(403);
    expect((await res.json()).detail).toBe(`This lesson is locked: pass the quiz of “${first.title}” first.`);
    expect((await saveProgressApi(student, second.id, { position_seconds: 10 })).status).toBe(403);
  });

  it("are refused by the page's address, by their video and by their captions", async () => {
    const page = await callWeb(coursePageRoute, { path: `/video-lesson/${second.id}?lng=en`, params: { lessonId: String(second.id) }, user: student });
    expect(page.status).toBe(403);
    expect(page.data.detail).toContain(first.title);
    const params = { lessonId: String(second.id) };
    expect((await callWeb(videoRoute, { path: `/video-lesson/${second.id}/video`, params, user: student, headers: { Range: "bytes=0-99" } })).status).toBe(403);
    expect((await callWeb(captionsRoute, { path: `/video-lesson/${second.id}/captions.vtt`, params, user: student })).status).toBe(403);
    expect(
      (await callWeb(webProgressRoute, { path: `/video-lesson/${second.id}/progress`, params, user: student, json: { position_seconds: 5 } })).status,
    ).toBe(403);
    // The quiz through the page's form too.
    const key = (await answerKey([second.id])).get(second.id)!;
    const form = { lesson: String(second.id), ...Object.fromEntries(Object.entries(key).map(([id, letter]) => [`q${id}`, letter])) };
    const action = await callWeb(coursePageRoute, { path: `/video-lesson/${second.id}?lng=en`, params: { lessonId: String(second.id) }, user: student, form });
    expect(action.status).toBe(403);
    expect(action.data).toMatchObject({ formError: expect.stringContaining(first.title), fieldErrors: {} });
  });

  it("unknown and unpublished lessons are 404, and visitors are sent to sign in", async () => {
    expect((await submit(student, 2_000_000_000, { 1: "A" })).status).toBe(404);
    const page = await callWeb(coursePageRoute, { path: "/video-lesson/2000000000", params: { lessonId: "2000000000" }, user: student });
    expect(page.status).toBe(404);
    const visitor = await callWeb(coursePageRoute, { path: "/video-lesson", user: null });
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("location")).toBe("/auth/login?return_url=%2Fvideo-lesson");
    expect((await callWeb(videoRoute, { path: `/video-lesson/${first.id}/video`, params: { lessonId: String(first.id) }, user: null })).status).toBe(401);
  });
});

describe("grading", () => {
  it("a failed try names the wrong questions, never the right options, and counts the attempt", async () => {
    const student = await person();
    const [first] = unit(await listLessons(student), "math");
    const key = (await answerKey([first!.id])).get(first!.id)!;
    const ids = Object.keys(key);
    const other = (letter: string) => (letter === "A" ? "B" : "A");
    const answers = { ...key, [ids[0]!]: other(key[ids[0]!]!), [ids[2]!]: other(key[ids[2]!]!).toLowerCase() };
    const res = await submit(student, first!.id, answers);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toEqual({ all_correct: false, wrong: [Number(ids[0]), Number(ids[2])], next_lesson: null, attempts: 1 });
    const again = await listLessons(student);
    const lesson = again.find((l) => l.id === first!.id)!;
    expect(lesson.state).toBe("current");
    expect(lesson.progress).toMatchObject({ attempts: 1, last_wrong: [Number(ids[0]), Number(ids[2])], passed_at: null });
    expect(JSON.stringify(lesson)).not.toMatch(/correct_option/);
    // Passing a quiz already passed changes nothing but the count of attempts.
    await pass(student, first!.id);
    const twice = await pass(student, first!.id);
    expect(twice.attempts).toBe(3);
  });

  it("partial, invalid and foreign answers are a 400 naming the question, and no attempt is counted", async () => {
    const student = await person();
    const [first] = unit(await listLessons(student), "verbal");
    const key = (await answerKey([first!.id])).get(first!.id)!;
    const ids = Object.keys(key);
    const partial = { ...key };
    delete partial[ids[1]!];
    const missing = await submit(student, first!.id, partial);
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({
      detail: `Question 2 (id ${ids[1]}) has no answer: choose A, B, C or D.`,
      answers: { [ids[1]!]: `Question 2 (id ${ids[1]}) has no answer: choose A, B, C or D.` },
    });
    const invalid = await submit(student, first!.id, { ...key, [ids[0]!]: "E" });
    expect((await invalid.json()).detail).toBe(`Question 1 (id ${ids[0]}): the answer must be A, B, C or D.`);
    const foreign = await submit(student, first!.id, { ...key, 999999: "A" });
    expect(foreign.status).toBe(400);
    expect((await foreign.json()).detail).toBe("Question 999999 is not part of this lesson.");
    for (const body of [{}, { answers: "A" }, { answers: [1] }, { answers: { abc: "A" } }]) {
      const res = await callWeb(await import("~/routes/api/lessons/submit-quiz"), {
        path: `/api/video-lessons/${first!.id}/submit-quiz/`,
        params: { id: String(first!.id) },
        json: body,
        headers: { Authorization: `Bearer ${student.access}` },
      });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const lesson = (await listLessons(student)).find((l) => l.id === first!.id)!;
    expect(lesson.progress).toBeNull();
  });

  it("the page's form grades with the same rules and answers which questions were wrong", async () => {
    const student = await person();
    const [first] = unit(await listLessons(student), "verbal");
    const key = (await answerKey([first!.id])).get(first!.id)!;
    const ids = Object.keys(key);
    const form = (answers: Record<string, string>) => ({
      lesson: String(first!.id),
      ...Object.fromEntries(Object.entries(answers).map(([id, l]) => [`q${id}`, l])),
    });
    const call = (answers: Record<string, string>) => callWeb(coursePageRoute, { path: "/video-lesson?lng=en", user: student, form: form(answers) });
    const wrongOne = await call({ ...key, [ids[3]!]: key[ids[3]!] === "D" ? "C" : "D" });
    expect(wrongOne.data).toMatchObject({ ok: true, result: { all_correct: false, wrong: [Number(ids[3])] } });
    // Refused in the one shape: each question's message under its field q<id>, conform's result with them.
    const partial = await call({ [ids[0]!]: key[ids[0]!]! });
    expect(partial.status).toBe(400);
    expect(partial.data.formError).toBeNull();
    expect(Object.keys(partial.data.fieldErrors).sort()).toEqual(
      ids
        .slice(1)
        .map((id) => `q${id}`)
        .sort(),
    );
    expect(partial.data.fieldErrors[`q${ids[1]}`]).toEqual([`Question 2 (id ${ids[1]}) has no answer: choose A, B, C or D.`]);
    expect(partial.data.result.error).toMatchObject({ [`q${ids[1]}`]: [`Question 2 (id ${ids[1]}) has no answer: choose A, B, C or D.`] });
    // A lesson id that is not one: 400 under the lesson's field, before anything is graded.
    const noLesson = await callWeb(coursePageRoute, { path: "/video-lesson?lng=en", user: student, form: { lesson: "x", [`q${ids[0]}`]: "A" } });
    expect(noLesson.status).toBe(400);
    expect(noLesson.data.fieldErrors).toEqual({ lesson: ["lessons:errors.notFound"] });
    const right = await call(key);
    expect(right.data).toMatchObject({ ok: true, result: { all_correct: true } });
    expect(await lessonsCompleted(student.id)).toMatchObject({ completed: 1 });
  });
});

describe("watch progress", () => {
  it("is saved as the student watches, merged so the watched share only grows, and restored on the page", async () => {
    const student = await person();
    const [first] = unit(await listLessons(student), "verbal");
    const duration = first!.duration_seconds!;
    expect(duration).toBeGreaterThanOrEqual(120);
    expect(duration).toBeLessThanOrEqual(240);
    const one = await saveProgressApi(student, first!.id, { position_seconds: 30, duration_seconds: 9999, watched: [[0, 30]] });
    expect(await one.json()).toEqual({ position_seconds: 30, watched_share: Math.round((30 / duration) * 1000) / 1000 });
    // The page saves the same way (same-origin JSON); an overlapping stretch is merged, not added twice.
    const params = { lessonId: String(first!.id) };
    const two = await callWeb(webProgressRoute, {
      path: `/video-lesson/${first!.id}/progress`,
      params,
      user: student,
      json: { position_seconds: 61.26, watched: [[20, 60]] },
    });
    expect(two.data).toEqual({ position_seconds: 61.3, watched_share: Math.round((60 / duration) * 1000) / 1000 });
    // A seek back does not lower the share; a position past the end is the end.
    const three = await saveProgressApi(student, first!.id, { position_seconds: 9999, watched: [] });
    expect((await three.json()).watched_share).toBe(Math.round((60 / duration) * 1000) / 1000);
    const page = await callWeb(coursePageRoute, { path: `/video-lesson/${first!.id}`, params, user: student });
    expect(page.data.lesson.progress).toMatchObject({ position_seconds: duration, watched_share: Math.round((60 / duration) * 1000) / 1000 });
    expect(page.data.list.find((l: { id: number }) => l.id === first!.id).watchedShare).toBeCloseTo(60 / duration, 2);
    // Watching it all counts as all of it.
    await saveProgressApi(student, first!.id, { position_seconds: duration, watched: [[0, duration]] });
    expect((await listLessons(student)).find((l) => l.id === first!.id)!.progress!.watched_share).toBe(1);
  });

  it("bad progress is a 400, not a 500", async () => {
    const student = await person();
    const [first] = unit(await listLessons(student), "math");
    for (const body of [{}, { position_seconds: -1 }, { position_seconds: "x" }, { position_seconds: 1, watched: [[0]] }, { position_seconds: 1e12 }]) {
      expect((await saveProgressApi(student, first!.id, body)).status, JSON.stringify(body)).toBe(400);
    }
  });
});

describe("the lesson video and captions", () => {
  it("are served in byte ranges (seeking) for an open lesson, with WebVTT captions", async () => {
    const student = await person();
    const [first] = unit(await listLessons(student), "math");
    const params = { lessonId: String(first!.id) };
    const path = `/video-lesson/${first!.id}/video`;
    const head = await callWeb(videoRoute, { path, params, user: student, method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("accept-ranges")).toBe("bytes");
    const size = Number(head.headers.get("content-length"));
    expect(size).toBeGreaterThan(100_000);
    const start = await callWeb(videoRoute, { path, params, user: student, headers: { Range: "bytes=0-99" } });
    expect(start.status).toBe(206);
    expect(start.headers.get("content-range")).toBe(`bytes 0-99/${size}`);
    expect(start.headers.get("content-type")).toBe("video/mp4");
    expect(new TextDecoder().decode(start.body!.subarray(4, 8))).toBe("ftyp");
    const middle = await callWeb(videoRoute, { path, params, user: student, headers: { Range: `bytes=${size - 10}-` } });
    expect(middle.status).toBe(206);
    expect(middle.body!.byteLength).toBe(10);
    const open = await callWeb(videoRoute, { path, params, user: student, headers: { Range: "bytes=1000-" } });
    expect(Number(open.headers.get("content-length"))).toBe(Math.min(size - 1000, 2 * 1024 * 1024));
    const past = await callWeb(videoRoute, { path, params, user: student, headers: { Range: `bytes=${size}-` } });
    expect(past.status).toBe(416);
    expect(past.headers.get("content-range")).toBe(`bytes */${size}`);
    const captions = await callWeb(captionsRoute, { path: `/video-lesson/${first!.id}/captions.vtt`, params, user: student });
    expect(captions.headers.get("content-type")).toBe("text/vtt; charset=utf-8");
    expect(captions.data).toMatch(/^WEBVTT\n\n1\n00:00:00\.\d{3} --> 00:00:\d{2}\.\d{3}\n/);
  });
});

describe("the seeded course", () => {
  it("serves every seeded lesson's video whole and its captions, as the seed stored them", async () => {
    const manifest = JSON.parse(fs.readFileSync(path.resolve(MEDIA_DIR, "manifest.json"), "utf8")) as MediaManifest;
    const admin = await person("admin");
    const db = await getDb();
    for (const [slug, media] of Object.entries(manifest)) {
      const [row] = await db.select({ id: videoLessons.id }).from(videoLessons).where(eq(videoLessons.seedKey, slug));
      const params = { lessonId: String(row!.id) };
      const head = await callWeb(videoRoute, { path: `/video-lesson/${row!.id}/video`, params, user: admin, method: "HEAD" });
      expect(Number(head.headers.get("content-length")), slug).toBe(media.bytes);
      const captions = await callWeb(captionsRoute, { path: `/video-lesson/${row!.id}/captions.vtt`, params, user: admin });
      expect(captions.data, slug).toBe(fs.readFileSync(path.resolve(MEDIA_DIR, media.captions), "utf8"));
    }
  });
});
