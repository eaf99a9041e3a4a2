import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb, getDb } from "#db/client";
import { users } from "#db/schema";
import * as downloadsApi from "~/routes/api/offline/downloads";
import * as revokeApi from "~/routes/api/offline/download-revoke";
import * as syncApi from "~/routes/api/offline/sync";
import { examId, newUserToken, seedOnce } from "../setup/exam-helpers";
import { callRoute } from "../setup/request";

/**
 * Issue 33 over the REST API: the same downloads and sync as the app's own offline calls, with a bearer token
 * (docs/api.md, "Offline tests"). The behaviour itself is tested in offline-sync.test.ts.
 */
beforeAll(seedOnce);
afterAll(closeDb);

async function caller(type: "student" | "pre_student") {
  const { username, access } = await newUserToken();
  if (type === "pre_student") await (await getDb()).update(users).set({ userType: "pre_student" }).where(eq(users.username, username));
  return access;
}

describe("offline tests through the REST API", () => {
  it("asks for a token, refuses free students and bad input, and lists, creates and revokes a Premium student's download", async () => {
    const exam = await examId("e2e-short");
    const device = randomUUID();
    expect((await callRoute(downloadsApi, { json: { exam, device, device_time: Date.now() } })).status).toBe(401);

    const free = await caller("student");
    const refused = await callRoute(downloadsApi, { token: free, json: { exam, device, device_time: Date.now() } });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ premium_required: true });

    const premium = await caller("pre_student");
    const bad = await callRoute(downloadsApi, { token: premium, json: { exam: "one", device: "x", device_time: -1 } });
    expect(bad.status).toBe(400);
    expect(Object.keys(await bad.json())).toEqual(expect.arrayContaining(["exam", "device"]));

    const created = await callRoute(downloadsApi, { token: premium, json: { exam, device, device_time: Date.now() } });
    expect(created.status).toBe(201);
    const { download, key } = (await created.json()) as { download: { id: string }; key: string };
    expect(key).toBeTruthy();

    const listed = await callRoute(downloadsApi, { token: premium, path: `/api/offline/downloads/?device=${device}` });
    expect(listed.status).toBe(200);
    expect(JSON.stringify(await listed.json())).toContain(download.id);

    expect((await callRoute(revokeApi, { token: free, method: "POST", params: { id: download.id } })).status).toBe(404);
    expect((await callRoute(revokeApi, { token: premium, method: "POST", params: { id: download.id } })).status).toBe(200);
  });

  it("refuses a sync without a token or with a malformed body, with field errors", async () => {
    expect((await callRoute(syncApi, { json: {} })).status).toBe(401);
    const premium = await caller("pre_student");
    const bad = await callRoute(syncApi, { token: premium, json: { attempt: "not-a-uuid" } });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toHaveProperty("detail");
  });
});
