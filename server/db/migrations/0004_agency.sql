CREATE TABLE "agencies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agencies_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "agency_archives" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_id" integer,
	"agency_content_id" text,
	"title" text DEFAULT '' NOT NULL,
	"spot" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"agency_category_name" text,
	"is_approved" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"has_it_been_used" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"source" text,
	"author" text,
	"language" text,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agency_contents" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"agency_content_id" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"spot" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"city" text,
	"country" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"types" text[] DEFAULT '{}'::text[] NOT NULL,
	"priority" integer DEFAULT 4 NOT NULL,
	"agency_category_name" text,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"author" text,
	"source" text,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone,
	"wire_created_date" timestamp with time zone,
	"embargo_until" timestamp with time zone,
	"pub_status" text DEFAULT 'usable' NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"has_it_been_used" boolean DEFAULT false NOT NULL,
	"is_inappropriate" boolean DEFAULT false NOT NULL,
	"user_id" integer,
	"content_updated_by_user_id" integer,
	"content_updated_date" timestamp with time zone,
	"edited_fields" text[] DEFAULT '{}'::text[] NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL,
	"ingested_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agency_videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"agency_content_id" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"city" text,
	"content" text DEFAULT '' NOT NULL,
	"category" text,
	"video" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"types" text[] DEFAULT '{}'::text[] NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"wire_created_date" timestamp with time zone,
	"status" text DEFAULT 'new' NOT NULL,
	"has_it_been_used" boolean DEFAULT false NOT NULL,
	"cameraman" text,
	"source" text,
	"edited_fields" text[] DEFAULT '{}'::text[] NOT NULL,
	"ingested_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agency_archives" ADD CONSTRAINT "agency_archives_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_archives" ADD CONSTRAINT "agency_archives_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_contents" ADD CONSTRAINT "agency_contents_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_contents" ADD CONSTRAINT "agency_contents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_contents" ADD CONSTRAINT "agency_contents_content_updated_by_user_id_users_id_fk" FOREIGN KEY ("content_updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_videos" ADD CONSTRAINT "agency_videos_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agency_archives_page" ON "agency_archives" USING btree ("created_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "agency_archives_approved_page" ON "agency_archives" USING btree ("is_approved","created_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "agency_archives_creator_page" ON "agency_archives" USING btree ("created_by","created_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "agency_archives_agency_page" ON "agency_archives" USING btree ("agency_id","created_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "agency_contents_agency_content_id" ON "agency_contents" USING btree ("agency_content_id");--> statement-breakpoint
CREATE INDEX "agency_contents_page" ON "agency_contents" USING btree ("created_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "agency_contents_agency_page" ON "agency_contents" USING btree ("agency_id","created_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "agency_contents_user_page" ON "agency_contents" USING btree ("user_id","created_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "agency_contents_priority_page" ON "agency_contents" USING btree ("priority","created_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "agency_contents_category_page" ON "agency_contents" USING btree ("agency_category_name","created_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "agency_contents_used_page" ON "agency_contents" USING btree ("has_it_been_used","created_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "agency_contents_inappropriate_page" ON "agency_contents" USING btree ("is_inappropriate","created_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "agency_contents_types" ON "agency_contents" USING gin ("types");--> statement-breakpoint
CREATE UNIQUE INDEX "agency_videos_agency_content_id" ON "agency_videos" USING btree ("agency_content_id");--> statement-breakpoint
CREATE INDEX "agency_videos_page" ON "agency_videos" USING btree ("created_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "agency_videos_agency_page" ON "agency_videos" USING btree ("agency_id","created_date" DESC NULLS LAST,"id" DESC NULLS LAST);