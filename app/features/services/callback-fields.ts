/**
 * The callback request's fields, apart from their schemas (schemas.ts): the form shows these without
 * loading zod and the phone metadata, which come with its checks when it is used (callback-checks.ts).
 */
export const NAME_MAX = 100;
export const MESSAGE_MAX = 1000;
export const HONEYPOT_FIELD = "website";
export const PREFERRED_TIMES = ["any", "morning", "afternoon", "evening"] as const;
export type PreferredTime = (typeof PREFERRED_TIMES)[number];
