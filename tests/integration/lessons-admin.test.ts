import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb, getDb } from "#db/client";
import { videoLessons } from "#db/schema-lessons";
import { seedLessons } from "#seed/lessons";
import { MEDIA_DIR } from "#content/lessons/media";
import { pagePath, requireBackOfficeMiddleware, rolesForPath } from "~/features/admin/guard.server";
import { UPLOAD_CHUNK_BYTES } from "~/features/lessons/video-file";
import { authContext } from "~/lib/context";
import * as editRoute from "~/routes/admin/lesson-edit";
import * as newRoute from "~/routes/admin/lesson-new";
import * as uploadRoute from "~/routes/admin/lesson-video";
import * as listRoute from "~/routes/admin/lessons";
import * as videoRoute from "~/routes/lessons/video";
import { callWeb, listLessons, pass, person, type Person } from "../setup/lesson-helpers";

beforeAll(async () => seedLessons(await getDb()), 120_000);
afterAll(closeDb);

/** Runs the back office layout's middleware for a path as a user: where it sends them, or "next". */
async function gate(p: Person | null, url: string, method = "GET") {
  const context = new RouterContextProvider();
  context.set(authContext, p ? { status: "signedIn", user: p.user } : { status: "anonymous", user: null });
  try {
    await requireBackOfficeMiddleware(
      { request: new Request(`http://localhost${url}`, { method }), context, params: {}, unstable_pattern: "" } as never,
      async () => new Response("next"),
    );
    return "next";
  } catch (thrown) {
    return (thrown as Response).headers.get("location");
  }
}

/** Sends a file to the upload route in its pieces, as the page does: start, chunk × n, finish. */
async function upload(p: Person, lessonId: number, name: string, bytes: Uint8Array) {
  const params = { lessonId: String(lessonId) };
  const call = (fields: Record<string, string | Blob>) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    return callWeb(uploadRoute, { path: `/admin/lessons/${lessonId}/video?lng=en`, params, user: p, form });
  };
  const start = await call({ intent: "start", name, size: String(bytes.byteLength) });
  if (start.status !== 200) return start;
  const { upload: id, chunks } = start.data as { upload: string; chunks: number };
  for (let i = 0; i < chunks; i++) {
    const piece = await call({
      intent: "chunk",
      upload: id,
      index: String(i),
      chunk: new Blob([bytes.slice(i * UPLOAD_CHUNK_BYTES, (i + 1) * UPLOAD_CHUNK_BYTES)]),
    });
    expect(piece.status).toBe(200);
  }
  return call({ intent: "finish", upload: id });
}

const lessonForm = (fields: Record<string, string>) => ({
  title: "Slope from two points",
  unit: "math",
  video_kind: "file",
  skill: "Linear functions",
  ...fields,
});
const question = (i: number, correct = "B") => ({
  [`questions[${i}].text`]: `Question ${i + 1}: what is the slope through (0, 1) and (2, ${1 + 2 * (i + 2)})?`,
  [`questions[${i}].a`]: "1",
  [`questions[${i}].b`]: String(i + 2),
  [`questions[${i}].c`]: "7",
  [`questions[${i}].d`]: "9",
  [`questions[${i}].correct`]: correct,
});

describe("the back office gate", () => {
  it("knows the page a client navigation's data request is for", () => {
    expect(pagePath(new URL("http://x/admin/lessons.data?_routes=a"))).toBe("/admin/lessons");
    expect(pagePath(new URL("http://x/admin/lessons/_.data"))).toBe("/admin/lessons");
    expect(pagePath(new URL("http://x/admin/lessons/12/"))).toBe("/admin/lessons/12");
    expect(rolesForPath("/admin/lessons/12/video")).toEqual(["admin", "pre_teacher"]);
    expect(rolesForPath("/admin/lessonsx")).toEqual(["admin"]);
    expect(rolesForPath("/admin/unknown")).toEqual(["admin"]);
  });

  it("lets teachers into the lessons section only, administrators everywhere, and nobody else", async () => {
    const [teacher, admin, student] = await Promise.all([person("pre_teacher"), person("admin"), person("pre_student")]);
    for (const url of ["/admin/lessons", "/admin/lessons.data", "/admin/lessons/new", "/admin/lessons/3", "/admin/lessons/3/video"]) {
      expect(await gate(teacher, url), url).toBe("next");
      expect(await gate(admin, url), url).toBe("next");
      expect(await gate(student, url), url).toBe("/admin/forbidden");
    }
    for (const url of ["/admin/outbox", "/admin/outbox.data", "/admin/users", "/admin/services"]) {
      expect(await gate(teacher, url), url).toBe("/admin/forbidden");
      expect(await gate(admin, url), url).toBe("next");
    }
    expect(await gate(teacher, "/admin")).toBe("/admin/lessons");
    expect(await gate(teacher, "/admin", "POST")).toBe("/admin/forbidden");
    expect(await gate(admin, "/admin")).toBe("next");
    expect(await gate(null, "/admin/lessons")).toBe("/auth/login?return_url=%2Fadmin%2Flessons");
  });
});

