CREATE TABLE "official_scores" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"taken_on" date NOT NULL,
	"verbal" integer NOT NULL,
	"math" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "official_scores" ADD CONSTRAINT "official_scores_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "official_scores_user" ON "official_scores" USING btree ("user_id","taken_on");