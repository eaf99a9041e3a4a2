CREATE TABLE "accommodations" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"exam_id" integer,
	"time_percent" integer DEFAULT 100 NOT NULL,
	"break_percent" integer DEFAULT 100 NOT NULL,
	"extra_break_minutes" integer DEFAULT 0 NOT NULL,
	"set_by_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exam_sessions" ADD COLUMN "accommodation" jsonb;--> statement-breakpoint
ALTER TABLE "accommodations" ADD CONSTRAINT "accommodations_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accommodations" ADD CONSTRAINT "accommodations_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accommodations" ADD CONSTRAINT "accommodations_set_by_id_users_id_fk" FOREIGN KEY ("set_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accommodations_student_exam" ON "accommodations" USING btree ("student_id",coalesce("exam_id", 0));--> statement-breakpoint
CREATE INDEX "accommodations_student" ON "accommodations" USING btree ("student_id");