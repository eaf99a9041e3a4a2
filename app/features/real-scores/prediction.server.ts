import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Db, Tx } from "#db/client";
import { getDb } from "#db/client";
import { examSessions, officialScores } from "#db/schema";
import { linkedTotal, linkReports, WINDOW_DAYS, type RealLink } from "#grading/real-link";
import type { RealScale, RealScaleOfResult } from "./real-scale";

const round1 = (x: number) => Math.round(x * 10) / 10;

function publicLink(link: RealLink): RealScale {
  if (!link.known) return link;
  return {
    known: true,
    reports: link.reports,
    needed: link.needed,
    bias: round1(link.bias),
    sd: round1(link.sd),
    slope: Math.round(link.slope * 1000) / 1000,
    intercept: round1(link.intercept),
    error: round1(link.error),
  };
}

/**
 * The pairs of each test: every official result with the student's last finished session of the test (with a
 * total score) in the WINDOW_DAYS days before the official test day; one query for every test asked about.
 */
export async function realScales(examIds: number[], db?: Db | Tx): Promise<Map<number, RealScale>> {
  const out = new Map<number, RealScale>();
  const ids = [...new Set(examIds)];
  if (!ids.length) return out;
  const conn = db ?? (await getDb());
  const day = sql`(${officialScores.takenOn}::timestamp at time zone 'UTC')`;
  const rows = await conn
    .select({
      report: officialScores.id,
      examId: examSessions.examId,
      practice: examSessions.scaledTotal,
      finishedAt: examSessions.finishedAt,
      official: sql<number>`(${officialScores.verbal} + ${officialScores.math})::int`,
    })
    .from(officialScores)
    .innerJoin(
      examSessions,
      and(
        eq(examSessions.userId, officialScores.userId),
        eq(examSessions.status, "finished"),
        isNotNull(examSessions.scaledTotal),
        sql`${examSessions.finishedAt} < ${day}`,
        sql`${examSessions.finishedAt} >= ${day} - make_interval(days => ${WINDOW_DAYS})`,
      ),
    )
    .where(inArray(examSessions.examId, ids));
  // The last session before each report, per test.
  const last = new Map<string, (typeof rows)[number]>();
  for (const r of rows) {
    const key = `${r.examId}:${r.report}`;
    const held = last.get(key);
    if (!held || r.finishedAt! > held.finishedAt!) last.set(key, r);
  }
  for (const id of ids) {
    const pairs = [...last.values()].filter((r) => r.examId === id).map((r) => ({ practice: r.practice!, official: r.official }));
    out.set(id, publicLink(linkReports(pairs)));
  }
  return out;
}

/** One test's knowledge, and a practice total on the real scale when it is known (the result page, its API). */
export async function realScaleOf(examId: number, practiceTotal: number | null, db?: Db | Tx): Promise<RealScaleOfResult> {
  const scale = (await realScales([examId], db)).get(examId)!;
  return { ...scale, linked_total: practiceTotal != null && scale.known ? linkedTotal(scale, practiceTotal) : null };
}
