import { afterEach, describe, expect, it, vi } from "vitest";
import { fetchJson, JsonRequestError, retryWhileUnanswered, sendJson } from "~/lib/json-client";

const answer = (status: number, body?: unknown) =>
  vi.fn(
    async (_url: string, _init?: RequestInit) => new Response(body === undefined ? null : typeof body === "string" ? body : JSON.stringify(body), { status }),
  );

afterEach(() => vi.unstubAllGlobals());

describe("the app's one JSON client", () => {
  it("sends JSON with the session cookie and reads the answer", async () => {
    const fetch = answer(200, { state: "section" });
    vi.stubGlobal("fetch", fetch);
    await expect(fetchJson("/exams/session/1/data", { method: "POST", json: { intent: "submit" } })).resolves.toEqual({ state: "section" });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe("/exams/session/1/data");
    expect(init).toMatchObject({
      method: "POST",
      body: '{"intent":"submit"}',
      credentials: "same-origin",
      headers: { Accept: "application/json", "Content-Type": "application/json" },
    });
  });

  it("sends a form's fields as application/x-www-form-urlencoded", async () => {
    const fetch = answer(201, { id: 7 });
    vi.stubGlobal("fetch", fetch);
    await expect(sendJson("/forum/posts/3/comments", { method: "POST", form: { text: "Hi" } })).resolves.toEqual({ ok: true, status: 201, data: { id: 7 } });
    const body = fetch.mock.calls[0]![1]!.body;
    expect(body).toBeInstanceOf(URLSearchParams);
    expect(String(body)).toBe("text=Hi");
  });

  it("turns a refusal into one error with the status, the server's detail and its body", async () => {
    vi.stubGlobal("fetch", answer(409, { detail: "The section is closed.", closed: true }));
    const error = await fetchJson("/practice/1/data").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(JsonRequestError);
    expect(error).toMatchObject({ status: 409, message: "The section is closed.", detail: "The section is closed.", body: { closed: true } });
  });

  it("a page that is not JSON (a proxy's) and a failed network are the same error, without a detail", async () => {
    vi.stubGlobal("fetch", answer(502, "<html>Bad gateway</html>"));
    await expect(sendJson("/forum/feed")).resolves.toEqual({ ok: false, status: 502, message: null, fieldErrors: {} });
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.reject(new TypeError("Failed to fetch"))),
    );
    await expect(fetchJson("/forum/feed")).rejects.toMatchObject({ status: 0, message: "Network Error", detail: null });
    await expect(sendJson("/forum/feed")).resolves.toEqual({ ok: false, status: 0, message: null, fieldErrors: {} });
  });

  it("an empty answer (204) is undefined", async () => {
    vi.stubGlobal("fetch", answer(204));
    await expect(sendJson("/forum/comments/2", { method: "DELETE" })).resolves.toEqual({ ok: true, status: 204, data: undefined });
  });
});

describe("retryWhileUnanswered (a submit riding through a lost instance)", () => {
  afterEach(() => vi.useRealTimers());

  it("sends again while no server answers and returns the first answer", async () => {
    vi.useFakeTimers();
    let calls = 0;
    const done = retryWhileUnanswered(async () => {
      calls += 1;
      if (calls < 4) throw new JsonRequestError(calls % 2 ? "Network Error" : "HTTP 503", calls % 2 ? 0 : 503, {});
      return "submitted";
    });
    await vi.advanceTimersByTimeAsync(3_100);
    await expect(done).resolves.toBe("submitted");
    expect(calls).toBe(4);
  });

  it("gives up after ten seconds without an answer, and at once on a server's refusal", async () => {
    vi.useFakeTimers();
    let calls = 0;
    const lost = retryWhileUnanswered(async () => {
      calls += 1;
      throw new JsonRequestError("Network Error", 0, {});
    });
    const settled = lost.catch((e: JsonRequestError) => e.status);
    await vi.advanceTimersByTimeAsync(10_500);
    await expect(settled).resolves.toBe(0);
    expect(calls).toBe(11); // at 0, 1, …, 10 s
    const refused = vi.fn(async () => {
      throw new JsonRequestError("closed", 409, { closed: true });
    });
    await expect(retryWhileUnanswered(refused)).rejects.toMatchObject({ status: 409 });
    expect(refused).toHaveBeenCalledTimes(1);
  });
});
