ALTER TABLE "exams" ADD COLUMN "name_i18n" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "description_i18n" jsonb DEFAULT '{}'::jsonb NOT NULL;