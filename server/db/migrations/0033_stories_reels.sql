CREATE TABLE "reels" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"site_id" integer NOT NULL,
	"title" text,
	"type" integer,
	"category_ids" integer[],
	"publish_date" timestamp with time zone,
	"video" jsonb,
	"text" text,
	"external_link" text,
	"state" text,
	"pinned" boolean DEFAULT false NOT NULL,
	"position" text,
	"created_user_id" integer,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_user_id" integer,
	"updated_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "stories" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"site_id" integer NOT NULL,
	"title" text,
	"type" integer,
	"category_ids" integer[],
	"publish_date" timestamp with time zone,
	"frames" jsonb,
	"state" text,
	"pinned" boolean DEFAULT false NOT NULL,
	"position" text,
	"created_user_id" integer,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_user_id" integer,
	"updated_date" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "reels_site_id_type_index" ON "reels" USING btree ("site_id","type");--> statement-breakpoint
CREATE INDEX "reels_category_ids_gin" ON "reels" USING gin ("category_ids");--> statement-breakpoint
CREATE INDEX "reels_site_id_publish_date_index" ON "reels" USING btree ("site_id","publish_date");--> statement-breakpoint
CREATE INDEX "reels_site_id_state_index" ON "reels" USING btree ("site_id","state");--> statement-breakpoint
CREATE INDEX "reels_site_id_pinned_index" ON "reels" USING btree ("site_id","pinned");--> statement-breakpoint
CREATE INDEX "reels_site_id_position_index" ON "reels" USING btree ("site_id","position");--> statement-breakpoint
CREATE INDEX "stories_site_id_type_index" ON "stories" USING btree ("site_id","type");--> statement-breakpoint
CREATE INDEX "stories_category_ids_gin" ON "stories" USING gin ("category_ids");--> statement-breakpoint
CREATE INDEX "stories_site_id_publish_date_index" ON "stories" USING btree ("site_id","publish_date");--> statement-breakpoint
CREATE INDEX "stories_site_id_state_index" ON "stories" USING btree ("site_id","state");--> statement-breakpoint
CREATE INDEX "stories_site_id_pinned_index" ON "stories" USING btree ("site_id","pinned");--> statement-breakpoint
CREATE INDEX "stories_site_id_position_index" ON "stories" USING btree ("site_id","position");