import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb } from "#db/client";
import * as sessionsRoute from "~/routes/api/exams/sessions";
import { newUserToken, seedOnce } from "../setup/exam-helpers";
import { callRoute } from "../setup/request";

beforeAll(seedOnce, 240_000);
afterAll(closeDb);

/** Issue 27: an unknown exam's error showed the raw key `exam.errors.examNotFound`. */
describe("starting an unknown exam", () => {
  it.each([
    ["en", "Choose one of the published exams."],
    ["az", "Dərc edilmiş imtahanlardan birini seçin."],
    ["ru", "Выберите один из опубликованных экзаменов."],
  ])("answers in %s with the message, never the key, in detail and in the field", async (lng, text) => {
    const { access } = await newUserToken();
    const res = await callRoute(sessionsRoute, { json: { exam: 999999 }, token: access, path: `/api/exams/session/?lng=${lng}` });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { detail: string; exam: string[] };
    expect(body.detail).toBe(text);
    expect(body.exam).toEqual([text]);
    expect(JSON.stringify(body)).not.toContain("exam.errors");
  });
});
