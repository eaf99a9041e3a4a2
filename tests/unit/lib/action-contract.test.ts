import { describe, expect, it } from "vitest";
import { z } from "zod";
import { formFailure, onHttpError, pageError, parseSubmission, refuse, withFormFailure, withPageError } from "~/lib/action.server";
import { firstMessage, isFormFailure, type FormFailure } from "~/lib/form-failure";
import { HttpError, ValidationError } from "~/lib/http.server";

/** What React Router's `data()` carries: the value and its init. */
type Answer = { type: string; data: FormFailure; init: { status?: number; headers?: HeadersInit } | null };
const answer = (value: unknown) => value as Answer;
const status = (value: unknown) => answer(value).init?.status;

const Schema = z.object({ name: z.string().min(2, "validation.tooShort"), password: z.string().min(1, "validation.required") });
const form = (fields: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  return f;
};

describe("a web form's submission", () => {
  it("that does not fit its schema is a 400 with each field's message, and conform's result without the password", () => {
    const { refused } = parseSubmission(form({ name: "a", password: "secret" }), Schema);
    expect(status(refused)).toBe(400);
    const failure = answer(refused).data;
    expect(failure).toMatchObject({ formError: null, fieldErrors: { name: ["validation.tooShort"] } });
    expect(failure.result?.error).toMatchObject({ name: ["validation.tooShort"] });
    expect(JSON.stringify(failure.result)).not.toContain("secret");
    expect(isFormFailure(failure)).toBe(true);
    expect(firstMessage(failure)).toBe("validation.tooShort");
  });

  it("that fits is a submission with its parsed value and no refusal", () => {
    const { submission, refused } = parseSubmission(form({ name: "Aysel", password: "x" }), Schema);
    expect(refused).toBeNull();
    expect(submission.status === "success" ? submission.value : null).toEqual({ name: "Aysel", password: "x" });
  });

  it("carries the intent of the form that was sent when the page has several", () => {
    const { refused } = parseSubmission(form({ name: "" }), Schema, { intent: "settings" });
    expect(answer(refused).data.intent).toBe("settings");
  });
});

describe("an HttpError a service throws", () => {
  it("is the form's failure in the one shape, with its status, its detail as the form message and Retry-After", () => {
    const failed = formFailure(new HttpError(429, "auth:errors.tooMany", { retry_after: 30 }));
    expect(status(failed)).toBe(429);
    expect(answer(failed).data).toEqual({ formError: "auth:errors.tooMany", fieldErrors: {} });
    expect(new Headers(answer(failed).init?.headers).get("Retry-After")).toBe("30");
  });

  it("as a ValidationError is a 400 with its field messages, also in conform's result", () => {
    const { submission } = parseSubmission(form({ name: "Aysel", password: "x" }), Schema);
    const failed = formFailure(new ValidationError({ name: ["auth:errors.usernameTaken"] }), submission);
    expect(status(failed)).toBe(400);
    expect(answer(failed).data).toMatchObject({ formError: null, fieldErrors: { name: ["auth:errors.usernameTaken"] } });
    expect(answer(failed).data.result?.error).toMatchObject({ name: ["auth:errors.usernameTaken"] });
  });

  it("may be shown with the page's own message for its status", () => {
    const failed = formFailure(new HttpError(429, "rate"), undefined, { intent: "joinMentor", messages: { 429: "profile:invite.errors.tooMany" } });
    expect(answer(failed).data).toEqual({ formError: "profile:invite.errors.tooMany", fieldErrors: {}, intent: "joinMentor" });
  });

  it("through withFormFailure needs no try/catch in the route, and anything else still fails the request", async () => {
    expect(await withFormFailure(async () => ({ ok: true }))).toEqual({ ok: true });
    expect(status(await withFormFailure(() => Promise.reject(new HttpError(403, "forum:errors.forbidden"))))).toBe(403);
    await expect(withFormFailure(() => Promise.reject(new Error("bug")))).rejects.toThrow("bug");
  });

  it("with no form to show it in is the page's error response {detail} with its status (or the one the page maps it to)", async () => {
    const thrown = (fn: () => unknown) => {
      try {
        fn();
      } catch (error) {
        return error;
      }
    };
    expect(answer(thrown(() => pageError(new HttpError(404, "practice:errors.setNotFound"))))).toMatchObject({
      data: { detail: "practice:errors.setNotFound" },
      init: { status: 404 },
    });
    await expect(
      withPageError(
        () => Promise.reject(new HttpError(400, "bad")),
        (s) => (s === 400 ? 404 : s),
      ),
    ).rejects.toMatchObject({ data: { detail: "bad" }, init: { status: 404 } });
    await expect(withPageError(async () => "page")).resolves.toBe("page");
    await expect(withPageError(() => Promise.reject(new TypeError("bug")))).rejects.toBeInstanceOf(TypeError);
  });

  it("can be answered the route's own way (onHttpError), other errors are rethrown", async () => {
    await expect(
      onHttpError(
        () => Promise.reject(new HttpError(409, "x")),
        (e) => `handled ${e.status}`,
      ),
    ).resolves.toBe("handled 409");
    await expect(
      onHttpError(
        () => Promise.reject(new Error("bug")),
        () => "no",
      ),
    ).rejects.toThrow("bug");
  });
});

describe("a refusal of the page's own choosing", () => {
  it("is the same shape with its status and intent", () => {
    const refused = refuse(409, "plan:item.empty", { intent: "start" });
    expect(status(refused)).toBe(409);
    expect(answer(refused).data).toEqual({ formError: "plan:item.empty", fieldErrors: {}, intent: "start" });
    expect(firstMessage({ ok: true })).toBeNull();
  });
});
