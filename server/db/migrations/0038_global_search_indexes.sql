-- The global search (server/globalSearch/searchKinds.ts). Agency items (a million and more) get a
-- stored column of the same fold as the contents' search column: a filter or a recheck then reads
-- the column instead of folding every row again. Not in the desk's Drizzle table: nothing else reads it.
ALTER TABLE "agency_contents" ADD COLUMN IF NOT EXISTS "search_vector" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, translate("title" || ' ' || "spot", 'ABCDEFGHIJKLMNOPQRSTUVWXYZÇĞİÖŞÜÂÎÛçğıöşüâîû', 'abcdefghijklmnopqrstuvwxyzcgiosuaiucgiosuaiu'))) STORED;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "agency_contents_search" ON "agency_contents" USING gin ("search_vector");
--> statement-breakpoint
-- A rare word's estimate needs the common words counted (as migration 0011 for the contents).
ALTER TABLE "agency_contents" ALTER COLUMN "search_vector" SET STATISTICS 1000;
--> statement-breakpoint
-- The smaller kinds: an expression index each, which the statements repeat word for word.
CREATE INDEX IF NOT EXISTS "content_drafts_search" ON "content_drafts" USING gin ((to_tsvector('simple'::regconfig, translate(coalesce("title", '') || ' ' || coalesce("spot", ''), 'ABCDEFGHIJKLMNOPQRSTUVWXYZÇĞİÖŞÜÂÎÛçğıöşüâîû', 'abcdefghijklmnopqrstuvwxyzcgiosuaiucgiosuaiu'))));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "people_search" ON "people" USING gin ((to_tsvector('simple'::regconfig, translate(coalesce("full_name", '') || ' ' || coalesce("nick_name", ''), 'ABCDEFGHIJKLMNOPQRSTUVWXYZÇĞİÖŞÜÂÎÛçğıöşüâîû', 'abcdefghijklmnopqrstuvwxyzcgiosuaiucgiosuaiu'))));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "authors_search" ON "authors" USING gin ((to_tsvector('simple'::regconfig, translate(coalesce("full_name", '') || ' ' || coalesce("nick_name", ''), 'ABCDEFGHIJKLMNOPQRSTUVWXYZÇĞİÖŞÜÂÎÛçğıöşüâîû', 'abcdefghijklmnopqrstuvwxyzcgiosuaiucgiosuaiu'))));
