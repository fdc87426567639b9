CREATE TABLE "oidc_keys" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"jwks" jsonb NOT NULL,
	"cookie_keys" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "oidc_keys_one_row" CHECK ("oidc_keys"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "oidc_states" (
	"model" text NOT NULL,
	"id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" text,
	"uid" text,
	"user_code" text,
	"expires_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "oidc_states_pkey" PRIMARY KEY("model","id")
);
--> statement-breakpoint
CREATE INDEX "oidc_states_uid" ON "oidc_states" USING btree ("uid") WHERE "oidc_states"."uid" is not null;--> statement-breakpoint
CREATE INDEX "oidc_states_user_code" ON "oidc_states" USING btree ("user_code") WHERE "oidc_states"."user_code" is not null;--> statement-breakpoint
CREATE INDEX "oidc_states_grant_id" ON "oidc_states" USING btree ("grant_id") WHERE "oidc_states"."grant_id" is not null;--> statement-breakpoint
CREATE INDEX "oidc_states_expires_at" ON "oidc_states" USING btree ("expires_at") WHERE "oidc_states"."expires_at" is not null;