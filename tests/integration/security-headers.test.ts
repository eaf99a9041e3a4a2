import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb } from "#db/client";
import { parseReports } from "~/routes/csp-report";
import { APP } from "../setup/in-process-app";
import { handle, send, startWholeApp, studentInExam } from "../setup/security-helpers";

// The security headers of every answer (CSP, HSTS…) and the CSP report endpoint, against the whole app in process.

beforeAll(startWholeApp);
afterAll(closeDb);

describe("security headers", () => {
  const policy = (res: Response) =>
    Object.fromEntries(
      (res.headers.get("Content-Security-Policy") ?? "")
        .split(";")
        .map((d) => d.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values]),
    ) as Record<string, string[]>;

  it("a page: a CSP whose nonce is on every inline script, a new nonce per request, the other headers, never cached", async () => {
    const res = await send("/auth/login?lng=en");
    expect(res.status).toBe(200);
    const html = await res.text();
    const csp = policy(res);
    const nonce = csp["script-src"]!.find((v) => v.startsWith("'nonce-"))!.slice(7, -1);
    expect(nonce.length).toBeGreaterThanOrEqual(16);
    expect(csp["script-src"]).not.toContain("'unsafe-inline'");
    expect(csp["script-src"]).not.toContain("'unsafe-eval'");
    expect(csp["frame-ancestors"]).toEqual(["'none'"]);
    expect(csp["object-src"]).toEqual(["'none'"]);
    expect(csp["base-uri"]).toEqual(["'self'"]);
    expect(csp["form-action"]).toEqual(["'self'"]);
    expect(csp["report-uri"]).toEqual(["/csp-report"]);
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    expect(res.headers.get("X-Frame-Options")).toBe("DENY");
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(res.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    expect(res.headers.get("Strict-Transport-Security")).toBeNull();

    const next = policy(await send("/auth/login?lng=en"));
    expect(next["script-src"]).not.toContain(`'nonce-${nonce}'`);
  });

  it("over HTTPS the answer also asks for HTTPS from now on (HSTS) and names the Reporting API endpoint", async () => {
    const res = await send("/auth/login?lng=en", { base: "https://localhost" });
    expect(res.headers.get("Strict-Transport-Security")).toMatch(/^max-age=\d{7,}/);
    // The Reporting API only delivers to secure endpoints: it is named over HTTPS only.
    expect(res.headers.get("Reporting-Endpoints")).toBe('csp="https://localhost/csp-report"');
    expect(policy(res)["report-to"]).toEqual(["csp"]);
  });

  it("an API answer, the exam data and a redirect carry the headers and are private, no-store", async () => {
    const s = await studentInExam();
    for (const res of [
      await send("/api/auth/self/", { headers: { Authorization: `Bearer ${s.apiToken}` } }),
      await send(`/exams/session/${s.examSession}/data`, { cookie: s.cookie }),
      await send("/profile"),
    ]) {
      expect(res.status).toBeLessThan(400);
      expect(res.headers.get("Content-Security-Policy")).toContain("frame-ancestors 'none'");
      expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
      expect(res.headers.get("X-Frame-Options")).toBe("DENY");
      expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    }
  });

  it("public files keep their own caching: translation files", async () => {
    const res = await send("/locales/en/common.json");
    expect(res.headers.get("Cache-Control")).toMatch(/^public, max-age=\d+/);
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
  });

  it("the report endpoint takes both report formats browsers send and answers 204", async () => {
    const legacy = await handle(
      new Request(`${APP}/csp-report`, {
        method: "POST",
        headers: { "Content-Type": "application/csp-report" },
        body: JSON.stringify({ "csp-report": { "document-uri": `${APP}/exams`, "effective-directive": "script-src-elem", "blocked-uri": "inline" } }),
      }),
    );
    expect(legacy.status).toBe(204);
    const reporting = await handle(
      new Request(`${APP}/csp-report`, {
        method: "POST",
        headers: { "Content-Type": "application/reports+json" },
        body: JSON.stringify([{ type: "csp-violation", body: { documentURL: `${APP}/`, effectiveDirective: "script-src-elem", blockedURL: "inline" } }]),
      }),
    );
    expect(reporting.status).toBe(204);
    expect(
      parseReports(
        JSON.stringify({
          "csp-report": { "document-uri": `${APP}/exams`, "effective-directive": "script-src-elem", "blocked-uri": "inline\n\u001b[31mforged log line" },
        }),
      ),
    ).toEqual([{ document: `${APP}/exams`, directive: "script-src-elem", blocked: "inline??[31mforged?log?line", source: "-:-" }]);
  });
});
