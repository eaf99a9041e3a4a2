import type { i18n as I18n } from "i18next";
import type { RouterContextProvider } from "react-router";
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
      if (error instanceof Response) return error;
      if (error instanceof ValidationError) {
        const fields = Object.fromEntries(Object.entries(error.fields).map(([k, v]) => [k, v.map((m) => translateMessage(i18n, m))]));
        const first = Object.values(fields)[0]?.[0] ?? translateMessage(i18n, "validation.invalid");
        return jsonError(400, first, fields);
      }
      if (error instanceof HttpError) {
        const headers = error.status === 401 ? { "WWW-Authenticate": 'Bearer realm="api"' } : undefined;
        return jsonError(error.status, translateMessage(i18n, error.detail), error.extra, headers);
      }
      console.error(error);
      return jsonError(500, translateMessage(i18n, "error.unexpected"));
    }
  };
  return { loader: run, action: run };
}
