import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LESSONS } from "#content/lessons/index";
import { closeDb, getDb } from "#db/client";
import { seedLessons } from "#seed/lessons";
import { coursePage, listLessons } from "~/features/lessons/course.server";
import { translationsFrom } from "~/features/lessons/authoring.server";
import type { LessonForm } from "~/features/lessons/authoring-input";
import * as editRoute from "~/routes/admin/lesson-edit";
import * as newRoute from "~/routes/admin/lesson-new";
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
});
