CREATE TABLE "saved_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"list" text NOT NULL,
	"name" text NOT NULL,
	"state" jsonb NOT NULL,
	"shared" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "saved_views_owner_list_name_unique" ON "saved_views" USING btree ("user_id","site_id","list","name");--> statement-breakpoint
CREATE INDEX "saved_views_site_list_shared" ON "saved_views" USING btree ("site_id","list","shared");--> statement-breakpoint
CREATE INDEX "audit_log_site_at_index" ON "audit_log" USING btree ("site_id","at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_site_user_at_index" ON "audit_log" USING btree ("site_id","user_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_site_resource_at_index" ON "audit_log" USING btree ("site_id","resource","at" DESC NULLS LAST);