CREATE TABLE "content_drafts" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"content_id" integer,
	"base_version" integer,
	"type" integer NOT NULL,
	"title" text,
	"spot" text,
	"category_id" integer,
	"values" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_drafts" ADD CONSTRAINT "content_drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_drafts" ADD CONSTRAINT "content_drafts_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_drafts_user_content_unique" ON "content_drafts" USING btree ("user_id","content_id") WHERE "content_drafts"."content_id" is not null;--> statement-breakpoint
CREATE INDEX "content_drafts_site_user_updated_index" ON "content_drafts" USING btree ("site_id","user_id","updated_date" DESC NULLS LAST,"id" DESC NULLS LAST);