CREATE TABLE "agency_content_versions" (
	"agency_item_id" integer NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"spot" text NOT NULL,
	"content" text NOT NULL,
	"kept_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agency_content_versions_agency_item_id_version_pk" PRIMARY KEY("agency_item_id","version")
);
--> statement-breakpoint
ALTER TABLE "contents" ADD COLUMN "agency_source" jsonb;--> statement-breakpoint
ALTER TABLE "agency_content_versions" ADD CONSTRAINT "agency_content_versions_agency_item_id_agency_contents_id_fk" FOREIGN KEY ("agency_item_id") REFERENCES "public"."agency_contents"("id") ON DELETE cascade ON UPDATE no action;