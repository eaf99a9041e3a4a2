// Every table of the app: the base tables (schema-core.ts: accounts, sessions, tokens, files), the practice
// exams (schema-exams.ts) and each area's own (schema-<area>.ts).
// drizzle.config.ts reads this file; code may import the whole schema from here or one file directly.
export * from "./schema-core";
export * from "./schema-exams";
export * from "./schema-services";
export * from "./schema-billing";
export * from "./schema-lessons";
export * from "./schema-tutor";
export * from "./schema-authoring";
export * from "./schema-forum";
export * from "./schema-practice";
export * from "./schema-plan";
export * from "./schema-accommodations";
export * from "./schema-irt";
export * from "./schema-digest";
export * from "./schema-offline";
export * from "./schema-real-scores";
