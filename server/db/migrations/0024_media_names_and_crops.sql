ALTER TABLE "media_files" ADD COLUMN "original_name" text;--> statement-breakpoint
ALTER TABLE "media_files" ADD COLUMN "crop_of" text;--> statement-breakpoint
ALTER TABLE "media_files" ADD COLUMN "crop_type" text;--> statement-breakpoint
ALTER TABLE "media_items" ADD COLUMN "name" text;--> statement-breakpoint
CREATE INDEX "media_files_crop_of_index" ON "media_files" USING btree ("crop_of");--> statement-breakpoint
-- Crops cut before crops were recorded as such were uploaded as files of their own, each with a library row.
-- Every stored image value with crops (contents, authors, site settings, brands: an object holding `path`
-- and a `crops` array) names its crops' source: those files become crops of it, and their rows leave the library.
WITH "columns" AS (
	SELECT "cover_images" AS "value" FROM "contents" UNION ALL SELECT "images" FROM "contents" UNION ALL SELECT "cover_gif" FROM "contents"
	UNION ALL SELECT "profile_photo" FROM "authors" UNION ALL SELECT "settings" FROM "sites"
	UNION ALL SELECT "logo" FROM "brands" UNION ALL SELECT "dark_logo" FROM "brands" UNION ALL SELECT "banner" FROM "brands"
), "images" AS (
	SELECT jsonb_path_query("value", 'strict $.** ? (@.crops.type() == "array" && @.path.type() == "string")') AS "image" FROM "columns" WHERE "value" IS NOT NULL
), "crops" AS (
	SELECT regexp_replace("image"->>'path', '^/*(storage/files/)?/*', '') AS "source", regexp_replace("crop"->>'path', '^/*(storage/files/)?/*', '') AS "path", "crop"->>'type' AS "type"
	FROM "images", jsonb_array_elements("image"->'crops') AS "crop"
	WHERE jsonb_typeof("crop") = 'object' AND jsonb_typeof("crop"->'path') = 'string'
)
UPDATE "media_files" SET "crop_of" = "crops"."source", "crop_type" = "crops"."type"
FROM "crops"
WHERE "media_files"."relative_path" = "crops"."path" AND "media_files"."crop_of" IS NULL AND "crops"."source" <> "crops"."path"
	AND EXISTS (SELECT 1 FROM "media_files" AS "source" WHERE "source"."relative_path" = "crops"."source" AND "source"."crop_of" IS NULL);--> statement-breakpoint
DELETE FROM "media_items" WHERE "path" IN (SELECT "relative_path" FROM "media_files" WHERE "crop_of" IS NOT NULL);
