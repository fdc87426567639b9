CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"site_id" integer NOT NULL,
	"title" text,
	"spot" text,
	"url" text,
	"send_date" timestamp with time zone,
	"platforms" integer[],
	"audience" integer,
	"category_ids" integer[],
	"is_category_followers_only" boolean DEFAULT false NOT NULL,
	"use_cover_image" boolean DEFAULT false NOT NULL,
	"is_breaking_news" boolean DEFAULT false NOT NULL,
	"mail_channel_id" integer,
	"status" integer,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"delivery_states" integer[],
	"failed_platforms" integer[],
	"target_count" integer,
	"created_user_id" integer,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_user_id" integer,
	"updated_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "captured_pushes" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"target" text NOT NULL,
	"headers" jsonb NOT NULL,
	"payload" jsonb,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"notification_id" integer NOT NULL,
	"platform" smallint NOT NULL,
	"target" text NOT NULL,
	"subscription_id" integer,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_by" text,
	"locked_until" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"status_code" integer,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "notification_platforms" (
	"notification_id" integer NOT NULL,
	"platform" smallint NOT NULL,
	"state" smallint DEFAULT 1 NOT NULL,
	"targeted" integer DEFAULT 0 NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"expired" integer DEFAULT 0 NOT NULL,
	"canceled" integer DEFAULT 0 NOT NULL,
	"error" text,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "notification_platforms_notification_id_platform_pk" PRIMARY KEY("notification_id","platform")
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"audiences" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"category_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "push_vapid_keys" (
	"id" smallint PRIMARY KEY NOT NULL,
	"public_key" text NOT NULL,
	"private_key" text NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_mail_channel_id_mailing_channels_id_fk" FOREIGN KEY ("mail_channel_id") REFERENCES "public"."mailing_channels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_site_id_send_date_index" ON "notifications" USING btree ("site_id","send_date");--> statement-breakpoint
CREATE INDEX "notifications_platforms_gin" ON "notifications" USING gin ("platforms");--> statement-breakpoint
CREATE INDEX "notifications_site_id_audience_index" ON "notifications" USING btree ("site_id","audience");--> statement-breakpoint
CREATE INDEX "notifications_site_id_is_breaking_news_index" ON "notifications" USING btree ("site_id","is_breaking_news");--> statement-breakpoint
CREATE INDEX "notifications_site_id_status_index" ON "notifications" USING btree ("site_id","status");--> statement-breakpoint
CREATE INDEX "notifications_delivery_states_gin" ON "notifications" USING gin ("delivery_states");--> statement-breakpoint
CREATE INDEX "notifications_site_id_send_date_id_keyset" ON "notifications" USING btree ("site_id","send_date","id");--> statement-breakpoint
CREATE INDEX "captured_pushes_kind" ON "captured_pushes" USING btree ("kind","id");--> statement-breakpoint
CREATE UNIQUE INDEX "notification_deliveries_target" ON "notification_deliveries" USING btree ("notification_id","platform","target");--> statement-breakpoint
CREATE INDEX "notification_deliveries_claim" ON "notification_deliveries" USING btree ("notification_id","next_attempt_at","id") WHERE state = 'pending';--> statement-breakpoint
CREATE INDEX "notification_deliveries_state" ON "notification_deliveries" USING btree ("notification_id","platform","state");--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint" ON "push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_site" ON "push_subscriptions" USING btree ("site_id","id");