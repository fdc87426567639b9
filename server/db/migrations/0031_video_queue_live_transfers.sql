CREATE TABLE "live_transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"site_id" integer NOT NULL,
	"player_name" text,
	"from_club" text,
	"to_club" text,
	"link_name" text,
	"kind" integer,
	"fee" double precision,
	"currency" text,
	"is_loan" boolean DEFAULT false NOT NULL,
	"transfer_date" timestamp with time zone,
	"player_image" jsonb,
	"is_approved" boolean DEFAULT true NOT NULL,
	"created_user_id" integer,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_user_id" integer,
	"updated_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "video_processes" (
	"id" serial PRIMARY KEY NOT NULL,
	"path" text NOT NULL,
	"file_name" text NOT NULL,
	"file_size" bigint NOT NULL,
	"site_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"progress" real,
	"source_width" integer,
	"source_height" integer,
	"duration" real,
	"renditions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"poster_path" text,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"worker_id" text,
	"last_progress_at" timestamp with time zone,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_user_id" integer,
	"process_start" timestamp with time zone,
	"process_end" timestamp with time zone,
	"updated_date" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "live_transfers_site_id_kind_index" ON "live_transfers" USING btree ("site_id","kind");--> statement-breakpoint
CREATE INDEX "live_transfers_site_id_is_loan_index" ON "live_transfers" USING btree ("site_id","is_loan");--> statement-breakpoint
CREATE INDEX "live_transfers_site_id_transfer_date_index" ON "live_transfers" USING btree ("site_id","transfer_date");--> statement-breakpoint
CREATE INDEX "live_transfers_site_id_is_approved_index" ON "live_transfers" USING btree ("site_id","is_approved");--> statement-breakpoint
CREATE INDEX "live_transfers_site_id_transfer_date_id_keyset" ON "live_transfers" USING btree ("site_id","transfer_date","id");--> statement-breakpoint
CREATE UNIQUE INDEX "video_processes_path" ON "video_processes" USING btree ("path");--> statement-breakpoint
CREATE INDEX "video_processes_site_ids" ON "video_processes" USING gin ("site_ids");--> statement-breakpoint
CREATE INDEX "video_processes_created" ON "video_processes" USING btree ("created_date","id");--> statement-breakpoint
CREATE INDEX "video_processes_status" ON "video_processes" USING btree ("status","created_date");--> statement-breakpoint
CREATE INDEX "contents_site_id_created_date_created_user_id_type_is__eb1c74bd" ON "contents" USING btree ("site_id","created_date","created_user_id","type","is_news_worthy");