CREATE TABLE "mailing_channels" (
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
CREATE TABLE "mailings" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"site_id" integer NOT NULL,
	"title" text,
	"channel_id" integer,
	"type" integer,
	"status" integer,
	"send_date" timestamp with time zone,
	"items" jsonb,
	"user_specific_title" text,
	"articles_of_the_day" boolean DEFAULT false NOT NULL,
	"recipient_count" integer,
	"sent_count" integer,
	"failed_count" integer,
	"unknown_count" integer,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_user_id" integer,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_user_id" integer,
	"updated_date" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "mailings" ADD CONSTRAINT "mailings_channel_id_mailing_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."mailing_channels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mailing_channels_site_id_name_unique" ON "mailing_channels" USING btree ("site_id","name");--> statement-breakpoint
CREATE INDEX "mailing_channels_site_id_is_approved_index" ON "mailing_channels" USING btree ("site_id","is_approved");--> statement-breakpoint
CREATE INDEX "mailings_site_id_channel_id_index" ON "mailings" USING btree ("site_id","channel_id");--> statement-breakpoint
CREATE INDEX "mailings_site_id_type_index" ON "mailings" USING btree ("site_id","type");--> statement-breakpoint
CREATE INDEX "mailings_site_id_status_index" ON "mailings" USING btree ("site_id","status");--> statement-breakpoint
CREATE INDEX "mailings_site_id_send_date_index" ON "mailings" USING btree ("site_id","send_date");--> statement-breakpoint
CREATE INDEX "mailings_site_id_send_date_id_keyset" ON "mailings" USING btree ("site_id","send_date","id");