import type { Route } from "./+types/csp-report";
import { getEnv } from "~/lib/env.server";
import { methodNotAllowed } from "~/lib/http.server";
import { readBounded } from "~/lib/request-guard.server";

/** A browser sends a few reports at a time; anything larger is not a report. */
const MAX_REPORT_BYTES = 64 * 1024;
const MAX_REPORTS = 20;

type Violation = { document: string; directive: string; blocked: string; source: string };

/**
 * POST /csp-report: Content-Security-Policy violation reports, from `report-uri` (application/csp-report,
 * {"csp-report": {…}}) and from `report-to` (application/reports+json, [{type, body}]). Each one is
 * logged on one line; the answer is always 204, so a client learns nothing from it.
 */
export async function action({ request }: Route.ActionArgs) {
  for (const v of parseReports(await readReport(request))) {
    if (getEnv().LOG_LEVEL !== "silent") console.warn(`CSP violation: ${v.directive} blocked ${v.blocked} on ${v.document} (${v.source})`);
  }
  return new Response(null, { status: 204 });
}

export function loader() {
  return methodNotAllowed(["POST"]);
}

export function parseReports(text: string): Violation[] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return [];
  }
  const bodies = Array.isArray(value)
    ? value.filter((r) => r?.type === "csp-violation").map((r) => r.body)
    : [(value as Record<string, unknown> | null)?.["csp-report"]];
  return bodies
    .filter((b): b is Record<string, unknown> => !!b && typeof b === "object")
    .slice(0, MAX_REPORTS)
    .map((b) => ({
      document: clean(b.documentURL ?? b["document-uri"]),
      directive: clean(b.effectiveDirective ?? b["effective-directive"] ?? b["violated-directive"]),
      blocked: clean(b.blockedURL ?? b["blocked-uri"]),
      source: `${clean(b.sourceFile ?? b["source-file"])}:${clean(b.lineNumber ?? b["line-number"])}`,
    }));
}

/** One short printable token per field: a report is written by whoever sends it. */
function clean(value: unknown): string {
  return (
    String(value ?? "-")
      .replace(/[^\x21-\x7e]/g, "?")
      .slice(0, 200) || "-"
  );
}

async function readReport(request: Request): Promise<string> {
  if (Number(request.headers.get("content-length") ?? 0) > MAX_REPORT_BYTES) return "";
  const bytes = await readBounded(request, MAX_REPORT_BYTES);
  return bytes === "too large" ? "" : new TextDecoder().decode(bytes);
}
