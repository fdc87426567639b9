CREATE TABLE "headline_item_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"headline_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed" boolean DEFAULT false NOT NULL,
	"state" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "headline_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"headline_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"content_id" integer,
	"external" jsonb,
	"provider" text DEFAULT 'contents' NOT NULL,
	"sort_key" text NOT NULL,
	"pin" text DEFAULT 'NONE' NOT NULL,
	"pinned_order" integer,
	"pinned_until" timestamp with time zone,
	"title" text DEFAULT '' NOT NULL,
	"title_hidden" boolean DEFAULT false NOT NULL,
	"spot" text,
	"spot_hidden" boolean DEFAULT false NOT NULL,
	"manual_url" text,
	"images" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"archive" boolean DEFAULT true NOT NULL,
	"headlined_at" timestamp with time zone,
	"state" text DEFAULT 'LIVE' NOT NULL,
	"publish_at" timestamp with time zone,
	"pending_order" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "headline_items_pin" CHECK ("headline_items"."pin" in ('NONE', 'PINNED', 'PERMANENT')),
	CONSTRAINT "headline_items_state" CHECK ("headline_items"."state" in ('LIVE', 'PENDING')),
	CONSTRAINT "headline_items_source" CHECK (("headline_items"."content_id" is null) <> ("headline_items"."external" is null))
);
--> statement-breakpoint
CREATE TABLE "headlines" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"headline_type_id" integer NOT NULL,
	"auto_category_id" integer,
	"auto_content_type" integer,
	"auto_total_count" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "headline_types" ADD COLUMN "item_count" integer;--> statement-breakpoint
ALTER TABLE "headline_types" ADD COLUMN "supported_content_types" integer[];--> statement-breakpoint
ALTER TABLE "headline_types" ADD COLUMN "cover_crop_width" integer;--> statement-breakpoint
ALTER TABLE "headline_types" ADD COLUMN "cover_crop_height" integer;--> statement-breakpoint
ALTER TABLE "headline_items" ADD CONSTRAINT "headline_items_headline_id_headlines_id_fk" FOREIGN KEY ("headline_id") REFERENCES "public"."headlines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "headline_item_history_headline_at_index" ON "headline_item_history" USING btree ("headline_id","at");--> statement-breakpoint
CREATE INDEX "headline_items_headline_index" ON "headline_items" USING btree ("headline_id","state","sort_key");--> statement-breakpoint
CREATE UNIQUE INDEX "headlines_site_type_unique" ON "headlines" USING btree ("site_id","headline_type_id");--> statement-breakpoint
UPDATE "headline_types" SET "item_count" = 10 WHERE "item_count" IS NULL;--> statement-breakpoint
INSERT INTO "headlines" ("site_id", "headline_type_id") SELECT "site_id", "id" FROM "headline_types" ON CONFLICT DO NOTHING;