describe("authoring lessons", () => {
  it("a teacher creates a lesson, uploads its video in pieces, publishes it, and students find it at the end of its unit", async () => {
    const teacher = await person("pre_teacher");
    const created = await callWeb(newRoute, {
      path: "/admin/lessons/new?lng=en",
      user: teacher,
      form: lessonForm({ ...question(0), ...question(1, "B"), published: "on" }),
    });
    // Publishing needs a video: the lesson is not created half-way.
    expect(created.status).toBe(400);
    expect(created.data).toMatchObject({ formError: null, fieldErrors: { published: ["lessons:admin.errors.publishNeedsVideo"] } });
    expect(created.data.result.error).toMatchObject({ published: ["lessons:admin.errors.publishNeedsVideo"] });
    const draft = await callWeb(newRoute, { path: "/admin/lessons/new?lng=en", user: teacher, form: lessonForm({ ...question(0), ...question(1) }) });
    expect(draft.status).toBe(302);
    const id = Number(/\/admin\/lessons\/(\d+)$/.exec(draft.headers.get("location")!)![1]);

    const student = await person();
    expect((await listLessons(student)).some((l) => l.id === id)).toBe(false);

    // A file that is not a video is refused, whatever its name; a real MP4 in several pieces is stored.
    const fake = await upload(teacher, id, "lesson.mp4", new TextEncoder().encode("<html>not a video</html>"));
    expect(fake.status).toBe(400);
    expect(fake.data.detail).toBe("The file is not an MP4 or WebM video.");
    expect((await upload(teacher, id, "lesson.mov", new Uint8Array(10))).status).toBe(400);
    const real = fs.readFileSync(path.resolve(MEDIA_DIR, "math-percentages.mp4"));
    const padded = new Uint8Array(UPLOAD_CHUNK_BYTES * 2 + 1234);
    padded.set(real);
    const done = await upload(teacher, id, "Slope.MP4", padded);
    expect(done.status).toBe(200);
    expect(done.data).toMatchObject({ key: expect.stringMatching(new RegExp(`^lessons/${id}-[0-9a-f]{16}\\.mp4$`)), duration_seconds: 164 });

    const published = await callWeb(listRoute, { path: "/admin/lessons", user: teacher, form: { intent: "publish", lesson: String(id), published: "true" } });
    expect(published.data).toEqual({ ok: true });
    const math = (await listLessons(student)).filter((l) => l.unit === "math");
    expect(math.at(-1)).toMatchObject({ id, state: "locked", title: "Slope from two points", duration_seconds: 164 });

    // Reordering: one step up puts it before the lesson that was last.
    const before = math.at(-2)!;
    await callWeb(listRoute, { path: "/admin/lessons", user: teacher, form: { intent: "move", lesson: String(id), direction: "up" } });
    const moved = (await listLessons(student)).filter((l) => l.unit === "math");
    expect(moved.at(-1)!.id).toBe(before.id);
    expect(moved.at(-2)!.id).toBe(id);

    // Staff preview the file; a student whose lesson is locked cannot fetch it.
    const params = { lessonId: String(id) };
    const preview = await callWeb(videoRoute, { path: `/video-lesson/${id}/video`, params, user: teacher, headers: { Range: "bytes=0-15" } });
    expect(preview.status).toBe(206);
    expect(preview.headers.get("content-range")).toBe(`bytes 0-15/${padded.byteLength}`);
    expect((await callWeb(videoRoute, { path: `/video-lesson/${id}/video`, params, user: student })).status).toBe(403);

    // A student who passed the lessons before it watches it.
    for (const l of moved.slice(0, -2)) await pass(student, l.id);
    expect((await listLessons(student)).find((l) => l.id === id)!.state).toBe("current");
    expect((await callWeb(videoRoute, { path: `/video-lesson/${id}/video`, params, user: student, headers: { Range: "bytes=0-15" } })).status).toBe(206);

    await callWeb(listRoute, { path: "/admin/lessons", user: teacher, form: { intent: "publish", lesson: String(id), published: "false" } });
    expect((await listLessons(student)).some((l) => l.id === id)).toBe(false);
  });

  it("editing keeps question ids, checks the quiz, the captions and the video ids, and a Vimeo or YouTube address becomes its id", async () => {
    const admin = await person("admin");
    const created = await callWeb(newRoute, {
      path: "/admin/lessons/new",
      user: admin,
      form: lessonForm({ ...question(0), ...question(1), video_kind: "youtube", video_id: "https://youtu.be/dQw4w9WgXcQ", published: "on" }),
    });
    expect(created.status).toBe(302);
    const id = Number(created.headers.get("location")!.split("/").pop());
    const params = { lessonId: String(id) };
    const loaded = await callWeb(editRoute, { path: `/admin/lessons/${id}`, params, user: admin });
    expect(loaded.data.lesson).toMatchObject({ videoKind: "youtube", videoRef: "dQw4w9WgXcQ", published: true });
    const [q1, q2] = loaded.data.lesson.questions as { id: number }[];

    // Every problem at once, the captions file's with the fields': under each field's conform name.
    const fields = lessonForm({
      title: "",
      video_kind: "vimeo",
      video_id: "not a video",
      "questions[0].text": "Q",
      "questions[0].a": "1",
      "questions[0].b": "",
      "questions[0].c": "3",
      "questions[0].d": "4",
    });
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    form.append("captions_file", new File(["1\n00:00:01,000 --> 00:00:04,000\nSRT"], "captions.srt"));
    const invalid = await callWeb(editRoute, { path: `/admin/lessons/${id}?lng=en`, params, user: admin, form });
    expect(invalid.status).toBe(400);
    const expected = {
      title: ["lessons:admin.errors.title"],
      video_id: ["lessons:admin.errors.vimeo"],
      "questions[0].b": ["lessons:admin.errors.option"],
      "questions[0].correct": ["lessons:admin.errors.correct"],
      captions_file: ["lessons:admin.errors.vttHeader"],
    };
    expect(invalid.data.fieldErrors).toEqual(expected);
    expect(invalid.data.result.error).toEqual(expected);
    // The answer gives the form back what was typed (conform's lastResult).
    expect(invalid.data.result.initialValue).toMatchObject({ video_id: "not a video", questions: [{ text: "Q", a: "1" }] });

    // Captions alone: checked before anything is saved.
    const badFile = new FormData();
    for (const [k, v] of Object.entries(lessonForm({ ...question(0) }))) badFile.append(k, v);
    badFile.append("captions_file", new File(["WEBVTT\n\nno cue here"], "captions.vtt"));
    const refusedFile = await callWeb(editRoute, { path: `/admin/lessons/${id}`, params, user: admin, form: badFile });
    expect(refusedFile.status).toBe(400);
    expect(refusedFile.data.fieldErrors).toEqual({ captions_file: ["lessons:admin.errors.vttCues"] });

    // Question 1 kept (same id), question 2 removed, a new one added.
    const saved = await callWeb(editRoute, {
      path: `/admin/lessons/${id}`,
      params,
      user: admin,
      form: lessonForm({
        video_kind: "vimeo",
        video_id: "https://vimeo.com/76979871",
        published: "on",
        "questions[0].id": String(q1!.id),
        ...question(0, "C"),
        ...question(1, "A"),
      }),
    });
    expect(saved.status).toBe(302);
    const after = (await callWeb(editRoute, { path: `/admin/lessons/${id}`, params, user: admin })).data.lesson;
    expect(after).toMatchObject({ videoKind: "vimeo", videoRef: "76979871" });
    expect(after.questions.map((q: { id: number; correctOption: string }) => [q.id === q1!.id, q.correctOption])).toEqual([
      [true, "C"],
      [false, "A"],
    ]);
    expect(after.questions.some((q: { id: number }) => q.id === q2!.id)).toBe(false);
    await callWeb(listRoute, { path: "/admin/lessons", user: admin, form: { intent: "publish", lesson: String(id), published: "false" } });
  });

  it("the seed leaves a lesson the back office edited alone, and loads the course only once", async () => {
    const db = await getDb();
    const [seeded] = await db
      .select({ id: videoLessons.id, seedKey: videoLessons.seedKey })
      .from(videoLessons)
      .where(eq(videoLessons.seedKey, "rw-boundaries"));
    await seedLessons(db);
    const again = await db.select({ id: videoLessons.id }).from(videoLessons).where(eq(videoLessons.seedKey, "rw-boundaries"));
    expect(again).toEqual([{ id: seeded!.id }]);
    await db.update(videoLessons).set({ title: "Boundaries (edited)", seedHash: null }).where(eq(videoLessons.id, seeded!.id));
    await seedLessons(db);
    const [kept] = await db.select({ title: videoLessons.title }).from(videoLessons).where(eq(videoLessons.id, seeded!.id));
    expect(kept!.title).toBe("Boundaries (edited)");
    // Handed back to the seed (a hash that is not current), which writes the lesson again.
    await db.update(videoLessons).set({ seedHash: "stale" }).where(eq(videoLessons.id, seeded!.id));
    await seedLessons(db);
    const [restored] = await db.select({ title: videoLessons.title }).from(videoLessons).where(eq(videoLessons.id, seeded!.id));
    expect(restored!.title).toBe("Boundaries: joining two clauses correctly");
  });
});
