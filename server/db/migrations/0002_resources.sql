CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"resource" text NOT NULL,
	"record_id" text NOT NULL,
	"action" text NOT NULL,
	"user_id" integer,
	"site_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"changes" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cartoonists" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"site_id" integer NOT NULL,
	"name" text,
	"is_approved" boolean DEFAULT true NOT NULL,
	"created_user_id" integer,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_user_id" integer,
	"updated_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "signatures" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"site_id" integer NOT NULL,
	"name" text,
	"is_approved" boolean DEFAULT true NOT NULL,
	"created_user_id" integer,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_user_id" integer,
	"updated_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sources" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"site_id" integer NOT NULL,
	"name" text,
	"is_approved" boolean DEFAULT true NOT NULL,
	"created_user_id" integer,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_user_id" integer,
	"updated_date" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "audit_log_resource_record_index" ON "audit_log" USING btree ("resource","record_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cartoonists_site_id_name_unique" ON "cartoonists" USING btree ("site_id","name");--> statement-breakpoint
CREATE INDEX "cartoonists_site_id_is_approved_index" ON "cartoonists" USING btree ("site_id","is_approved");--> statement-breakpoint
CREATE UNIQUE INDEX "signatures_site_id_name_unique" ON "signatures" USING btree ("site_id","name");--> statement-breakpoint
CREATE INDEX "signatures_site_id_is_approved_index" ON "signatures" USING btree ("site_id","is_approved");--> statement-breakpoint
CREATE UNIQUE INDEX "sources_site_id_name_unique" ON "sources" USING btree ("site_id","name");--> statement-breakpoint
CREATE INDEX "sources_site_id_is_approved_index" ON "sources" USING btree ("site_id","is_approved");