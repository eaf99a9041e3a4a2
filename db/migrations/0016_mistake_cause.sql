ALTER TABLE "notebook_entries" ADD COLUMN "suggested_cause" text DEFAULT 'content' NOT NULL;--> statement-breakpoint
ALTER TABLE "notebook_entries" ADD COLUMN "cause" text;