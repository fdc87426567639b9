CREATE TABLE "mailing_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"mailing_id" integer NOT NULL,
	"subscriber_id" integer NOT NULL,
	"email" text NOT NULL,
	"message_id" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_by" text,
	"locked_until" timestamp with time zone,
	"handed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"smtp_code" integer,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "mailing_sends" (
	"mailing_id" integer PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"snapshot" jsonb NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mailing_subscribers" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"channel_id" integer NOT NULL,
	"email" text NOT NULL,
	"name" text,
	"status" text DEFAULT 'subscribed' NOT NULL,
	"source" text DEFAULT 'admin' NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"subscribed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "mailing_deliveries_recipient" ON "mailing_deliveries" USING btree ("mailing_id","subscriber_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mailing_deliveries_message" ON "mailing_deliveries" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "mailing_deliveries_claim" ON "mailing_deliveries" USING btree ("mailing_id","next_attempt_at","id") WHERE state = 'pending';--> statement-breakpoint
CREATE INDEX "mailing_deliveries_state" ON "mailing_deliveries" USING btree ("mailing_id","state");--> statement-breakpoint
CREATE UNIQUE INDEX "mailing_subscribers_address" ON "mailing_subscribers" USING btree ("site_id","channel_id","email");--> statement-breakpoint
CREATE INDEX "mailing_subscribers_channel" ON "mailing_subscribers" USING btree ("channel_id","status");