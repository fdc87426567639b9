-- One row per agency: its spellings in agency_names (folded by agency_name_key), the existing spellings folded into the oldest row.
CREATE TABLE "agency_names" (
	"key" text PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agencies" DROP CONSTRAINT "agencies_name_unique";--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "provider_key" text;--> statement-breakpoint
ALTER TABLE "agency_names" ADD CONSTRAINT "agency_names_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agencies" ADD CONSTRAINT "agencies_provider_key_unique" UNIQUE("provider_key");
--> statement-breakpoint
CREATE OR REPLACE FUNCTION agency_name_key(name text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT btrim(regexp_replace(lower(translate(name, 'ÀÁÂÃÄÅàáâãäåĀāĂăĄąÇçĆćČčĎďĐđÈÉÊËèéêëĒēĖėĘęĚěĞğÌÍÎÏìíîïĪīĮįİıĶķĹĺĻļĽľŁłÑñŃńŅņŇňÒÓÔÕÖØòóôõöøŌōŐőŔŕŘřŚśŞşŠšŢţŤťÙÚÛÜùúûüŪūŮůŰűŲųÝýÿŹźŻżŽž', 'aaaaaaaaaaaaaaaaaaccccccddddeeeeeeeeeeeeeeeeggiiiiiiiiiiiiiikkllllllllnnnnnnnnoooooooooooooooorrrrssssssttttuuuuuuuuuuuuuuuuyyyzzzzzz')), '\s+', ' ', 'g'))
$$;--> statement-breakpoint
INSERT INTO "agency_names" ("key", "agency_id")
  SELECT DISTINCT ON (agency_name_key("name")) agency_name_key("name"), "id" FROM "agencies" ORDER BY agency_name_key("name"), "id";--> statement-breakpoint
UPDATE "agency_contents" AS "item" SET "agency_id" = "spelling"."agency_id" FROM "agencies" AS "agency" JOIN "agency_names" AS "spelling" ON "spelling"."key" = agency_name_key("agency"."name")
  WHERE "item"."agency_id" = "agency"."id" AND "spelling"."agency_id" <> "agency"."id";--> statement-breakpoint
UPDATE "agency_archives" AS "item" SET "agency_id" = "spelling"."agency_id" FROM "agencies" AS "agency" JOIN "agency_names" AS "spelling" ON "spelling"."key" = agency_name_key("agency"."name")
  WHERE "item"."agency_id" = "agency"."id" AND "spelling"."agency_id" <> "agency"."id";--> statement-breakpoint
UPDATE "agency_videos" AS "item" SET "agency_id" = "spelling"."agency_id" FROM "agencies" AS "agency" JOIN "agency_names" AS "spelling" ON "spelling"."key" = agency_name_key("agency"."name")
  WHERE "item"."agency_id" = "agency"."id" AND "spelling"."agency_id" <> "agency"."id";--> statement-breakpoint
DELETE FROM "agencies" AS "agency" WHERE NOT EXISTS (SELECT 1 FROM "agency_names" AS "spelling" WHERE "spelling"."agency_id" = "agency"."id");
