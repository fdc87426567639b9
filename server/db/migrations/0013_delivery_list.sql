-- The delivery API's list (server/http/deliveryApi.ts) reads a site's approved, published contents
-- newest first with the undated last; the keyset index's backward walk puts the undated first, so
-- without this the list sorted every delivered row of the site.
CREATE INDEX "contents_delivery_list" ON "contents" USING btree ("site_id", "content_date" DESC NULLS LAST, "id" DESC) WHERE "status" = 1 AND "is_published";
