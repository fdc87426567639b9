ALTER TABLE "mailing_sends" ADD COLUMN "web_html" text;--> statement-breakpoint
ALTER TABLE "mailing_sends" ADD COLUMN "web_text" text;