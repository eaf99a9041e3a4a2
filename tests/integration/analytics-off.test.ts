// No measurement id: analytics is off.
delete process.env.ANALYTICS_MEASUREMENT_ID;

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb } from "#db/client";
import { getEnv } from "~/lib/env.server";
import { seedOnce } from "../setup/exam-helpers";
import { inProcessApp } from "../setup/in-process-app";

/** Issue 27: without ANALYTICS_MEASUREMENT_ID there is no banner, no tag, and the CSP names no Google host. */
let send: Awaited<ReturnType<typeof inProcessApp>>;
beforeAll(async () => {
  await seedOnce();
  send = await inProcessApp();
}, 600_000);
afterAll(closeDb);

describe("analytics without a measurement id", () => {
  it("no banner, no tag even with a consent cookie, no Cookie settings, and a CSP without Google", async () => {
    expect(getEnv().ANALYTICS_MEASUREMENT_ID).toBeUndefined();
    const res = await send("/?lng=en", { cookie: "analytics_consent=granted" });
    const html = await res.text();
    expect(html).not.toContain('data-testid="cookie-banner"');
    expect(html).not.toContain("googletagmanager");
    expect(html).not.toContain('data-testid="cookie-settings"');
    expect(res.headers.get("Content-Security-Policy")).not.toMatch(/google/);
  });

  it("a measurement id that is not one is refused at start", async () => {
    const { z } = await import("zod");
    const { MEASUREMENT_ID } = await import("~/lib/analytics-hosts");
    expect(z.string().regex(MEASUREMENT_ID).safeParse("G-ABC123XYZ").success).toBe(true);
    for (const bad of ["UA-12345-1", "G-abc", 'G-ABC"><script>', ""]) expect(MEASUREMENT_ID.test(bad)).toBe(false);
  });
});
