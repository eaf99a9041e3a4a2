import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb, getDb } from "#db/client";
import { callbackRequests, services } from "#db/schema-services";
import { formatPhone } from "~/features/services/phone";
import { listOutbox, mailSettled } from "~/lib/mail.server";
import * as callbackRoute from "~/routes/api/services/callback";
import * as groupRoute from "~/routes/api/services/group";
import * as listRoute from "~/routes/api/services/list";
import * as requestsRoute from "~/routes/api/services/requests";
import { seedOnce } from "../setup/exam-helpers";
import { callRoute, uniqueName } from "../setup/request";
import { newPhone } from "../setup/services";

beforeAll(seedOnce);
afterAll(async () => {
  await mailSettled();
  await closeDb();
});

const callback = (json: unknown, ip = uniqueName("ip")) => callRoute(callbackRoute, { json, ip, headers: { "Accept-Language": "en" } });
const requestCall = (json: unknown, ip = uniqueName("ip")) => callRoute(requestsRoute, { json, ip, headers: { "Accept-Language": "en" } });

type ApiGroup = {
  slug: string;
  title: string;
  services: {
    slug: string;
    title: string;
    price: { amount: number; unit: string } | null;
    status: string;
    cover_image: string;
    cover_images: { width: number; height: number }[];
  }[];
};

describe("the catalogue over REST", () => {
  it("GET /api/services/ lists the seeded groups with every service, prices, covers and texts in the asked language", async () => {
    const res = await callRoute(listRoute, { path: "/api/services/?lng=ru" });
    expect(res.status).toBe(200);
    const groups = (await res.json()) as ApiGroup[];
    expect(groups.length).toBeGreaterThanOrEqual(3);
    expect(groups.flatMap((g) => g.services).length).toBeGreaterThanOrEqual(8);
    const tutoring = groups.find((g) => g.slug === "sat-tutoring")!;
    expect(tutoring.title).toBe("Репетиторство по SAT");
    expect(tutoring.services.length).toBe(5); // all of them: the catalogue page shows four
    const math = tutoring.services.find((s) => s.slug === "sat-math-lessons")!;
    expect(math.price).toEqual({ amount: 40, currency: "AZN", unit: "lesson" });
    expect(math.cover_image).toMatch(/^http:\/\/localhost\/uploads\/services\/covers\/sat-math-lessons-[0-9a-f]{12}-960\.webp$/);
    expect(math.cover_images.map((c) => [c.width, c.height])).toEqual([
      [480, 320],
      [960, 640],
      [1440, 960],
    ]);
    const shortlist = groups.flatMap((g) => g.services).find((s) => s.slug === "university-shortlist")!;
    expect(shortlist.price).toBeNull();
  });

  it("GET /api/services/{slug}/ gives one group; an unknown or malformed slug is 404 with a detail", async () => {
    const res = await callRoute(groupRoute, { params: { slug: "admissions" }, headers: { "Accept-Language": "en" } });
    expect(res.status).toBe(200);
    const group = (await res.json()) as ApiGroup;
    expect(group.title).toBe("Admissions counselling");
    expect(group.services.find((s) => s.slug === "visa-interview")?.status).toBe("soon");
    for (const slug of ["no-such-group", "../etc", "A".repeat(200)]) {
      const missing = await callRoute(groupRoute, { params: { slug }, headers: { "Accept-Language": "en" } });
      expect(missing.status).toBe(404);
      expect(await missing.json()).toEqual({ detail: "This service group does not exist." });
    }
  });
});

