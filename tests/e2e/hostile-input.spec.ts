import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures";
import { newStudent } from "./helpers";

/**
 * A careless or hostile client against the real server (every middleware on): malformed bodies,
 * oversized strings, NUL bytes and out-of-range ids answer 4xx on the web actions and the REST API,
 * never 500.
 */

const BIG = "a".repeat(1_000_000);

async function apiToken(request: APIRequestContext) {
  const s = newStudent("hx");
  const res = await request.post("/api/auth/signup/", {
    data: { username: s.username, email: s.email, password: s.password, confirmPassword: s.password, first_name: "H", last_name: "X" },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { access: string }).access;
}

test("web form actions answer 4xx to JSON, text/plain, broken multipart and NUL bytes", async ({ request, baseURL }) => {
  const origin = baseURL!;
  // A signed-in browser session (cookies kept by the request context) for the protected actions.
  const s = newStudent("hw");
  const signup = await request.post("/auth/signup", {
    headers: { Origin: origin },
    form: { username: s.username, email: s.email, password: s.password, confirmPassword: s.password, first_name: "A", last_name: "B" },
    maxRedirects: 0,
  });
  expect(signup.status()).toBe(302);

  const bodies: [string, { headers: Record<string, string>; data: string | Buffer }][] = [
    ["json", { headers: { "content-type": "application/json" }, data: JSON.stringify({ username: "x", password: "y", exam: 1 }) }],
    ["text/plain", { headers: { "content-type": "text/plain" }, data: "username=x&password=y" }],
    [
      "broken multipart",
      { headers: { "content-type": "multipart/form-data; boundary=B" }, data: '--B\r\nContent-Disposition: form-data; name="a"\r\n\r\nno end' },
    ],
    ["multipart without boundary", { headers: { "content-type": "multipart/form-data" }, data: "x" }],
    ["NUL in a field", { headers: { "content-type": "application/x-www-form-urlencoded" }, data: "username=ad%00min&password=x" }],
    ["1 MB username", { headers: { "content-type": "application/x-www-form-urlencoded" }, data: `username=${BIG}&password=x&email=${BIG}@a.com` }],
  ];
  for (const path of ["/auth/login", "/auth/signup", "/profile/edit-profile", "/profile", "/exams"]) {
    for (const [name, body] of bodies) {
      const res = await request.post(path, { headers: { ...body.headers, Origin: origin }, data: body.data, maxRedirects: 0 });
      expect(res.status(), `${path} ${name}`).toBeLessThan(500);
      expect(res.status(), `${path} ${name}`).not.toBe(200);
    }
  }
});

test("the REST API answers 400 to out-of-range ids, 1 MB strings and NUL bytes", async ({ request }) => {
  const token = await apiToken(request);
  const auth = { Authorization: `Bearer ${token}` };
  const gets = [
    "/api/exams/session/2147483648/",
    "/api/exams/session/abc/",
    "/api/exams/session/?page=99999999999999999999",
    "/api/exams/section/abc/take/?sessionId=1",
    "/api/exams/section/1/take/?sessionId=2147483648",
    "/api/exams/session/1%00/",
  ];
  for (const path of gets) {
    const res = await request.get(path, { headers: auth });
    expect(res.status(), path).toBe(400);
    expect((await res.json()).detail, path).toBeTruthy();
  }
  const posts: [string, unknown][] = [
    ["/api/exams/session/", { exam: true }],
    ["/api/exams/session/", { exam: [2] }],
    ["/api/exams/section/1/responses/", { session: 1, responses: [{ question: 1, revision: 2 ** 31 }] }],
    ["/api/exams/section/1/responses/", { session: 1, responses: [], active_question_index: 2 ** 31 }],
    ["/api/exams/section/1/submit-section/", { session: 2 ** 31, answers: {} }],
    ["/api/auth/login/", { username: "ad\u0000min", password: "x" }],
    ["/api/auth/login/", { username: BIG, password: "x" }],
    ["/api/auth/signup/", { username: BIG, email: `${BIG}@gmail.com`, password: "x", confirmPassword: "x", first_name: "a\u0000", last_name: "b" }],
  ];
  for (const [path, data] of posts) {
    const res = await request.post(path, { headers: auth, data });
    expect(res.status(), `${path} ${JSON.stringify(data).slice(0, 60)}`).toBe(400);
  }
  const plain = await request.post("/api/exams/session/", { headers: { ...auth, "content-type": "text/plain" }, data: "exam=1" });
  expect(plain.status()).toBe(415);
});
