CREATE TYPE "public"."difficulty" AS ENUM('easy', 'medium', 'hard');--> statement-breakpoint
CREATE TYPE "public"."question_type" AS ENUM('SC', 'OE');--> statement-breakpoint
CREATE TYPE "public"."section_variant" AS ENUM('standard', 'easier', 'harder');--> statement-breakpoint
CREATE TYPE "public"."test_kind" AS ENUM('verbal', 'math');--> statement-breakpoint
CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "choices" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"position" integer NOT NULL,
	"text" text NOT NULL,
	"is_correct" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"exam_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"break_ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"score" integer,
	"total_questions" integer,
	"correct_count" integer,
	"scaled_total" integer
);
--> statement-breakpoint
CREATE TABLE "exams" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"adaptive_thresholds" jsonb,
	"score_table" jsonb,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exams_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"type" "question_type" NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"text" text NOT NULL,
	"test" "test_kind" NOT NULL,
	"domain" text NOT NULL,
	"skill" text NOT NULL,
	"difficulty" "difficulty" NOT NULL,
	"passage_title" text,
	"passage_html" text,
	"accepted_answers" text,
	"explanation" text DEFAULT '' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"author_id" integer,
	"status" text DEFAULT 'published' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "questions_identifier_unique" UNIQUE("identifier")
);
--> statement-breakpoint
CREATE TABLE "responses" (
	"attempt_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"selected_choice_id" integer,
	"answer_text" text,
	"marked_for_review" boolean DEFAULT false NOT NULL,
	"eliminated" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"highlights" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_correct" boolean,
	"revision" integer DEFAULT 0 NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "responses_attempt_id_question_id_pk" PRIMARY KEY("attempt_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "section_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"section_id" integer NOT NULL,
	"stage" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"closed_by" text,
	"active_question" integer DEFAULT 0 NOT NULL,
	"correct_count" integer,
	"question_count" integer
);
--> statement-breakpoint
CREATE TABLE "section_questions" (
	"section_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "section_questions_section_id_question_id_pk" PRIMARY KEY("section_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"exam_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"test" "test_kind" NOT NULL,
	"module" integer NOT NULL,
	"variant" "section_variant" DEFAULT 'standard' NOT NULL,
	"stage" integer NOT NULL,
	"duration_seconds" integer NOT NULL,
	"break_after_seconds" integer DEFAULT 0 NOT NULL,
	"directions" text DEFAULT '' NOT NULL,
	CONSTRAINT "sections_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "choices" ADD CONSTRAINT "choices_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_sessions" ADD CONSTRAINT "exam_sessions_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_sessions" ADD CONSTRAINT "exam_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "responses" ADD CONSTRAINT "responses_attempt_id_section_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."section_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "responses" ADD CONSTRAINT "responses_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "responses" ADD CONSTRAINT "responses_selected_choice_id_choices_id_fk" FOREIGN KEY ("selected_choice_id") REFERENCES "public"."choices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "section_attempts" ADD CONSTRAINT "section_attempts_session_id_exam_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."exam_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "section_attempts" ADD CONSTRAINT "section_attempts_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "section_questions" ADD CONSTRAINT "section_questions_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "section_questions" ADD CONSTRAINT "section_questions_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sections" ADD CONSTRAINT "sections_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "choices_question_position" ON "choices" USING btree ("question_id","position");--> statement-breakpoint
CREATE INDEX "exam_sessions_user" ON "exam_sessions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "section_attempts_session_stage" ON "section_attempts" USING btree ("session_id","stage");--> statement-breakpoint
CREATE INDEX "sections_exam" ON "sections" USING btree ("exam_id","stage");