describe("callback requests: validation", () => {
  it("stores a valid number in E.164; a national number is read in the chosen country (Azerbaijan by default)", async () => {
    const phone = newPhone();
    const res = await callback({ phone: phone.replace("+994", "0"), service: "sat-math-lessons" });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toMatchObject({ phone, service: "sat-math-lessons", status: "new", merged: false });
    const db = await getDb();
    const [row] = await db.select().from(callbackRequests).where(eq(callbackRequests.id, body.id));
    expect(row).toMatchObject({ phone, phoneCountry: "AZ", source: "api", status: "new", language: "en" });

    const us = await callback({ phone: "(202) 555-0143", country: "us", service: "diagnostic-review" });
    expect(us.status).toBe(201);
    expect((await us.json()).phone).toBe("+12025550143");
  });

  it("refuses numbers that are not valid in their country, too many digits, letters and unknown countries, with field errors", async () => {
    const cases: [unknown, string, string][] = [
      [{ phone: "+994 00 123 45 67" }, "phone", "This is not a valid phone number. Check the country and the digits."],
      [{ phone: "12345", country: "az" }, "phone", "This is not a valid phone number. Check the country and the digits."],
      [{ phone: "(202) 555-0143", country: "az" }, "phone", "This is not a valid phone number. Check the country and the digits."],
      [{ phone: "+9945012345678901" }, "phone", "A phone number has at most 15 digits."],
      [{ phone: "+994 50 abc 45 67" }, "phone", "Use only digits, spaces, brackets, dashes and a leading +."],
      [{ phone: "+994" }, "phone", "Enter your phone number."],
      [{ phone: "+994501234567", country: "zz" }, "country", "Choose a country from the list."],
      [{ phone: 994501234567 }, "phone", "Enter your phone number."],
    ];
    for (const [extra, field, message] of cases) {
      const res = await callback({ service: "sat-math-lessons", ...(extra as object) });
      expect(res.status, JSON.stringify(extra)).toBe(400);
      const body = await res.json();
      expect(body[field], JSON.stringify(extra)).toEqual([message]);
      expect(body.detail).toBe(message);
    }
  });

  it("an unknown, hidden or not yet open service, missing fields and unknown keys are 400", async () => {
    const db = await getDb();
    const phone = newPhone();
    expect(await (await callback({ phone, service: "no-such-service" })).json()).toMatchObject({
      service: ["This service does not exist or is not offered any more."],
    });
    expect(await (await callback({ phone, service: "visa-interview" })).json()).toMatchObject({ service: ["This service is not open for requests yet."] });
    await db.update(services).set({ hidden: true }).where(eq(services.slug, "academic-english"));
    const hidden = await callback({ phone, service: "academic-english" });
    await db.update(services).set({ hidden: false }).where(eq(services.slug, "academic-english"));
    expect(hidden.status).toBe(400);
    const missing = await callback({});
    expect(missing.status).toBe(400);
    expect(Object.keys(await missing.json()).sort()).toEqual(["detail", "phone", "service"]);
    const extra = await callback({ phone, service: "sat-math-lessons", is_admin: true });
    expect(extra.status).toBe(400);
    expect((await extra.json()).detail).toBe("The request contains fields that are not part of it.");
    expect(await db.$count(callbackRequests, eq(callbackRequests.phone, phone))).toBe(0);
  });

  it("POST /api/services/requests/ takes the whole request object; hostile text is refused, HTML is kept as text", async () => {
    const phone = newPhone();
    const bad = await requestCall({ service: "application-essays", phone, name: "Ali\u0000", message: "x" });
    expect(bad.status).toBe(400);
    expect((await bad.json()).name).toEqual(["Contains characters that are not allowed."]);
    expect((await requestCall({ service: "application-essays", phone, name: "x".repeat(101) })).status).toBe(400);
    expect((await requestCall({ service: "application-essays", phone, preferred_time: "midnight" })).status).toBe(400);
    const ok = await requestCall({
      service: "application-essays",
      phone,
      name: "<script>alert(1)</script>",
      preferred_time: "evening",
      message: "Two essays,\nboth due in May.",
    });
    expect(ok.status).toBe(201);
    expect(await ok.json()).toMatchObject({ name: "<script>alert(1)</script>", preferred_time: "evening", message: "Two essays,\nboth due in May." });
  });
});

describe("callback requests: spam protection", () => {
  it("a filled honeypot is answered as accepted and nothing is stored", async () => {
    const phone = newPhone();
    const res = await callback({ phone, service: "sat-math-lessons", website: "http://spam.example" });
    expect(res.status).toBe(201);
    expect((await res.json()).id).toBeNull();
    expect(await (await getDb()).$count(callbackRequests, eq(callbackRequests.phone, phone))).toBe(0);
  });

  it("the same phone and service within a day are merged; another service or a closed request starts a new one", async () => {
    const phone = newPhone();
    const first = await (await callback({ phone, service: "sat-group-course" })).json();
    const second = await (await requestCall({ phone, service: "sat-group-course", name: "Rəşad" })).json();
    expect(second).toMatchObject({ id: first.id, merged: true });
    const db = await getDb();
    const [row] = await db.select().from(callbackRequests).where(eq(callbackRequests.id, first.id));
    expect(row).toMatchObject({ repeats: 1, name: "Rəşad" });
    const other = await (await callback({ phone, service: "sat-intensive" })).json();
    expect(other.merged).toBe(false);
    await db.update(callbackRequests).set({ status: "closed" }).where(eq(callbackRequests.id, first.id));
    const again = await (await callback({ phone, service: "sat-group-course" })).json();
    expect(again.merged).toBe(false);
    expect(again.id).not.toBe(first.id);
  });

  it("two identical requests at once make one request", async () => {
    const phone = newPhone();
    const [a, b] = await Promise.all([callback({ phone, service: "weekend-bootcamp" }), callback({ phone, service: "weekend-bootcamp" })]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(await (await getDb()).$count(callbackRequests, eq(callbackRequests.phone, phone))).toBe(1);
  });

  it("rate limits: 10 attempts an hour per address, 5 requests a day per phone (429)", async () => {
    const ip = uniqueName("ip");
    for (let i = 0; i < 10; i++) expect((await callback({ phone: "bad" }, ip)).status).toBe(400);
    const limited = await callback({ phone: newPhone(), service: "sat-math-lessons" }, ip);
    expect(limited.status).toBe(429);
    expect((await limited.json()).detail).toBe("Too many attempts. Please try again later.");

    const phone = newPhone();
    const slugs = ["sat-math-lessons", "sat-reading-writing-lessons", "sat-group-course", "sat-intensive", "diagnostic-review", "application-essays"];
    const statuses = [];
    for (const service of slugs) statuses.push((await callback({ phone, service })).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it("a new request is e-mailed to the sales address; a merged one is not", async () => {
    const phone = newPhone("+99470");
    await callback({ phone, service: "scholarships" });
    await callback({ phone, service: "scholarships" });
    await mailSettled();
    const mails = (await listOutbox(500)).filter((m) => m.subject.includes(formatPhone(phone)));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe("support@satlingo.app");
    expect(mails[0]!.subject).toMatch(/^Yeni zəng sorğusu: Təqaüd və maliyyə yardımı, \+994 70/);
    expect(mails[0]!.text).toContain("/admin/requests/");
  });
});
