import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb } from "#db/client";
import { APP } from "../setup/in-process-app";
import { EVIL, savedAnswers, send, startWholeApp, studentInExam } from "../setup/security-helpers";

// Cross-site request forgery, against the whole app in process (tests/setup/security-helpers.ts).

beforeAll(startWholeApp);
afterAll(closeDb);

describe("cross-site request forgery", () => {
  it("a foreign-Origin POST with the victim's cookies to the exam data route is refused (403, translated) and saves nothing", async () => {
    const s = await studentInExam();
    const res = await send(`/exams/session/${s.examSession}/data`, { cookie: s.cookie, origin: EVIL, json: s.save, headers: { "Accept-Language": "ru" } });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { detail: string }).detail).toBe("Запрос пришёл с другого сайта и был отклонён. Вернитесь в SAT Lingo и попробуйте снова.");
    expect(await savedAnswers(s.examSession, s.question)).toEqual([]);

    // Without Origin, the browser's Sec-Fetch-Site tells the same.
    const bySite = await send(`/exams/session/${s.examSession}/data?lng=en`, { cookie: s.cookie, site: "cross-site", json: s.save });
    expect(bySite.status).toBe(403);
    expect(((await bySite.json()) as { detail: string }).detail).toMatch(/came from another site/);
    expect(await send(`/exams/session/${s.examSession}/data`, { cookie: s.cookie, site: "same-site", json: s.save }).then((r) => r.status)).toBe(403);
    expect(await send(`/exams/session/${s.examSession}/data`, { cookie: s.cookie, origin: "null", json: s.save }).then((r) => r.status)).toBe(403);
    expect(await savedAnswers(s.examSession, s.question)).toEqual([]);
  });

  it("the same POST from the app's own page saves the answer (Origin, or Sec-Fetch-Site alone, or neither header)", async () => {
    const s = await studentInExam();
    const choice = s.save.responses[0]!.selected_choice;
    const res = await send(`/exams/session/${s.examSession}/data`, { cookie: s.cookie, origin: APP, site: "same-origin", json: s.save });
    expect(res.status).toBe(200);
    expect(await savedAnswers(s.examSession, s.question)).toEqual([{ choice }]);

    const again = { ...s.save, responses: [{ ...s.save.responses[0]!, revision: 2 }] };
    expect((await send(`/exams/session/${s.examSession}/data`, { cookie: s.cookie, site: "same-origin", json: again })).status).toBe(200);
    // No Origin and no Sec-Fetch-Site: not a browser (a script, curl); a forged request always has one.
    const third = { ...s.save, responses: [{ ...s.save.responses[0]!, revision: 3 }] };
    expect((await send(`/exams/session/${s.examSession}/data`, { cookie: s.cookie, json: third })).status).toBe(200);
  });

  it("reads are never refused: a cross-site GET of the exam data answers as usual", async () => {
    const s = await studentInExam();
    const res = await send(`/exams/session/${s.examSession}/data`, { cookie: s.cookie, site: "cross-site" });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { kind: string }).kind).toBe("section");
  });

  it("the REST API: a cross-site call with a bearer token works; one carrying the session cookies from another site is refused", async () => {
    const s = await studentInExam();
    const bearer = await send(`/api/exams/section/${s.section}/responses/`, {
      origin: EVIL,
      headers: { Authorization: `Bearer ${s.apiToken}` },
      json: { session: s.examSession, responses: s.save.responses },
    });
    expect(bearer.status).toBe(200);

    const withCookies = await send(`/api/exams/section/${s.section}/responses/`, {
      origin: EVIL,
      cookie: s.cookie,
      headers: { Authorization: `Bearer ${s.apiToken}` },
      json: { session: s.examSession, responses: [{ ...s.save.responses[0]!, revision: 5 }] },
    });
    expect(withCookies.status).toBe(403);
    expect(((await withCookies.json()) as { detail: string }).detail).toMatch(/came from another site/);
  });
});
