import { z } from "zod";
import { line, text } from "~/lib/input";
import { HONEYPOT_FIELD, MESSAGE_MAX, NAME_MAX, PREFERRED_TIMES, type PreferredTime } from "./callback-fields";
import { checkPhone, PHONE_MAX_LENGTH, phoneCountry } from "./phone";

/**
 * The callback request, one set of rules for the web form (browser and action) and the REST calls.
 * Messages are i18n keys (services namespace, or common:validation for the shared ones).
 */

export { HONEYPOT_FIELD, MESSAGE_MAX, NAME_MAX, PREFERRED_TIMES, type PreferredTime } from "./callback-fields";

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A service's slug; anything else cannot name a service. */
export const ServiceSlug = z
  .string({ error: "services:errors.serviceRequired" })
  .min(1, "services:errors.serviceRequired")
  .max(60, "services:errors.unknownService")
  .regex(SLUG, "services:errors.unknownService");

const phone = z.string({ error: "services:errors.phoneRequired" }).max(PHONE_MAX_LENGTH * 2, "services:errors.phoneTooLong");
const country = z
  .string({ error: "services:errors.countryUnknown" })
  .max(2, "services:errors.countryUnknown")
  .refine((v) => v === "" || phoneCountry(v) !== null, "services:errors.countryUnknown")
  .optional();
const name = line(NAME_MAX, "services:errors.nameTooLong").optional();
const preferredTime = z.enum(PREFERRED_TIMES, { error: "services:errors.preferredTime" }).optional();
/** Left empty by people (it is hidden); bots fill it. Anything up to 500 characters is taken, and a filled one is dropped. */
const honeypot = z.string().max(500).optional();

/** Adds the phone rule (checked in the chosen country) and the number in E.164 as `e164`. */
function withPhone<T extends { phone: string; country?: string }>(value: T, ctx: z.RefinementCtx) {
  const result = checkPhone(value.phone, phoneCountry(value.country));
  if (!result.ok) {
    ctx.addIssue({ code: "custom", path: ["phone"], message: result.error });
    return z.NEVER;
  }
  return { ...value, e164: result.e164, phoneCountry: result.country };
}

const unknownKeys = { error: (issue: { code?: string }) => (issue.code === "unrecognized_keys" ? "services:errors.unknownFields" : undefined) };

/** The web form at /services/{service}/form (the service comes from the address). */
export const CallbackFormSchema = z.object({ phone, country, name, preferred_time: preferredTime, [HONEYPOT_FIELD]: honeypot }).transform(withPhone);

/** POST /api/services/requests/: the request object (service, phone and optional details); unknown keys are refused. */
export const ServiceRequestSchema = z
  .strictObject(
    {
      service: ServiceSlug,
      phone,
      country,
      name,
      preferred_time: preferredTime,
      message: text(MESSAGE_MAX, "services:errors.messageTooLong").optional(),
      [HONEYPOT_FIELD]: honeypot,
    },
    unknownKeys,
  )
  .transform(withPhone);

/** POST /api/services/callback/ {phone, service} (country optional). */
export const CallbackCallSchema = z.strictObject({ service: ServiceSlug, phone, country, [HONEYPOT_FIELD]: honeypot }, unknownKeys).transform(withPhone);

export type CallbackInput = {
  service: string;
  e164: string;
  phoneCountry: string | null;
  name?: string;
  preferred_time?: PreferredTime;
  message?: string;
  website?: string;
};
