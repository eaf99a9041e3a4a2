import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LESSONS } from "#content/lessons/index";
import { closeDb, getDb } from "#db/client";
import { videoLessons } from "#db/schema-lessons";
import { seedLessons } from "#seed/lessons";
import { coursePage, listLessons } from "~/features/lessons/course.server";
import { translationsFrom } from "~/features/lessons/authoring.server";
import type { LessonForm } from "~/features/lessons/authoring-input";
import * as editRoute from "~/routes/admin/lesson-edit";
import * as newRoute from "~/routes/admin/lesson-new";
import * as captionsRoute from "~/routes/lessons/captions";
import * as coursePageRoute from "~/routes/lessons/course";
import { callWeb, pass, person } from "../setup/lesson-helpers";

// Lessons are translated content (decision 0043): the page and the API give the reader's language.
beforeAll(async () => seedLessons(await getDb()), 120_000);
afterAll(closeDb);

const first = LESSONS[0]!;

describe("lessons in the reader's language", () => {
  it("the page under ?lng=az has the lesson's Azerbaijani title in the tab, the list and the quiz", async () => {
    const student = await person();
    const page = await callWeb(coursePageRoute, { path: "/video-lesson?lng=az", user: student });
    const id = Number(page.headers.get("Location")!.match(/\/video-lesson\/(\d+)/)![1]);
    const az = await callWeb(coursePageRoute, { path: `/video-lesson/${id}?lng=az`, params: { lessonId: String(id) }, user: student });
    expect(az.data.title).toBe(`${first.translations!.az!.title} · Video dərslər · SAT Lingo`);
    expect(az.data.list[0].title).toBe(first.translations!.az!.title);
    expect(az.data.lesson.description).toBe(first.translations!.az!.description);
    expect(az.data.lesson.questions[2].question_text).toBe(first.translations!.az!.quiz![2]!.text);
    // The English the question is about stays English: options the translation leaves out are the original's.
    expect(az.data.lesson.questions[0].option_a).toBe(first.quiz[0]!.options[0]);
  });

  it("the API answers in the language asked for, and explanations of a passed quiz come in it too", async () => {
    const student = await person();
    const [lesson] = (await listLessons(student.user, "http://localhost", "ru")).filter((l) => l.unit === "verbal");
    expect(lesson!.title).toBe(first.translations!.ru!.title);
    await pass(student, lesson!.id);
    const again = await coursePage(student.user, lesson!.id, "ru");
    expect(again.lesson!.questions[0]!.explanation).toBe(first.translations!.ru!.quiz![0]!.explanation);
    const english = await coursePage(student.user, lesson!.id, "en");
    expect(english.lesson!.title).toBe(first.title);
    expect(english.lesson!.questions[0]!.explanation).toBe(first.quiz[0]!.explanation);
  });

  it("a lesson with az and ru narration: captions tracks per language (text/vtt) and the transcript in the reader's language", async () => {
    const slug = "math-percentages";
    const source = LESSONS.find((l) => l.slug === slug)!;
    const student = await person();
    // The lessons before it in its unit passed, so it is open.
    const before = (await listLessons(student.user, "", "ru")).filter((l) => l.unit === "math");
    for (const l of before.slice(
      0,
      before.findIndex((x) => x.title === source.translations!.ru!.title),
    ))
      await pass(student, l.id);
    const lessons = await listLessons(student.user, "", "ru");
    const lesson = lessons.find((l) => l.title === source.translations!.ru!.title)!;
    expect(lesson.video).toMatchObject({ kind: "file" });
    const video = lesson.video as Extract<typeof lesson.video, { kind: "file" }>;
    expect(video.captions.map((c) => c.language)).toEqual(["en", "az", "ru"]);
    expect(video.captions[2]!.url).toBe(`/video-lesson/${lesson.id}/captions.vtt?lang=ru`);
    expect(lesson.transcript!.split("\n\n")[0]).toBe(source.translations!.ru!.narration![0]);
    const english = (await listLessons(student.user, "", "en")).find((l) => l.id === lesson.id)!;
    expect(english.transcript!.startsWith("This lesson is about percentages")).toBe(true);
    const params = { lessonId: String(lesson.id) };
    for (const [lang, words] of [
      ["ru", "Этот урок о процентах"],
      ["az", "Bu dərs faizlər haqqındadır"],
      ["en", "This lesson is about percentages"],
    ] as const) {
      const res = await callWeb(captionsRoute, { path: `/video-lesson/${lesson.id}/captions.vtt?lang=${lang}`, params, user: student });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("text/vtt; charset=utf-8");
      expect(res.data).toMatch(/^WEBVTT\n\n1\n00:00:00\.600 --> /);
      expect((res.data as string).replace(/\s+/g, " ")).toContain(words);
    }
    // A language the lesson has no track in, or one that is not a language of the app: 404 and 400.
    // (an unpublished lesson with English captions only, opened by an administrator, who may open drafts)
    const [bare] = await (
      await getDb()
    )
      .insert(videoLessons)
      .values({
        unit: "math",
        position: 999,
        title: "Captions in English only",
        videoRef: "lessons/none.mp4",
        captionsVtt: "WEBVTT\n\n1\n00:00:00.000 --> 00:00:01.000\nHi\n",
      })
      .returning({ id: videoLessons.id });
    const admin = await person("admin");
    const bareParams = { lessonId: String(bare!.id) };
    expect((await callWeb(captionsRoute, { path: `/video-lesson/${bare!.id}/captions.vtt?lang=az`, params: bareParams, user: admin })).status).toBe(404);
    expect((await callWeb(captionsRoute, { path: `/video-lesson/${bare!.id}/captions.vtt`, params: bareParams, user: admin })).status).toBe(200);
    const bad = await callWeb(captionsRoute, { path: `/video-lesson/${lesson.id}/captions.vtt?lang=de`, params, user: student });
    expect(bad.status).toBe(400);
  });

  it("the back office writes a lesson's az and ru title and description, and a blank one falls back to the English", async () => {
    const admin = await person("admin");
    const form = {
      title: "Slope from two points",
      title_az: "İki nöqtədən bucaq əmsalı",
      description_az: "Bucaq əmsalını iki nöqtədən tapın.",
      title_ru: "Угловой коэффициент по двум точкам",
      unit: "math",
      video_kind: "file",
    };
    const created = await callWeb(newRoute, { path: "/admin/lessons/new", user: admin, form });
    expect(created.status).toBe(302);
    const id = Number(created.headers.get("location")!.split("/").pop());
    const params = { lessonId: String(id) };
    const loaded = await callWeb(editRoute, { path: `/admin/lessons/${id}`, params, user: admin });
    expect(loaded.data.lesson.translations).toEqual({
      az: { title: "İki nöqtədən bucaq əmsalı", description: "Bucaq əmsalını iki nöqtədən tapın." },
      ru: { title: "Угловой коэффициент по двум точкам" },
    });
    const saved = await callWeb(editRoute, { path: `/admin/lessons/${id}`, params, user: admin, form: { ...form, title_ru: "" } });
    expect(saved.status).toBe(302);
    const again = await callWeb(editRoute, { path: `/admin/lessons/${id}`, params, user: admin });
    expect(again.data.lesson.translations).toEqual({ az: { title: "İki nöqtədən bucaq əmsalı", description: "Bucaq əmsalını iki nöqtədən tapın." } });
  });

  it("saving the form keeps the quiz translations a lesson already has", () => {
    const quiz = [{ text: "Sual", explanation: "İzah" }];
    const input = { title_az: "Başlıq", description_az: "", title_ru: "", description_ru: "" } as LessonForm;
    expect(translationsFrom(input, { az: { title: "Köhnə", description: "Təsvir", quiz }, ru: { title: "Старое" } })).toEqual({
      az: { title: "Başlıq", quiz },
    });
  });

  it("the form's quiz translations go with their questions (a removed question takes its own), with the transcripts", () => {
    const none = { text: "", a: "", b: "", c: "", d: "", explanation: "" };
    const q = (en: string, az: typeof none) => ({ text: en, a: "1", b: "2", c: "3", d: "4", correct: "A" as const, explanation: "", az, ru: none });
    const existing = {
      az: {
        title: "Köhnə",
        quiz: [
          { text: "Birinci", explanation: "" },
          { text: "İkinci", explanation: "" },
          { text: "Üçüncü", explanation: "" },
        ],
      },
    };
    // The second question was removed in the form: the first and third stay, each with its own translation.
    const input = {
      title_az: "Başlıq",
      description_az: "",
      title_ru: "",
      description_ru: "",
      transcript_az: "Mətn",
      transcript_ru: "",
      questions: [
        q("First", { ...none, text: "Birinci", explanation: "İzah" }),
        q("Third", { ...none, text: "Üçüncü", a: "bir", b: "iki", c: "üç", d: "dörd" }),
      ],
    } as unknown as LessonForm;
    expect(translationsFrom(input, existing)).toEqual({
      az: {
        title: "Başlıq",
        transcript: "Mətn",
        quiz: [
          { text: "Birinci", explanation: "İzah" },
          { text: "Üçüncü", options: ["bir", "iki", "üç", "dörd"], explanation: "" },
        ],
      },
    });
  });
});
