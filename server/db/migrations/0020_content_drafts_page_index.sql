DROP INDEX "content_drafts_site_user_updated_index";--> statement-breakpoint
CREATE INDEX "content_drafts_site_user_page" ON "content_drafts" USING btree ("site_id","user_id","updated_date","id");