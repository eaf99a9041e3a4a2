CREATE TYPE "public"."callback_status" AS ENUM('new', 'contacted', 'closed');--> statement-breakpoint
CREATE TYPE "public"."preferred_time" AS ENUM('any', 'morning', 'afternoon', 'evening');--> statement-breakpoint
CREATE TYPE "public"."price_unit" AS ENUM('fixed', 'hour', 'lesson', 'month', 'course');--> statement-breakpoint
CREATE TYPE "public"."service_status" AS ENUM('open', 'soon');--> statement-breakpoint
CREATE TABLE "callback_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_id" integer NOT NULL,
	"phone" text NOT NULL,
	"phone_country" text,
	"name" text DEFAULT '' NOT NULL,
	"preferred_time" "preferred_time" DEFAULT 'any' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"user_id" integer,
	"language" text DEFAULT 'az' NOT NULL,
	"source" text DEFAULT 'web' NOT NULL,
	"status" "callback_status" DEFAULT 'new' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"handled_by" integer,
	"handled_at" timestamp with time zone,
	"repeats" integer DEFAULT 0 NOT NULL,
	"last_requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" jsonb NOT NULL,
	"subtitle" jsonb NOT NULL,
	"cover_key" text,
	"position" integer DEFAULT 0 NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"slug" text NOT NULL,
	"title" jsonb NOT NULL,
	"subtitle" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"price_minor" integer,
	"currency" text DEFAULT 'AZN' NOT NULL,
	"price_unit" "price_unit" DEFAULT 'fixed' NOT NULL,
	"status" "service_status" DEFAULT 'open' NOT NULL,
	"cover_key" text,
	"position" integer DEFAULT 0 NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "callback_requests" ADD CONSTRAINT "callback_requests_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "callback_requests" ADD CONSTRAINT "callback_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "callback_requests" ADD CONSTRAINT "callback_requests_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_group_id_service_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."service_groups"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "callback_requests_inbox" ON "callback_requests" USING btree ("status","last_requested_at");--> statement-breakpoint
CREATE INDEX "callback_requests_duplicate" ON "callback_requests" USING btree ("phone","service_id","last_requested_at");--> statement-breakpoint
CREATE INDEX "callback_requests_service" ON "callback_requests" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "callback_requests_new" ON "callback_requests" USING btree ("id") WHERE "callback_requests"."status" = 'new';--> statement-breakpoint
CREATE UNIQUE INDEX "service_groups_slug" ON "service_groups" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "service_groups_position" ON "service_groups" USING btree ("position");--> statement-breakpoint
CREATE UNIQUE INDEX "services_slug" ON "services" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "services_group_position" ON "services" USING btree ("group_id","position");