import type { UserType } from "#db/schema";
import { HttpError } from "~/lib/http.server";
import { verifyCredentials } from "./verify.server";

/** Guard for the REST API: the user of the `Authorization: Bearer` access token, else 401. */
export async function requireApiUser(request: Request) {
  const header = request.headers.get("authorization") ?? "";
  const match = header.match(/^Bearer\s+(.+)$/i);
  if (!match) throw new HttpError(401, "auth.errors.noCredentials");
  const result = await verifyCredentials({ access: match[1]!.trim() });
  if (result.status !== "signedIn" || !result.user) throw new HttpError(401, "auth.errors.tokenInvalid");
  return result.user;
}

export async function requireApiUserType(request: Request, types: UserType[]) {
  const user = await requireApiUser(request);
  if (!types.includes(user.user_type)) throw new HttpError(403, "auth.errors.forbidden");
  return user;
}
