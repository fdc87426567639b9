CREATE TABLE "media_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_hash" text NOT NULL,
	"relative_path" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" bigint NOT NULL,
	"width" integer,
	"height" integer,
	"created_user_id" integer,
	"site_id" integer,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_files_file_hash_unique" UNIQUE("file_hash"),
	CONSTRAINT "media_files_relative_path_unique" UNIQUE("relative_path")
);
--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_created_user_id_users_id_fk" FOREIGN KEY ("created_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;