CREATE TABLE "social_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"site_id" integer NOT NULL,
	"network" text,
	"handle" text,
	"display_name" text,
	"is_approved" boolean DEFAULT true NOT NULL,
	"created_user_id" integer,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_user_id" integer,
	"updated_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "utm_sources" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"site_id" integer NOT NULL,
	"name" text,
	"source" text,
	"medium" text,
	"campaign" text,
	"is_approved" boolean DEFAULT true NOT NULL,
	"created_user_id" integer,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_user_id" integer,
	"updated_date" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "contents" ADD COLUMN "social_shares" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "social_accounts_site_id_network_handle_unique" ON "social_accounts" USING btree ("site_id","network","handle");--> statement-breakpoint
CREATE INDEX "social_accounts_site_id_network_index" ON "social_accounts" USING btree ("site_id","network");--> statement-breakpoint
CREATE INDEX "social_accounts_site_id_is_approved_index" ON "social_accounts" USING btree ("site_id","is_approved");--> statement-breakpoint
CREATE UNIQUE INDEX "utm_sources_site_id_name_unique" ON "utm_sources" USING btree ("site_id","name");--> statement-breakpoint
CREATE INDEX "utm_sources_site_id_is_approved_index" ON "utm_sources" USING btree ("site_id","is_approved");