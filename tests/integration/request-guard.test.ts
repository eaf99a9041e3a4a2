import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { readForm } from "~/lib/parse.server";
import { MAX_BODY_BYTES, MAX_JSON_DEPTH, requestGuard } from "~/lib/request-guard.server";

/** Runs the guard as React Router would; `reached` says whether the route would have run. */
async function guard(init: RequestInit & { url?: string }) {
  let reached = false;
  const request = new Request(init.url ?? "http://localhost/auth/login", { method: "POST", ...init, duplex: "half" } as RequestInit);
  const response = await requestGuard({ request, params: {}, context: new RouterContextProvider(), unstable_pattern: "" } as never, async () => {
    reached = true;
    return new Response("route ran");
  });
  return { reached, status: (response as Response).status, body: reached ? null : await (response as Response).json() };
}

describe("the request guard answers unreadable requests before any route", () => {
  it("lets well-formed JSON and forms through", async () => {
    expect((await guard({ headers: { "content-type": "application/json" }, body: '{"a":"b"}' })).reached).toBe(true);
    expect((await guard({ body: new URLSearchParams({ username: "x" }) })).reached).toBe(true);
    const form = new FormData();
    form.set("file", new File([new Uint8Array([1, 2, 3])], "a.png", { type: "image/png" }));
    expect((await guard({ body: form })).reached).toBe(true);
    // A boundary with capitals, as Chromium sends it.
    const body = '------WebKitFormBoundaryAbC\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n------WebKitFormBoundaryAbC--\r\n';
    expect((await guard({ headers: { "content-type": "multipart/form-data; boundary=----WebKitFormBoundaryAbC" }, body })).reached).toBe(true);
    expect((await guard({ method: "GET", body: undefined })).reached).toBe(true);
    expect((await guard({ body: undefined })).reached).toBe(true);
  });

  it("refuses text/plain (415), broken JSON and broken multipart (400), with a message", async () => {
    const plain = await guard({ headers: { "content-type": "text/plain" }, body: "username=x" });
    expect(plain).toMatchObject({ reached: false, status: 415 });
    expect(plain.body.detail).toMatch(/JSON|form/);
    expect(await guard({ headers: { "content-type": "application/json" }, body: '{"a":' })).toMatchObject({ reached: false, status: 400 });
    expect(await guard({ headers: { "content-type": "application/json" }, body: new Uint8Array([0x7b, 0xff, 0x7d]) })).toMatchObject({
      reached: false,
      status: 400,
    });
    const broken = await guard({
      headers: { "content-type": "multipart/form-data; boundary=XYZ" },
      body: '--XYZ\r\nContent-Disposition: form-data; name="a"\r\n\r\nunterminated',
    });
    expect(broken).toMatchObject({ reached: false, status: 400 });
    expect(await guard({ headers: { "content-type": "multipart/form-data" }, body: "no boundary" })).toMatchObject({ reached: false, status: 400 });
  });

  it("refuses NUL bytes in the URL, JSON strings and keys, and form fields", async () => {
    expect(await guard({ method: "GET", url: "http://localhost/api/exams/session/1%00", body: undefined })).toMatchObject({ reached: false, status: 400 });
    expect(await guard({ headers: { "content-type": "application/json" }, body: JSON.stringify({ username: "a\u0000b" }) })).toMatchObject({
      reached: false,
      status: 400,
    });
    expect(await guard({ headers: { "content-type": "application/json" }, body: JSON.stringify({ list: [{ ["k\u0000"]: 1 }] }) })).toMatchObject({
      reached: false,
      status: 400,
    });
    expect(await guard({ body: new URLSearchParams({ first_name: "a\u0000" }) })).toMatchObject({ reached: false, status: 400 });
  });

  it("refuses JSON nested deeper than MAX_JSON_DEPTH (400), without overflowing the stack on 50,000 levels", async () => {
    const nest = (n: number, open = "[", close = "]") => open.repeat(n) + close.repeat(n);
    const deep = await guard({ headers: { "content-type": "application/json" }, body: nest(50_000) });
    expect(deep).toMatchObject({ reached: false, status: 400 });
    expect(deep.body.detail).toMatch(/nested too deeply/);
    const objects = '{"a":'.repeat(50_000) + "1" + "}".repeat(50_000);
    expect(await guard({ headers: { "content-type": "application/json" }, body: objects })).toMatchObject({ reached: false, status: 400 });
    expect(await guard({ headers: { "content-type": "application/json" }, body: `{"x":${nest(MAX_JSON_DEPTH)}}` })).toMatchObject({
      reached: false,
      status: 400,
    });
    expect((await guard({ headers: { "content-type": "application/json" }, body: `{"x":${nest(MAX_JSON_DEPTH - 1)}}` })).reached).toBe(true);
    // A wide body is not a deep one.
    expect(
      (await guard({ headers: { "content-type": "application/json" }, body: JSON.stringify({ list: Array.from({ length: 50_000 }, (_, i) => [i]) }) })).reached,
    ).toBe(true);
  });

  it("refuses bodies over the limit (413), declared or streamed", async () => {
    const big = new Uint8Array(MAX_BODY_BYTES + 1);
    expect(await guard({ headers: { "content-type": "application/json" }, body: big })).toMatchObject({ reached: false, status: 413 });
    const stream = new ReadableStream({
      start(c) {
        for (let i = 0; i < 7; i++) c.enqueue(new Uint8Array(1024 * 1024));
        c.close();
      },
    });
    expect(await guard({ headers: { "content-type": "application/x-www-form-urlencoded" }, body: stream })).toMatchObject({ reached: false, status: 413 });
  });

  it("readForm answers 415 to a web action sent JSON", async () => {
    const request = new Request("http://localhost/auth/login", { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
    const thrown = await readForm(request).catch((e) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(415);
  });
});
