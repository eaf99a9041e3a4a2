CREATE TABLE "notebook_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"identifier" text NOT NULL,
	"question_id" integer NOT NULL,
	"reason" text NOT NULL,
	"sources" text[] DEFAULT '{}'::text[] NOT NULL,
	"exam_session_id" integer,
	"practice_set_id" integer,
	"status" text DEFAULT 'active' NOT NULL,
	"right_days" integer DEFAULT 0 NOT NULL,
	"last_right_day" text,
	"due_at" timestamp with time zone NOT NULL,
	"mistakes" integer DEFAULT 1 NOT NULL,
	"reviews" integer DEFAULT 0 NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cleared_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notebook_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"identifier" text NOT NULL,
	"question_id" integer NOT NULL,
	"source_key" text NOT NULL,
	"source" text NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "practice_items" (
	"set_id" integer NOT NULL,
	"position" integer NOT NULL,
	"question_id" integer NOT NULL,
	"difficulty" text NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "practice_items_set_id_position_pk" PRIMARY KEY("set_id","position")
);
--> statement-breakpoint
CREATE TABLE "practice_responses" (
	"set_id" integer NOT NULL,
	"position" integer NOT NULL,
	"user_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"selected_choice_id" integer,
	"answer_text" text,
	"marked_for_review" boolean DEFAULT false NOT NULL,
	"eliminated" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"highlights" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	"is_correct" boolean,
	CONSTRAINT "practice_responses_set_id_position_pk" PRIMARY KEY("set_id","position")
);
--> statement-breakpoint
CREATE TABLE "practice_sets" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"assigned_by" integer,
	"origin" text DEFAULT 'skills' NOT NULL,
	"origin_ref" text,
	"note" text DEFAULT '' NOT NULL,
	"test" text,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"difficulty" text NOT NULL,
	"length" integer NOT NULL,
	"time_limit_seconds" integer,
	"started_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"status" text DEFAULT 'active' NOT NULL,
	"active_position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"correct_count" integer,
	"answered_count" integer
);
--> statement-breakpoint
ALTER TABLE "notebook_entries" ADD CONSTRAINT "notebook_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notebook_entries" ADD CONSTRAINT "notebook_entries_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notebook_entries" ADD CONSTRAINT "notebook_entries_exam_session_id_exam_sessions_id_fk" FOREIGN KEY ("exam_session_id") REFERENCES "public"."exam_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notebook_entries" ADD CONSTRAINT "notebook_entries_practice_set_id_practice_sets_id_fk" FOREIGN KEY ("practice_set_id") REFERENCES "public"."practice_sets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notebook_events" ADD CONSTRAINT "notebook_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notebook_events" ADD CONSTRAINT "notebook_events_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_items" ADD CONSTRAINT "practice_items_set_id_practice_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."practice_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_items" ADD CONSTRAINT "practice_items_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_responses" ADD CONSTRAINT "practice_responses_set_id_practice_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."practice_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_responses" ADD CONSTRAINT "practice_responses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_responses" ADD CONSTRAINT "practice_responses_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_responses" ADD CONSTRAINT "practice_responses_selected_choice_id_choices_id_fk" FOREIGN KEY ("selected_choice_id") REFERENCES "public"."choices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_sets" ADD CONSTRAINT "practice_sets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_sets" ADD CONSTRAINT "practice_sets_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notebook_entries_user_identifier" ON "notebook_entries" USING btree ("user_id","identifier");--> statement-breakpoint
CREATE INDEX "notebook_entries_user_status" ON "notebook_entries" USING btree ("user_id","status","due_at");--> statement-breakpoint
CREATE UNIQUE INDEX "notebook_events_source" ON "notebook_events" USING btree ("user_id","source_key");--> statement-breakpoint
CREATE INDEX "notebook_events_user_identifier" ON "notebook_events" USING btree ("user_id","identifier","at");--> statement-breakpoint
CREATE UNIQUE INDEX "practice_items_set_question" ON "practice_items" USING btree ("set_id","question_id");--> statement-breakpoint
CREATE INDEX "practice_responses_user_answered" ON "practice_responses" USING btree ("user_id","answered_at");--> statement-breakpoint
CREATE INDEX "practice_responses_question" ON "practice_responses" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "practice_sets_user" ON "practice_sets" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "practice_sets_user_status" ON "practice_sets" USING btree ("user_id","status");