CREATE TABLE "offline_attempts" (
	"id" text PRIMARY KEY NOT NULL,
	"download_id" text NOT NULL,
	"session_id" integer NOT NULL,
	"device_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sync_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offline_attempts_session_id_unique" UNIQUE("session_id")
);
--> statement-breakpoint
CREATE TABLE "offline_downloads" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"exam_id" integer NOT NULL,
	"device_id" text NOT NULL,
	"accommodation" jsonb,
	"clock_skew_ms" integer DEFAULT 0 NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "exam_sessions" ADD COLUMN "taken_offline" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "offline_attempts" ADD CONSTRAINT "offline_attempts_download_id_offline_downloads_id_fk" FOREIGN KEY ("download_id") REFERENCES "public"."offline_downloads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offline_attempts" ADD CONSTRAINT "offline_attempts_session_id_exam_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."exam_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offline_downloads" ADD CONSTRAINT "offline_downloads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offline_downloads" ADD CONSTRAINT "offline_downloads_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offline_downloads_user" ON "offline_downloads" USING btree ("user_id","issued_at");