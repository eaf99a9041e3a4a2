/** Public server-side entry of the auth area: what other areas may use. */
export { requireApiUser } from "./api-auth.server";
export { readAccessToken } from "./tokens.server";
export { findUserById } from "./users.server";
export { verifyCredentials } from "./verify.server";
export { optionalUser, requireUser } from "./web-session.server";
