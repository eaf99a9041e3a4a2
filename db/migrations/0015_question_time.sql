ALTER TABLE "responses" ADD COLUMN "time_ms" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "practice_responses" ADD COLUMN "time_ms" integer DEFAULT 0 NOT NULL;