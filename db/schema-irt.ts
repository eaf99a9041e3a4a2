import { sql } from "drizzle-orm";
import { doublePrecision, index, integer, jsonb, pgTable, real, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./schema-core";
import { questions } from "./schema-exams";

/**
 * Item response theory (docs/decisions/0034-irt-pattern-scoring.md, 0035-irt-calibration.md): the 3PL parameters
 * of each question version, their history, every calibration run, and the items the data flag for review.
 * A question version without a row is scored with its prior (grading/irt-model.ts `itemPrior`).
 */

export type ParamSource = "prior" | "calibrated" | "teacher";

/** The parameters in use for one question version. */
export const itemParams = pgTable("item_params", {
  questionId: integer("question_id")
    .primaryKey()
    .references(() => questions.id, { onDelete: "cascade" }),
  a: doublePrecision("a").notNull(),
  b: doublePrecision("b").notNull(),
  c: doublePrecision("c").notNull(),
  /** prior (from the rating or label), calibrated (from `responses` answers), teacher (set by hand). */
  source: text("source").$type<ParamSource>().notNull(),
  /** Responses the calibration used (0 for a prior or a teacher's values). */
  responses: integer("responses").notNull().default(0),
  /** RMSD item fit of the last calibration (null before one). */
  fit: real("fit"),
  runId: integer("run_id").references(() => calibrationRuns.id, { onDelete: "set null" }),
  setById: integer("set_by_id").references(() => users.id, { onDelete: "set null" }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Every value an item's parameters ever had, newest last. */
export const itemParamHistory = pgTable(
  "item_param_history",
  {
    id: serial("id").primaryKey(),
    questionId: integer("question_id")
      .notNull()
      .references(() => questions.id, { onDelete: "cascade" }),
    a: doublePrecision("a").notNull(),
    b: doublePrecision("b").notNull(),
    c: doublePrecision("c").notNull(),
    source: text("source").$type<ParamSource>().notNull(),
    responses: integer("responses").notNull().default(0),
    runId: integer("run_id").references(() => calibrationRuns.id, { onDelete: "set null" }),
    setById: integer("set_by_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("item_param_history_question").on(t.questionId, t.createdAt)],
);

export type CalibrationDetails = {
  tests: {
    test: "verbal" | "math";
    persons: number;
    responses: number;
    items: number;
    freeItems: number;
    iterations: number;
    converged: boolean;
    logLik: number;
    /** Mean RMSD fit of the free items. */
    meanFit: number | null;
    /** Mean/sigma link to the earlier scale (null: first calibration or too few anchors). */
    link: { A: number; B: number; anchors: number } | null;
    /** Mean absolute change of b and a of the items that changed. */
    drift: { b: number; a: number } | null;
    refused: { questionId: number; params: { a: number; b: number; c: number }; bad: string[] }[];
    flagged: number;
  }[];
};

/** One calibration run: what it did, or why it changed nothing. */
export const calibrationRuns = pgTable("calibration_runs", {
  id: serial("id").primaryKey(),
  startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp("finished_at", { withTimezone: true }),
  /** done: parameters written; skipped: too little data (nothing changed, `message` says why); failed. */
  status: text("status").$type<"running" | "done" | "skipped" | "failed">().notNull().default("running"),
  message: text("message").notNull().default(""),
  itemsChanged: integer("items_changed").notNull().default(0),
  responses: integer("responses").notNull().default(0),
  details: jsonb("details").$type<CalibrationDetails | null>(),
});

export type FlagReason = "negative_point_biserial" | "distractor_beats_key" | "poor_fit";
export type FlagEvidence = {
  responses: number;
  shareCorrect: number;
  pointBiserial: number;
  fit: number | null;
  /** Among the strongest 27%: choices by position (1-based) and how many chose each; the key's position. */
  strong: { keyPosition: number; counts: { position: number; count: number }[] } | null;
};

/** An item the data flagged: it sits in the teachers' review queue until a teacher resolves it. */
export const itemFlags = pgTable(
  "item_flags",
  {
    id: serial("id").primaryKey(),
    questionId: integer("question_id")
      .notNull()
      .references(() => questions.id, { onDelete: "cascade" }),
    runId: integer("run_id").references(() => calibrationRuns.id, { onDelete: "set null" }),
    reasons: text("reasons").array().$type<FlagReason[]>().notNull(),
    evidence: jsonb("evidence").$type<FlagEvidence>().notNull(),
    status: text("status").$type<"open" | "resolved">().notNull().default("open"),
    resolvedById: integer("resolved_by_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("item_flags_one_open")
      .on(t.questionId)
      .where(sql`status = 'open'`),
  ],
);
