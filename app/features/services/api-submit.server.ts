import type { z } from "zod";
import { verifyCredentials } from "~/features/auth/index.server";
import { readBody } from "~/lib/http.server";
import { apiLanguage } from "~/lib/i18n.server";
import { parseInput } from "~/lib/parse.server";
import { limitByAddress, submitCallbackRequest } from "./requests.server";
import type { CallbackCallSchema, ServiceRequestSchema } from "./schemas";
import { inboxLinkFor } from "./submit.server";

/**
 * Both REST calls that take a callback request: no token needed (a valid bearer token links the
 * request to the account); the address's rate limit, the call's schema, then the web form's service.
 * Answers 201 with the request (merged: true when it joined an earlier one).
 */
export async function submitFromApi(request: Request, ip: string, schema: typeof ServiceRequestSchema | typeof CallbackCallSchema) {
  await limitByAddress(ip);
  const input: z.output<typeof ServiceRequestSchema> = parseInput(schema, await readBody(request));
  const userId = await bearerUserId(request);
  const accepted = await submitCallbackRequest(input, { ip, language: apiLanguage(request), source: "api", userId, inboxLink: inboxLinkFor(request) });
  return Response.json(accepted, { status: 201 });
}

async function bearerUserId(request: Request): Promise<number | null> {
  const match = (request.headers.get("authorization") ?? "").match(/^Bearer\s+(.+)$/i);
  if (!match) return null;
  const result = await verifyCredentials({ access: match[1]!.trim() });
  return result.status === "signedIn" && result.user ? result.user.id : null;
}
