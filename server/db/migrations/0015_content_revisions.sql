CREATE TABLE "record_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"resource" text NOT NULL,
	"record_id" integer NOT NULL,
	"site_id" integer,
	"version" integer NOT NULL,
	"created_user_id" integer,
	"created_date" timestamp with time zone NOT NULL,
	"changed_fields" text[] NOT NULL,
	"restored_from_version" integer,
	"snapshot" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "record_revisions" ADD CONSTRAINT "record_revisions_created_user_id_users_id_fk" FOREIGN KEY ("created_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "record_revisions_resource_record_version_unique" ON "record_revisions" USING btree ("resource","record_id","version");