CREATE TABLE "mentor_invites" (
	"code" text PRIMARY KEY NOT NULL,
	"mentor_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_by" integer,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "mentor_invites" ADD CONSTRAINT "mentor_invites_mentor_id_users_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_invites" ADD CONSTRAINT "mentor_invites_used_by_users_id_fk" FOREIGN KEY ("used_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mentor_invites_mentor" ON "mentor_invites" USING btree ("mentor_id","created_at");