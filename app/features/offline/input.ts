import { z } from "zod";
import { SaveBodySchema } from "~/features/exam";
import { idField, MAX_INT } from "~/lib/input";

/**
 * Everything a device sends about offline tests (issue 33), for the browser and the server alike. Shapes
 * and bounds are checked here (a misfit is a 400 with field errors); whether a timeline is plausible and an
 * answer belongs to the test is the sync's rule (sync.server.ts).
 */

const Uuid = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, "offline.errors.badId");
/** A device time: milliseconds since 1970, within this century. */
const DeviceTime = z.number().int("offline.errors.badTime").min(946_684_800_000, "offline.errors.badTime").max(4_102_444_800_000, "offline.errors.badTime");

/** POST /offline/downloads: which exam, for which device, and the device's clock now. */
export const DownloadBodySchema = z.object({ exam: idField("exam.errors.examNotFound"), device: Uuid, device_time: DeviceTime });

/** GET /offline/downloads?device= */
export const DownloadsQuery = z.object({ device: Uuid });
export const DownloadParams = z.object({ id: Uuid });

const SyncModuleSchema = z
  .object({ stage: z.number().int().min(0).max(1000), section: idField(), started_at: DeviceTime, submitted_at: DeviceTime.nullable() })
  .strict();

/** One entry of the device's answer log: an autosave item, its section and when the device wrote it. */
const SyncAnswerSchema = SaveBodySchema.shape.responses.element.extend({ section: idField(), at: DeviceTime }).strict();

/** POST /offline/sync: the whole attempt as the device has it (sent again in full on every sync: idempotent). */
export const SyncBodySchema = z
  .object({
    attempt: Uuid,
    download: Uuid,
    device: Uuid,
    device_time: DeviceTime,
    modules: z.array(SyncModuleSchema).max(20),
    answers: z.array(SyncAnswerSchema).max(5000),
    finished_at: DeviceTime.nullable(),
    active_question_index: z.number().int().min(0).max(MAX_INT).optional(),
  })
  .strict();

export type SyncBody = z.output<typeof SyncBodySchema>;
export type SyncAnswer = SyncBody["answers"][number];
