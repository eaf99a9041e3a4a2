import { randomUUID, webcrypto } from "node:crypto";
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { getDb } from "#db/client";
import { choices, exams, offlineDownloads, questions, sectionQuestions, sections } from "#db/schema";
import { accommodationFor } from "~/features/accommodations/index.server";
import { breakSeconds, moduleSeconds } from "~/features/accommodations";
import { examName, examNameColumns, examOpenTo, examPlan, examStages } from "~/features/exam/index.server";
import { paramsFor } from "~/features/irt/index.server";
import { HttpError } from "~/lib/http.server";
import { renderMath } from "~/lib/math.server";
import type { PublicUser } from "~/lib/user";
import type { OfflinePackage, PackageSection, PackageStage } from "./package";

/**
 * Downloads of a test for offline use (issue 33, decision 0056): who may, what the package holds, and its
 * encryption with a key made for this download alone.
 */

/** How long a download may start an attempt. */
export const DOWNLOAD_DAYS = 7;
/** Only Premium students (and staff) download; a free student's request is refused before anything is read. */
export const MAY_DOWNLOAD: readonly PublicUser["user_type"][] = ["pre_student", "pre_teacher", "admin"];

type Caller = Pick<PublicUser, "id" | "user_type">;

export function mayDownload(user: Caller) {
  return MAY_DOWNLOAD.includes(user.user_type);
}

/**
 * Makes a download of `examId` for `deviceId`: the package (module 1, both module 2 variants, passages and
 * math as server-rendered HTML, module and break lengths with the student's accommodations, the routing
 * rule's items and the keys routing reads), encrypted with AES-GCM under a fresh 256-bit key. The key goes to
 * the device in this answer only; the server keeps none.
 */
export async function createDownload(user: Caller, input: { exam: number; device: string; device_time: number }, lng: string) {
  if (!mayDownload(user)) throw new HttpError(403, "offline.errors.premiumOnly", { premium_required: true });
  const db = await getDb();
  const [exam] = await db
    .select({ id: exams.id, published: exams.published, thresholds: exams.adaptiveThresholds, ...examNameColumns })
    .from(exams)
    .where(eq(exams.id, input.exam));
  if (!exam || !(exam.published || (await examOpenTo(exam.id, user.id))))
    throw new HttpError(400, "exam.errors.examNotFound", { exam: ["exam.errors.examNotFound"] });
  const accommodation = await accommodationFor(user.id, exam.id);
  const stages = await examStages(exam.id);
  const now = new Date();
  const expiresAt = new Date(now.getTime() + DOWNLOAD_DAYS * 24 * 3600 * 1000);
  const id = randomUUID();
  const pkgStages = await packageStages(stages, accommodation);
  const { params, keys } = await routingMaterial(pkgStages, exam.thresholds);
  const pkg: OfflinePackage = {
    v: 1,
    download: id,
    exam: { id: exam.id, name: examName(exam, lng) },
    issuedAt: now.toISOString(),
    expiresAt: expiresAt.toISOString(),
    plan: examPlan(stages, accommodation),
    thresholds: exam.thresholds,
    stages: pkgStages,
    params,
    keys,
  };
  const key = webcrypto.getRandomValues(new Uint8Array(32));
  const sealed = await seal(key, JSON.stringify(pkg));
  await db.insert(offlineDownloads).values({
    id,
    userId: user.id,
    examId: exam.id,
    deviceId: input.device,
    accommodation,
    clockSkewMs: clampSkew(now.getTime() - input.device_time),
    issuedAt: now,
    expiresAt,
  });
  return {
    download: { id, exam: exam.id, exam_name: pkg.exam.name, issued_at: pkg.issuedAt, expires_at: pkg.expiresAt },
    key: Buffer.from(key).toString("base64"),
    package: sealed,
  };
}

/** A skew beyond a day is a broken clock, not a time zone: it is kept within ±1 day (an integer column). */
const clampSkew = (ms: number) => Math.max(-86_400_000, Math.min(86_400_000, Math.round(ms)));

/** AES-GCM with a random 96-bit IV; the device opens it with WebCrypto (crypto-store.ts). */
export async function seal(rawKey: Uint8Array, plaintext: string) {
  const key = await webcrypto.subtle.importKey("raw", rawKey, "AES-GCM", false, ["encrypt"]);
  const iv = webcrypto.getRandomValues(new Uint8Array(12));
  const data = await webcrypto.subtle.encrypt({ name: "AES-GCM", iv }, key, new TextEncoder().encode(plaintext));
  return { alg: "AES-GCM" as const, iv: Buffer.from(iv).toString("base64"), data: Buffer.from(data).toString("base64") };
}

