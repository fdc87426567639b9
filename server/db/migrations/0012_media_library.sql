CREATE TABLE "media_usages" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"path" text NOT NULL,
	"resource" text NOT NULL,
	"record_id" integer NOT NULL,
	"field" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"site_id" integer NOT NULL,
	"path" text,
	"media_type" integer,
	"mime_type" text,
	"size" integer,
	"width" integer,
	"height" integer,
	"reporter" text,
	"source" text,
	"text" text,
	"created_user_id" integer,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_user_id" integer,
	"updated_date" timestamp with time zone,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, translate(coalesce("reporter", '') || ' ' || coalesce("source", '') || ' ' || coalesce("text", ''), 'ABCDEFGHIJKLMNOPQRSTUVWXYZÇĞİÖŞÜÂÎÛçğıöşüâîû', 'abcdefghijklmnopqrstuvwxyzcgiosuaiucgiosuaiu'))) STORED
);
--> statement-breakpoint
CREATE UNIQUE INDEX "media_usages_record_field_path_unique" ON "media_usages" USING btree ("resource","record_id","field","path");--> statement-breakpoint
CREATE INDEX "media_usages_site_id_path_index" ON "media_usages" USING btree ("site_id","path");--> statement-breakpoint
CREATE UNIQUE INDEX "media_items_site_id_path_unique" ON "media_items" USING btree ("site_id","path");--> statement-breakpoint
CREATE INDEX "media_items_site_id_media_type_index" ON "media_items" USING btree ("site_id","media_type");--> statement-breakpoint
CREATE INDEX "media_items_site_id_reporter_index" ON "media_items" USING btree ("site_id","reporter");--> statement-breakpoint
CREATE INDEX "media_items_site_id_source_index" ON "media_items" USING btree ("site_id","source");--> statement-breakpoint
CREATE INDEX "media_items_site_id_created_date_id_keyset" ON "media_items" USING btree ("site_id","created_date","id");--> statement-breakpoint
CREATE INDEX "media_items_search_vector_search" ON "media_items" USING gin ("search_vector");