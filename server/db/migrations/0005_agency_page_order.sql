DROP INDEX "agency_archives_page";--> statement-breakpoint
DROP INDEX "agency_archives_approved_page";--> statement-breakpoint
DROP INDEX "agency_archives_creator_page";--> statement-breakpoint
DROP INDEX "agency_archives_agency_page";--> statement-breakpoint
DROP INDEX "agency_contents_page";--> statement-breakpoint
DROP INDEX "agency_contents_agency_page";--> statement-breakpoint
DROP INDEX "agency_contents_user_page";--> statement-breakpoint
DROP INDEX "agency_contents_priority_page";--> statement-breakpoint
DROP INDEX "agency_contents_category_page";--> statement-breakpoint
DROP INDEX "agency_contents_used_page";--> statement-breakpoint
DROP INDEX "agency_contents_inappropriate_page";--> statement-breakpoint
DROP INDEX "agency_videos_page";--> statement-breakpoint
DROP INDEX "agency_videos_agency_page";--> statement-breakpoint
CREATE INDEX "agency_archives_page" ON "agency_archives" USING btree ("created_date","id");--> statement-breakpoint
CREATE INDEX "agency_archives_approved_page" ON "agency_archives" USING btree ("is_approved","created_date","id");--> statement-breakpoint
CREATE INDEX "agency_archives_creator_page" ON "agency_archives" USING btree ("created_by","created_date","id");--> statement-breakpoint
CREATE INDEX "agency_archives_agency_page" ON "agency_archives" USING btree ("agency_id","created_date","id");--> statement-breakpoint
CREATE INDEX "agency_contents_page" ON "agency_contents" USING btree ("created_date","id");--> statement-breakpoint
CREATE INDEX "agency_contents_agency_page" ON "agency_contents" USING btree ("agency_id","created_date","id");--> statement-breakpoint
CREATE INDEX "agency_contents_user_page" ON "agency_contents" USING btree ("user_id","created_date","id");--> statement-breakpoint
CREATE INDEX "agency_contents_priority_page" ON "agency_contents" USING btree ("priority","created_date","id");--> statement-breakpoint
CREATE INDEX "agency_contents_category_page" ON "agency_contents" USING btree ("agency_category_name","created_date","id");--> statement-breakpoint
CREATE INDEX "agency_contents_used_page" ON "agency_contents" USING btree ("has_it_been_used","created_date","id");--> statement-breakpoint
CREATE INDEX "agency_contents_inappropriate_page" ON "agency_contents" USING btree ("is_inappropriate","created_date","id");--> statement-breakpoint
CREATE INDEX "agency_videos_page" ON "agency_videos" USING btree ("created_date","id");--> statement-breakpoint
CREATE INDEX "agency_videos_agency_page" ON "agency_videos" USING btree ("agency_id","created_date","id");