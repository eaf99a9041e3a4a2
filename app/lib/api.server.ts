import type { i18n as I18n } from "i18next";
import type { RouterContextProvider } from "react-router";
import { noteRequestError } from "./availability.server";
import { clientIpContext } from "./context";
import { apiLanguage, i18nFor, translateMessage } from "./i18n.server";
import { HttpError, jsonError, methodNotAllowed, ValidationError } from "./http.server";

type Args = { request: Request; params: Record<string, string | undefined>; context: Readonly<RouterContextProvider> };
type Handler = (args: Args & { i18n: I18n; clientIp: string }) => Promise<Response>;
type Method = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";

/**
 * Builds the loader and action of a REST API route from one handler per method. Errors become
 * {"detail": "…"} answers (field errors as {"field": ["…"]} too) in the caller's language.
 */
export function apiRoute(handlers: Partial<Record<Method, Handler>>) {
  const allowed = Object.keys(handlers);
  const run = async (args: Args) => {
    const handler = handlers[args.request.method.toUpperCase() as Method];
    if (!handler) return methodNotAllowed(allowed);
    const i18n = await i18nFor(apiLanguage(args.request));
    try {
      return await handler({ ...args, i18n, clientIp: args.context.get(clientIpContext) });
    } catch (error) {
      return errorResponse(error, i18n);
    }
  };
  return { loader: run, action: run };
}

/**
 * SQLSTATE classes of values the database refused (22: data exception, e.g. an integer out of
 * range or a NUL byte in text). Input is parsed at the edge, so reaching one is a bug in a schema;
 * the client still gets the 400 its input deserves rather than a 500.
 */
function isDataException(error: unknown): boolean {
  const code = (error as { code?: unknown; cause?: { code?: unknown } } | null)?.code ?? (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return typeof code === "string" && code.startsWith("22");
}

/** An error's extra fields with their message keys translated (field -> [message key]); other values as they are. */
function translateFields(i18n: I18n, extra: Record<string, unknown> | undefined) {
  if (!extra) return extra;
  const list = (v: unknown): v is string[] => Array.isArray(v) && v.every((m) => typeof m === "string");
  return Object.fromEntries(Object.entries(extra).map(([k, v]) => [k, list(v) ? v.map((m) => translateMessage(i18n, m)) : v]));
}

/** The JSON answer for an error thrown by a handler: its status and a translated {detail, …fields}. */
export function errorResponse(error: unknown, i18n: I18n, headers?: HeadersInit): Response {
  if (error instanceof Response) return error;
  if (error instanceof ValidationError) {
    const fields = Object.fromEntries(Object.entries(error.fields).map(([k, v]) => [k, v.map((m) => translateMessage(i18n, m))]));
    const first = Object.values(fields)[0]?.[0] ?? translateMessage(i18n, "validation.invalid");
    return jsonError(400, first, fields, headers);
  }
  if (error instanceof HttpError) {
    const extra = error.status === 401 ? { "WWW-Authenticate": 'Bearer realm="api"' } : undefined;
    return jsonError(error.status, translateMessage(i18n, error.detail), translateFields(i18n, error.extra), {
      ...extra,
      ...Object.fromEntries(new Headers(headers)),
    });
  }
  // The database is lost (a restart, a failover): a 503 the client retries, not a 500.
  if (noteRequestError(error))
    return jsonError(503, translateMessage(i18n, "error.unavailable"), undefined, { "Retry-After": "5", ...Object.fromEntries(new Headers(headers)) });
  console.error(error);
  if (isDataException(error)) return jsonError(400, translateMessage(i18n, "validation.invalid"), undefined, headers);
  return jsonError(500, translateMessage(i18n, "error.unexpected"), undefined, headers);
}
