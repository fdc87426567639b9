CREATE TABLE "notification_webhook_secrets" (
	"platform_key" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL
);
