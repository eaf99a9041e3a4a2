import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requireBuild, startAppServer, type AppServer } from "../setup/app-server";
import { uniqueName } from "../setup/request";
import { startS3StandIn, type S3StandIn } from "../setup/s3-stand-in";

/**
 * Two production servers (`node server.js` from the build) on one PostgreSQL database, with
 * different DATA_DIRs: what a student starts on one continues on the other. Runs when DATABASE_URL
 * points at PostgreSQL (CI does, after the build); the servers get a fresh database of their own.
 */
const DATABASE_URL = process.env.DATABASE_URL;
const JWT_SECRET = "two-instances-test-secret-0123456789abcdef";

let databaseUrl: string;
let databaseName: string;
let s3: S3StandIn | undefined;
const tempDirs: string[] = [];
function tempDataDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sat-instance-"));
  tempDirs.push(dir);
  return dir;
}

async function withClient<T>(connectionString: string, run: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

describe.skipIf(!DATABASE_URL)("two app instances sharing PostgreSQL", () => {
  beforeAll(async () => {
    requireBuild();
    databaseName = `sat_two_instances_${Date.now().toString(36)}_${process.pid}`;
    await withClient(DATABASE_URL!, (c) => c.query(`create database ${databaseName}`));
    const url = new URL(DATABASE_URL!);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
    s3 = await startS3StandIn();
  });

  afterAll(async () => {
    await s3?.close();
    for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
    if (databaseName) await withClient(DATABASE_URL!, (c) => c.query(`drop database if exists ${databaseName} with (force)`));
  });

  /** Where an uploaded file ended up: a row of stored_files, an object in the bucket. */
  const inDatabase = (key: string) => withClient(databaseUrl, async (c) => (await c.query("select 1 from stored_files where key = $1", [key])).rowCount === 1);
  const inBucket = async (key: string) => {
    const { S3Client, HeadObjectCommand } = await import("@aws-sdk/client-s3");
    const client = new S3Client({
      region: s3!.region,
      endpoint: s3!.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: s3!.accessKeyId, secretAccessKey: s3!.secretAccessKey },
    });
    return client.send(new HeadObjectCommand({ Bucket: s3!.bucket, Key: key })).then(
      () => true,
      () => false,
    );
  };

  const storages: [string, () => Record<string, string>, (key: string) => Promise<boolean>][] = [
    ["postgres", () => ({ STORAGE: "postgres" }), inDatabase],
    [
      "s3",
      () => ({
        STORAGE: "s3",
        S3_BUCKET: s3!.bucket,
        S3_REGION: s3!.region,
        S3_ENDPOINT: s3!.endpoint,
        S3_ACCESS_KEY_ID: s3!.accessKeyId,
        S3_SECRET_ACCESS_KEY: s3!.secretAccessKey,
        S3_FORCE_PATH_STYLE: "true",
      }),
      inBucket,
    ],
  ];

  it("a server told STORAGE=s3 without a bucket refuses to start and says why", async () => {
    const start = startAppServer({ DATABASE_URL: databaseUrl, JWT_SECRET, DATA_DIR: tempDataDir(), STORAGE: "s3", SEED_ON_START: "false" });
    await expect(start).rejects.toThrow(/S3_BUCKET: required when STORAGE=s3/);
  });

  describe.each(storages)("with STORAGE=%s", (_storage, storageEnv, storedThere) => {
    let a: AppServer;
    let b: AppServer;
    let dataDirA: string;

    beforeAll(async () => {
      const common = { DATABASE_URL: databaseUrl, JWT_SECRET, ...storageEnv() };
      dataDirA = tempDataDir();
      // Only A seeds (idempotent); B starts once the content is there.
      a = await startAppServer({ ...common, DATA_DIR: dataDirA, SEED_ON_START: "true" });
      b = await startAppServer({ ...common, DATA_DIR: tempDataDir(), SEED_ON_START: "false" });
    }, 180_000);

    afterAll(async () => {
      await Promise.all([a?.stop(), b?.stop()]);
    });

    async function call(server: AppServer, method: string, url: string, { token, json, form }: { token?: string; json?: unknown; form?: FormData } = {}) {
      const headers: Record<string, string> = {};
      if (token) headers.Authorization = `Bearer ${token}`;
      if (json !== undefined) headers["Content-Type"] = "application/json";
      const res = await fetch(server.url + url, { method, headers, body: json !== undefined ? JSON.stringify(json) : form });
      const text = await res.text();
      let body: any = text;
      try {
        body = JSON.parse(text);
      } catch {
        // not JSON
      }
      return { status: res.status, body, text };
    }

    it("a student signs in, uploads an avatar and answers on A, then continues and submits on B", async () => {
      // Sign up and sign in on A.
      const username = uniqueName("two");
      const password = "longenough1";
      const signup = await call(a, "POST", "/api/auth/signup/", {
        json: { username, email: `${username}@gmail.com`, password, confirmPassword: password, first_name: "Two", last_name: "Hosts" },
      });
      expect(signup.status, signup.text).toBe(201);
      const login = await call(a, "POST", "/api/auth/login/", { json: { username, password } });
      expect(login.status, login.text).toBe(200);
      const { access, refresh } = login.body as { access: string; refresh: string };

      // Upload an avatar on A (PATCH /api/auth/self/, multipart).
      const sharp = (await import("sharp")).default;
      const png = await sharp({ create: { width: 320, height: 240, channels: 3, background: "#22aa66" } })
        .png()
        .toBuffer();
      const form = new FormData();
      form.set("profile_picture", new File([new Uint8Array(png)], "me.png", { type: "image/png" }));
      const patched = await call(a, "PATCH", "/api/auth/self/", { token: access, form });
      expect(patched.status, patched.text).toBe(200);
      const picture = patched.body.profile_picture as string;
      expect(picture).toMatch(/^\/uploads\/avatars\/\d+-[0-9a-f]{16}\.webp$/);
      const fromA = await fetch(a.url + picture);
      expect(fromA.status).toBe(200);
      const bytesA = Buffer.from(await fromA.arrayBuffer());
      // The file is in the shared store, and nothing was written to A's own folder.
      expect(await storedThere(picture.slice("/uploads/".length))).toBe(true);
      expect(fs.existsSync(path.join(dataDirA, "uploads"))).toBe(false);

      // Start a session on A, take its first section and save an answer.
      const exams = await call(a, "GET", "/api/exams/", { token: access });
      expect(exams.status, exams.text).toBe(200);
      const exam = (exams.body as { id: number; name: string }[]).find((e) => e.name === "Diagnostic Test");
      expect(exam, exams.text).toBeDefined();
      const created = await call(a, "POST", "/api/exams/session/", { token: access, json: { exam: exam!.id } });
      expect(created.status, created.text).toBe(201);
      const sessionId = created.body.id as number;
      const session = await call(a, "GET", `/api/exams/session/${sessionId}/`, { token: access });
      const sectionId = session.body.next_section as number;
      expect(sectionId, session.text).toBeTypeOf("number");
      const takeUrl = `/api/exams/section/${sectionId}/take/?sessionId=${sessionId}`;
      const takenOnA = await call(a, "GET", takeUrl, { token: access });
      expect(takenOnA.status, takenOnA.text).toBe(200);
      const question = takenOnA.body.sat_question_group.questions.find((q: { question_type: string }) => q.question_type === "SC");
      const choice = question.choices[1].id as number;
      const saved = await call(a, "POST", `/api/exams/section/${sectionId}/responses/`, {
        token: access,
        json: {
          session: sessionId,
          active_question_index: 1,
          responses: [{ question: question.id, selected_choice: choice, marked_for_review: true, revision: 1 }],
        },
      });
      expect(saved.status, saved.text).toBe(200);
      expect(saved.body.saved).toBe(1);

      // On B: the same user with A's token, the same avatar at the same URL.
      const self = await call(b, "GET", "/api/auth/self/", { token: access });
      expect(self.status, self.text).toBe(200);
      expect(self.body.profile_picture).toBe(picture);
      const fromB = await fetch(b.url + picture);
      expect(fromB.status).toBe(200);
      expect(fromB.headers.get("content-type")).toBe("image/webp");
      expect(fromB.headers.get("x-content-type-options")).toBe("nosniff");
      expect(fromB.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(Buffer.from(await fromB.arrayBuffer()).equals(bytesA)).toBe(true);
      const head = await fetch(b.url + picture, { method: "HEAD" });
      expect(head.status).toBe(200);
      expect(head.headers.get("content-length")).toBe(String(bytesA.byteLength));
      for (const bad of ["/uploads/..%2f..%2fpackage.json", "/uploads/%2e%2e/%2e%2e/package.json", "/uploads/avatars/0-0000000000000000.webp"]) {
        expect((await fetch(b.url + bad)).status, bad).toBe(404);
      }

      // On B: the refresh token rotates, and the section resumes with the same deadline and answer.
      const refreshed = await call(b, "POST", "/api/auth/token/refresh/", { json: { refresh } });
      expect(refreshed.status, refreshed.text).toBe(200);
      const tokenB = refreshed.body.access as string;
      const takenOnB = await call(b, "GET", takeUrl, { token: tokenB });
      expect(takenOnB.status, takenOnB.text).toBe(200);
      expect(takenOnB.body.end_time).toBe(takenOnA.body.end_time);
      expect(takenOnB.body.active_question_index).toBe(1);
      const resumed = takenOnB.body.sat_question_group.questions.find((q: { id: number }) => q.id === question.id);
      expect(resumed.response).toMatchObject({ selected_choice: choice, marked_for_review: true, revision: 1 });

      // Submitting on B works, and A sees the same outcome (submitting is idempotent).
      const submitted = await call(b, "POST", `/api/exams/section/${sectionId}/submit-section/`, {
        token: tokenB,
        json: { session: sessionId, answers: { [question.id]: choice } },
      });
      expect(submitted.status, submitted.text).toBe(200);
      expect(["section", "break", "finished"]).toContain(submitted.body.state);
      const again = await call(a, "POST", `/api/exams/section/${sectionId}/submit-section/`, { token: tokenB, json: { session: sessionId, answers: {} } });
      expect(again.status, again.text).toBe(200);
      expect(again.body).toEqual(submitted.body);
      const after = await call(a, "GET", `/api/exams/session/${sessionId}/`, { token: tokenB });
      expect(after.body.next_section, after.text).not.toBe(sectionId);
    }, 60_000);
  });
});
