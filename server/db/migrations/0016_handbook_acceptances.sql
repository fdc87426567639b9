CREATE TABLE "handbook_acceptances" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"version" text NOT NULL,
	"accepted_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "handbook_acceptances" ADD CONSTRAINT "handbook_acceptances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "handbook_acceptances_user_version" ON "handbook_acceptances" USING btree ("user_id","version");--> statement-breakpoint
CREATE INDEX "handbook_acceptances_accepted_date" ON "handbook_acceptances" USING btree ("accepted_date","id");