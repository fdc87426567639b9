CREATE TABLE "captured_mails" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_id" text,
	"from" text NOT NULL,
	"to" text[] NOT NULL,
	"subject" text,
	"mailing_id" integer,
	"size" bigint NOT NULL,
	"file" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mailing_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "captured_mails_mailing" ON "captured_mails" USING btree ("mailing_id","id");--> statement-breakpoint
CREATE INDEX "captured_mails_received" ON "captured_mails" USING btree ("received_at");