CREATE TABLE "edit_permit_transitions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"resource" text NOT NULL,
	"record_id" text NOT NULL,
	"kind" text NOT NULL,
	"by_user_id" integer,
	"holder_before_user_id" integer,
	"holder_before_session" text,
	"holder_after_user_id" integer,
	"holder_after_session" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "edit_permit_viewers" (
	"site_id" integer NOT NULL,
	"resource" text NOT NULL,
	"record_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"session" text NOT NULL,
	"since" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "edit_permit_viewers_pkey" PRIMARY KEY("site_id","resource","record_id","session")
);
--> statement-breakpoint
CREATE TABLE "edit_permits" (
	"site_id" integer NOT NULL,
	"resource" text NOT NULL,
	"record_id" text NOT NULL,
	"holder_user_id" integer,
	"holder_session" text,
	"holder_since" timestamp with time zone,
	"holder_expires_at" timestamp with time zone,
	"request_user_id" integer,
	"request_session" text,
	"requested_at" timestamp with time zone,
	"auto_accept_at" timestamp with time zone,
	"last_kind" text,
	"last_by_user_id" integer,
	"last_to_user_id" integer,
	"last_to_session" text,
	"last_at" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "edit_permits_pkey" PRIMARY KEY("site_id","resource","record_id"),
	CONSTRAINT "edit_permits_holder_whole" CHECK (("edit_permits"."holder_user_id" is null) = ("edit_permits"."holder_session" is null) and ("edit_permits"."holder_user_id" is null) = ("edit_permits"."holder_expires_at" is null)),
	CONSTRAINT "edit_permits_request_whole" CHECK (("edit_permits"."request_user_id" is null) = ("edit_permits"."request_session" is null) and ("edit_permits"."request_user_id" is null) = ("edit_permits"."auto_accept_at" is null))
);
--> statement-breakpoint
ALTER TABLE "edit_permit_viewers" ADD CONSTRAINT "edit_permit_viewers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "edit_permit_transitions_permit_index" ON "edit_permit_transitions" USING btree ("site_id","resource","record_id","id");--> statement-breakpoint
CREATE INDEX "edit_permit_transitions_at_index" ON "edit_permit_transitions" USING btree ("at");--> statement-breakpoint
CREATE INDEX "edit_permit_viewers_expires_index" ON "edit_permit_viewers" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "edit_permits_holder_expires_index" ON "edit_permits" USING btree ("holder_expires_at") WHERE "edit_permits"."holder_user_id" is not null;