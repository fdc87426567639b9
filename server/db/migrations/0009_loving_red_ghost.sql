CREATE TABLE "contents" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"site_id" integer NOT NULL,
	"status" integer,
	"type" integer,
	"title" text,
	"spot" text,
	"text" text,
	"category_id" integer,
	"tags" text[],
	"source_id" integer,
	"signature_id" integer,
	"author_id" integer,
	"cartoonist_id" integer,
	"program_id" integer,
	"content_date" timestamp with time zone,
	"publish_date" timestamp with time zone,
	"expiration_date" timestamp with time zone,
	"is_published" boolean DEFAULT false NOT NULL,
	"cover_images" jsonb,
	"cover_video" jsonb,
	"cover_gif" jsonb,
	"images" jsonb,
	"videos" jsonb,
	"embeds" jsonb,
	"podcast_embed" text,
	"pdfs" jsonb,
	"related_content_ids" integer[],
	"football_embed" text,
	"external_link" text,
	"external_link_rel" text,
	"news_type" integer,
	"agency_news_type" integer,
	"show_in_homepage" boolean DEFAULT false NOT NULL,
	"is_news_worthy" boolean DEFAULT false NOT NULL,
	"allow_reactions" boolean DEFAULT true NOT NULL,
	"incident" text,
	"table_of_contents" boolean DEFAULT false NOT NULL,
	"magazine_issue" text,
	"literary_work" text,
	"series" text,
	"podcast_season" integer,
	"podcast_episode" integer,
	"promotion_type" integer,
	"start_date" timestamp with time zone,
	"end_date" timestamp with time zone,
	"announcement_number" text,
	"announcement_order" integer,
	"seo_title" text,
	"seo_url_title" text,
	"seo_spot" text,
	"seo_keyword" text,
	"created_user_id" integer,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_user_id" integer,
	"updated_date" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "contents" ADD CONSTRAINT "contents_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contents" ADD CONSTRAINT "contents_source_id_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contents" ADD CONSTRAINT "contents_signature_id_signatures_id_fk" FOREIGN KEY ("signature_id") REFERENCES "public"."signatures"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contents" ADD CONSTRAINT "contents_author_id_authors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."authors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contents" ADD CONSTRAINT "contents_cartoonist_id_cartoonists_id_fk" FOREIGN KEY ("cartoonist_id") REFERENCES "public"."cartoonists"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contents" ADD CONSTRAINT "contents_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contents_site_id_type_index" ON "contents" USING btree ("site_id","type");--> statement-breakpoint
CREATE INDEX "contents_site_id_status_index" ON "contents" USING btree ("site_id","status");--> statement-breakpoint
CREATE INDEX "contents_site_id_category_id_index" ON "contents" USING btree ("site_id","category_id");--> statement-breakpoint
CREATE INDEX "contents_site_id_source_id_index" ON "contents" USING btree ("site_id","source_id");--> statement-breakpoint
CREATE INDEX "contents_site_id_author_id_index" ON "contents" USING btree ("site_id","author_id");--> statement-breakpoint
CREATE INDEX "contents_site_id_content_date_index" ON "contents" USING btree ("site_id","content_date");--> statement-breakpoint
CREATE INDEX "contents_site_id_publish_date_index" ON "contents" USING btree ("site_id","publish_date");--> statement-breakpoint
CREATE INDEX "contents_site_id_is_published_index" ON "contents" USING btree ("site_id","is_published");--> statement-breakpoint
CREATE INDEX "contents_site_id_news_type_index" ON "contents" USING btree ("site_id","news_type");--> statement-breakpoint
CREATE INDEX "contents_site_id_is_news_worthy_index" ON "contents" USING btree ("site_id","is_news_worthy");