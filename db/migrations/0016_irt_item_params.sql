CREATE TABLE "calibration_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"status" text DEFAULT 'running' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"items_changed" integer DEFAULT 0 NOT NULL,
	"responses" integer DEFAULT 0 NOT NULL,
	"details" jsonb
);
--> statement-breakpoint
CREATE TABLE "item_flags" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"run_id" integer,
	"reasons" text[] NOT NULL,
	"evidence" jsonb NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"resolved_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "item_param_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"a" double precision NOT NULL,
	"b" double precision NOT NULL,
	"c" double precision NOT NULL,
	"source" text NOT NULL,
	"responses" integer DEFAULT 0 NOT NULL,
	"run_id" integer,
	"set_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "item_params" (
	"question_id" integer PRIMARY KEY NOT NULL,
	"a" double precision NOT NULL,
	"b" double precision NOT NULL,
	"c" double precision NOT NULL,
	"source" text NOT NULL,
	"responses" integer DEFAULT 0 NOT NULL,
	"fit" real,
	"run_id" integer,
	"set_by_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exam_sessions" ADD COLUMN "section_scores" jsonb;--> statement-breakpoint
ALTER TABLE "item_flags" ADD CONSTRAINT "item_flags_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_flags" ADD CONSTRAINT "item_flags_run_id_calibration_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."calibration_runs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_flags" ADD CONSTRAINT "item_flags_resolved_by_id_users_id_fk" FOREIGN KEY ("resolved_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_param_history" ADD CONSTRAINT "item_param_history_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_param_history" ADD CONSTRAINT "item_param_history_run_id_calibration_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."calibration_runs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_param_history" ADD CONSTRAINT "item_param_history_set_by_id_users_id_fk" FOREIGN KEY ("set_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_params" ADD CONSTRAINT "item_params_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_params" ADD CONSTRAINT "item_params_run_id_calibration_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."calibration_runs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_params" ADD CONSTRAINT "item_params_set_by_id_users_id_fk" FOREIGN KEY ("set_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "item_flags_one_open" ON "item_flags" USING btree ("question_id") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "item_param_history_question" ON "item_param_history" USING btree ("question_id","created_at");