async function packageStages(stages: Awaited<ReturnType<typeof examStages>>, accommodation: Parameters<typeof moduleSeconds>[1]): Promise<PackageStage[]> {
  const db = await getDb();
  const sectionIds = stages.flatMap((s) => s.sections.map((x) => x.id));
  const directions = await db.select({ id: sections.id, directions: sections.directions }).from(sections).where(inArray(sections.id, sectionIds));
  const qs = await db
    .select({
      sectionId: sectionQuestions.sectionId,
      position: sectionQuestions.position,
      id: questions.id,
      type: questions.type,
      title: questions.title,
      text: questions.text,
      passageTitle: questions.passageTitle,
      passageHtml: questions.passageHtml,
    })
    .from(sectionQuestions)
    .innerJoin(questions, eq(questions.id, sectionQuestions.questionId))
    .where(inArray(sectionQuestions.sectionId, sectionIds))
    .orderBy(asc(sectionQuestions.sectionId), asc(sectionQuestions.position));
  const choiceRows = qs.length
    ? await db
        .select({ id: choices.id, questionId: choices.questionId, text: choices.text })
        .from(choices)
        .where(
          inArray(
            choices.questionId,
            qs.map((q) => q.id),
          ),
        )
        .orderBy(asc(choices.questionId), asc(choices.position))
    : [];
  return stages.map((stage, i) => ({
    stage: stage.stage,
    test: stage.test,
    module: stage.module,
    sections: stage.sections.map((s): PackageSection => {
      const own = qs.filter((q) => q.sectionId === s.id);
      return {
        id: s.id,
        name: s.name,
        test: stage.test,
        module: stage.module,
        variant: s.variant as PackageSection["variant"],
        directions: renderMath(directions.find((d) => d.id === s.id)?.directions ?? ""),
        seconds: moduleSeconds(s.durationSeconds, accommodation),
        breakSeconds: breakSeconds(s.breakAfterSeconds, i === stages.length - 1, accommodation),
        readings: own.filter((q) => q.passageHtml).map((q) => ({ id: q.id, title: q.passageTitle ?? "", reading_context: renderMath(q.passageHtml!) })),
        questions: own.map((q, index) => ({
          id: q.id,
          index,
          question_type: q.type,
          question_title: renderMath(q.title),
          question_text: renderMath(q.text),
          reading: q.passageHtml ? q.id : null,
          choices: choiceRows.filter((c) => c.questionId === q.id).map((c) => ({ id: c.id, choice_text: renderMath(c.text) })),
        })),
      };
    }),
  }));
}

/**
 * What routing on the device needs, and nothing more: for each test with an adaptive module 2 (a threshold
 * and both variants), the parameters of module 1's and both variants' items and the keys of module 1.
 * Module 2's keys and every explanation stay on the server.
 */
async function routingMaterial(stages: PackageStage[], thresholds: OfflinePackage["thresholds"]) {
  const params: OfflinePackage["params"] = {};
  const keys: OfflinePackage["keys"] = {};
  const db = await getDb();
  for (const stage of stages) {
    const easier = stage.sections.find((s) => s.variant === "easier");
    const harder = stage.sections.find((s) => s.variant === "harder");
    if (thresholds?.[stage.test] === undefined || !easier || !harder) continue;
    const first = stages.find((s) => s.test === stage.test && s.module === 1)?.sections[0];
    if (!first) continue;
    const ids = [first, easier, harder].flatMap((s) => s.questions.map((q) => q.id));
    const found = await paramsFor(db, ids);
    for (const [id, p] of found) params[id] = p;
    const module1 = first.questions.map((q) => q.id);
    const rows = await db.select({ id: questions.id, accepted: questions.acceptedAnswers }).from(questions).where(inArray(questions.id, module1));
    const correct = await db
      .select({ id: choices.id, questionId: choices.questionId })
      .from(choices)
      .where(and(inArray(choices.questionId, module1), eq(choices.isCorrect, true)));
    for (const r of rows) keys[r.id] = { choice: correct.find((c) => c.questionId === r.id)?.id ?? null, accepted: r.accepted };
  }
  return { params, keys };
}

/** This user's downloads for one device, newest first, with whether each may still start an attempt. */
export async function listDownloads(user: Caller, deviceId: string) {
  const db = await getDb();
  const rows = await db
    .select({
      id: offlineDownloads.id,
      examId: offlineDownloads.examId,
      issuedAt: offlineDownloads.issuedAt,
      expiresAt: offlineDownloads.expiresAt,
      revokedAt: offlineDownloads.revokedAt,
    })
    .from(offlineDownloads)
    .where(and(eq(offlineDownloads.userId, user.id), eq(offlineDownloads.deviceId, deviceId)))
    .orderBy(desc(offlineDownloads.issuedAt));
  const now = Date.now();
  return rows.map((r) => ({
    id: r.id,
    exam: r.examId,
    issued_at: r.issuedAt.toISOString(),
    expires_at: r.expiresAt.toISOString(),
    status: r.revokedAt ? ("revoked" as const) : r.expiresAt.getTime() <= now ? ("expired" as const) : ("active" as const),
  }));
}

/** Revokes one of the caller's downloads (removing it from a device, or an admin's decision): it starts no attempt after this. */
export async function revokeDownload(user: Caller, id: string) {
  const db = await getDb();
  const [row] = await db
    .update(offlineDownloads)
    .set({ revokedAt: new Date() })
    .where(and(eq(offlineDownloads.id, id), eq(offlineDownloads.userId, user.id)))
    .returning({ id: offlineDownloads.id });
  if (!row) throw new HttpError(404, "offline.errors.downloadNotFound");
  return { id: row.id, status: "revoked" as const };
}
