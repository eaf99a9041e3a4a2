/**
 * Why a question went wrong: not known yet (content), a slip (careless), time (timing), or a misreading (misread).
 * Apart from the tables (schema-practice.ts re-exports it) so the browser's notebook page can list them without
 * the table definitions and drizzle (issue 30).
 */
export type MistakeCause = "content" | "careless" | "timing" | "misread";
export const MISTAKE_CAUSES = ["content", "careless", "timing", "misread"] as const satisfies readonly MistakeCause[];
