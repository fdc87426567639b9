CREATE TABLE "dream_interpretations" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"site_id" integer NOT NULL,
	"title" text,
	"link_name" text,
	"main_subject_id" integer,
	"subject_id" integer,
	"text" text,
	"seo_title" text,
	"seo_spot" text,
	"is_approved" boolean DEFAULT true NOT NULL,
	"created_user_id" integer,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_user_id" integer,
	"updated_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "duas" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"site_id" integer NOT NULL,
	"title" text,
	"link_name" text,
	"main_subject_id" integer,
	"subject_id" integer,
	"arabic_text" text,
	"text" text,
	"seo_title" text,
	"seo_spot" text,
	"is_approved" boolean DEFAULT true NOT NULL,
	"created_user_id" integer,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_user_id" integer,
	"updated_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "fatwas" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"site_id" integer NOT NULL,
	"title" text,
	"link_name" text,
	"main_subject_id" integer,
	"subject_id" integer,
	"question" text,
	"text" text,
	"seo_title" text,
	"seo_spot" text,
	"is_approved" boolean DEFAULT true NOT NULL,
	"created_user_id" integer,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_user_id" integer,
	"updated_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "hadiths" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"site_id" integer NOT NULL,
	"title" text,
	"link_name" text,
	"main_subject_id" integer,
	"subject_id" integer,
	"number" integer,
	"source" text,
	"narrator" text,
	"book" text,
	"text" text,
	"seo_title" text,
	"seo_spot" text,
	"is_approved" boolean DEFAULT true NOT NULL,
	"created_user_id" integer,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_user_id" integer,
	"updated_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "menus" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"site_id" integer NOT NULL,
	"name" text,
	"position" integer,
	"max_depth" integer,
	"sub_category_depth" integer,
	"excluded_category_ids" integer[],
	"image" jsonb,
	"dark_image" jsonb,
	"items" jsonb,
	"is_approved" boolean DEFAULT true NOT NULL,
	"created_user_id" integer,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_user_id" integer,
	"updated_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "people" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"site_id" integer NOT NULL,
	"full_name" text,
	"name" text,
	"surname" text,
	"nick_name" text,
	"link_name" text,
	"profile_photo" jsonb,
	"birth_date" timestamp with time zone,
	"death_date" timestamp with time zone,
	"burial_place" text,
	"job" text,
	"education" text,
	"mission" text,
	"nationality" text,
	"marital_status" integer,
	"marriage_date" timestamp with time zone,
	"divorce_date" timestamp with time zone,
	"children" text[],
	"parents" text[],
	"siblings" text[],
	"descendants" text[],
	"founded_organizations" text[],
	"awards" text[],
	"books" text[],
	"about" text,
	"is_approved" boolean DEFAULT true NOT NULL,
	"created_user_id" integer,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_user_id" integer,
	"updated_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "subject_titles" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"site_id" integer NOT NULL,
	"name" text,
	"kind" integer,
	"parent_id" integer,
	"level" integer,
	"is_approved" boolean DEFAULT true NOT NULL,
	"created_user_id" integer,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_user_id" integer,
	"updated_date" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "contents" ADD COLUMN "person_ids" integer[];--> statement-breakpoint
ALTER TABLE "dream_interpretations" ADD CONSTRAINT "dream_interpretations_main_subject_id_subject_titles_id_fk" FOREIGN KEY ("main_subject_id") REFERENCES "public"."subject_titles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dream_interpretations" ADD CONSTRAINT "dream_interpretations_subject_id_subject_titles_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subject_titles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duas" ADD CONSTRAINT "duas_main_subject_id_subject_titles_id_fk" FOREIGN KEY ("main_subject_id") REFERENCES "public"."subject_titles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duas" ADD CONSTRAINT "duas_subject_id_subject_titles_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subject_titles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fatwas" ADD CONSTRAINT "fatwas_main_subject_id_subject_titles_id_fk" FOREIGN KEY ("main_subject_id") REFERENCES "public"."subject_titles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fatwas" ADD CONSTRAINT "fatwas_subject_id_subject_titles_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subject_titles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hadiths" ADD CONSTRAINT "hadiths_main_subject_id_subject_titles_id_fk" FOREIGN KEY ("main_subject_id") REFERENCES "public"."subject_titles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hadiths" ADD CONSTRAINT "hadiths_subject_id_subject_titles_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subject_titles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subject_titles" ADD CONSTRAINT "subject_titles_parent_id_subject_titles_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."subject_titles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dream_interpretations_site_id_main_subject_id_index" ON "dream_interpretations" USING btree ("site_id","main_subject_id");--> statement-breakpoint
CREATE INDEX "dream_interpretations_site_id_subject_id_index" ON "dream_interpretations" USING btree ("site_id","subject_id");--> statement-breakpoint
CREATE INDEX "dream_interpretations_site_id_is_approved_index" ON "dream_interpretations" USING btree ("site_id","is_approved");--> statement-breakpoint
CREATE INDEX "duas_site_id_main_subject_id_index" ON "duas" USING btree ("site_id","main_subject_id");--> statement-breakpoint
CREATE INDEX "duas_site_id_subject_id_index" ON "duas" USING btree ("site_id","subject_id");--> statement-breakpoint
CREATE INDEX "duas_site_id_is_approved_index" ON "duas" USING btree ("site_id","is_approved");--> statement-breakpoint
CREATE INDEX "fatwas_site_id_main_subject_id_index" ON "fatwas" USING btree ("site_id","main_subject_id");--> statement-breakpoint
CREATE INDEX "fatwas_site_id_subject_id_index" ON "fatwas" USING btree ("site_id","subject_id");--> statement-breakpoint
CREATE INDEX "fatwas_site_id_is_approved_index" ON "fatwas" USING btree ("site_id","is_approved");--> statement-breakpoint
CREATE INDEX "hadiths_site_id_main_subject_id_index" ON "hadiths" USING btree ("site_id","main_subject_id");--> statement-breakpoint
CREATE INDEX "hadiths_site_id_subject_id_index" ON "hadiths" USING btree ("site_id","subject_id");--> statement-breakpoint
CREATE INDEX "hadiths_site_id_number_index" ON "hadiths" USING btree ("site_id","number");--> statement-breakpoint
CREATE INDEX "hadiths_site_id_is_approved_index" ON "hadiths" USING btree ("site_id","is_approved");--> statement-breakpoint
CREATE INDEX "menus_site_id_position_index" ON "menus" USING btree ("site_id","position");--> statement-breakpoint
CREATE INDEX "menus_site_id_is_approved_index" ON "menus" USING btree ("site_id","is_approved");--> statement-breakpoint
CREATE INDEX "people_site_id_is_approved_index" ON "people" USING btree ("site_id","is_approved");--> statement-breakpoint
CREATE UNIQUE INDEX "subject_titles_site_id_name_kind_unique" ON "subject_titles" USING btree ("site_id","name","kind");--> statement-breakpoint
CREATE INDEX "subject_titles_site_id_kind_index" ON "subject_titles" USING btree ("site_id","kind");--> statement-breakpoint
CREATE INDEX "subject_titles_site_id_parent_id_index" ON "subject_titles" USING btree ("site_id","parent_id");--> statement-breakpoint
CREATE INDEX "subject_titles_site_id_level_index" ON "subject_titles" USING btree ("site_id","level");--> statement-breakpoint
CREATE INDEX "subject_titles_site_id_is_approved_index" ON "subject_titles" USING btree ("site_id","is_approved");--> statement-breakpoint
CREATE INDEX "contents_person_ids_gin" ON "contents" USING gin ("person_ids");