CREATE TABLE "authors" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"site_id" integer NOT NULL,
	"full_name" text,
	"name" text,
	"surname" text,
	"nick_name" text,
	"link_name" text,
	"author_type" integer,
	"categories" integer[],
	"email" text,
	"about" text,
	"twitter" text,
	"facebook" text,
	"instagram" text,
	"profile_photo" jsonb,
	"order" integer,
	"is_approved" boolean DEFAULT true NOT NULL,
	"created_user_id" integer,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_user_id" integer,
	"updated_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"site_id" integer NOT NULL,
	"name" text,
	"logo" jsonb,
	"dark_logo" jsonb,
	"banner" jsonb,
	"data_source" text,
	"is_approved" boolean DEFAULT true NOT NULL,
	"created_user_id" integer,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_user_id" integer,
	"updated_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"site_id" integer NOT NULL,
	"name" text,
	"display_name" text,
	"link_name" text,
	"parent_id" integer,
	"hierarchy" integer,
	"content_types" integer[],
	"color" text,
	"order" integer,
	"icon_url" text,
	"options" jsonb,
	"is_approved" boolean DEFAULT true NOT NULL,
	"created_user_id" integer,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_user_id" integer,
	"updated_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "feature_flags" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"key" text,
	"description" text,
	"enabled" boolean DEFAULT false NOT NULL,
	"created_user_id" integer,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_user_id" integer,
	"updated_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "headline_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"site_id" integer NOT NULL,
	"name" text,
	"is_approved" boolean DEFAULT true NOT NULL,
	"created_user_id" integer,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_user_id" integer,
	"updated_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "headline_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"site_id" integer NOT NULL,
	"name" text,
	"is_approved" boolean DEFAULT true NOT NULL,
	"created_user_id" integer,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_user_id" integer,
	"updated_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "headline_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"site_id" integer NOT NULL,
	"name" text,
	"category_id" integer,
	"is_approved" boolean DEFAULT true NOT NULL,
	"created_user_id" integer,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_user_id" integer,
	"updated_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "programs" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"site_id" integer NOT NULL,
	"name" text,
	"slots" jsonb,
	"is_approved" boolean DEFAULT true NOT NULL,
	"created_user_id" integer,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_user_id" integer,
	"updated_date" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "headline_types" ADD CONSTRAINT "headline_types_category_id_headline_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."headline_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "authors_site_id_link_name_unique" ON "authors" USING btree ("site_id","link_name");--> statement-breakpoint
CREATE INDEX "authors_site_id_author_type_index" ON "authors" USING btree ("site_id","author_type");--> statement-breakpoint
CREATE INDEX "authors_categories_gin" ON "authors" USING gin ("categories");--> statement-breakpoint
CREATE INDEX "authors_site_id_is_approved_index" ON "authors" USING btree ("site_id","is_approved");--> statement-breakpoint
CREATE UNIQUE INDEX "brands_site_id_name_unique" ON "brands" USING btree ("site_id","name");--> statement-breakpoint
CREATE INDEX "brands_site_id_is_approved_index" ON "brands" USING btree ("site_id","is_approved");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_site_id_link_name_unique" ON "categories" USING btree ("site_id","link_name");--> statement-breakpoint
CREATE INDEX "categories_site_id_parent_id_index" ON "categories" USING btree ("site_id","parent_id");--> statement-breakpoint
CREATE INDEX "categories_site_id_hierarchy_index" ON "categories" USING btree ("site_id","hierarchy");--> statement-breakpoint
CREATE INDEX "categories_content_types_gin" ON "categories" USING gin ("content_types");--> statement-breakpoint
CREATE INDEX "categories_site_id_is_approved_index" ON "categories" USING btree ("site_id","is_approved");--> statement-breakpoint
CREATE UNIQUE INDEX "feature_flags_key_unique" ON "feature_flags" USING btree ("key");--> statement-breakpoint
CREATE INDEX "feature_flags_enabled_index" ON "feature_flags" USING btree ("enabled");--> statement-breakpoint
CREATE UNIQUE INDEX "headline_categories_site_id_name_unique" ON "headline_categories" USING btree ("site_id","name");--> statement-breakpoint
CREATE INDEX "headline_categories_site_id_is_approved_index" ON "headline_categories" USING btree ("site_id","is_approved");--> statement-breakpoint
CREATE UNIQUE INDEX "headline_tags_site_id_name_unique" ON "headline_tags" USING btree ("site_id","name");--> statement-breakpoint
CREATE INDEX "headline_tags_site_id_is_approved_index" ON "headline_tags" USING btree ("site_id","is_approved");--> statement-breakpoint
CREATE UNIQUE INDEX "headline_types_site_id_name_category_id_unique" ON "headline_types" USING btree ("site_id","name","category_id");--> statement-breakpoint
CREATE INDEX "headline_types_site_id_category_id_index" ON "headline_types" USING btree ("site_id","category_id");--> statement-breakpoint
CREATE INDEX "headline_types_site_id_is_approved_index" ON "headline_types" USING btree ("site_id","is_approved");--> statement-breakpoint
CREATE UNIQUE INDEX "programs_site_id_name_unique" ON "programs" USING btree ("site_id","name");--> statement-breakpoint
CREATE INDEX "programs_site_id_is_approved_index" ON "programs" USING btree ("site_id","is_approved");