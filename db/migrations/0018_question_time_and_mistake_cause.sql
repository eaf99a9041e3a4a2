ALTER TABLE "responses" ADD COLUMN "time_ms" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "notebook_entries" ADD COLUMN "suggested_cause" text DEFAULT 'content' NOT NULL;--> statement-breakpoint
ALTER TABLE "notebook_entries" ADD COLUMN "cause" text;--> statement-breakpoint
ALTER TABLE "practice_responses" ADD COLUMN "time_ms" integer DEFAULT 0 NOT NULL;