-- Lists by rating found in the index as by newest and by price: a category's list has an index of
-- its own (it walked the whole catalog's), and ties (most listings have no rating yet) now go by
-- id downwards with the rating, so that a page after an anchor seeks straight to it instead of
-- reading the anchor's whole tie. Both indexes run in the order a list by rating is read backwards.
DROP INDEX "catalog_listings_rating_idx";--> statement-breakpoint
CREATE INDEX "catalog_listings_category_rating_idx" ON "catalog_listings" USING btree ("category_id","rating_average","product_id","price","in_stock","is_special_offer","condition","subcategory_id") WHERE "catalog_listings"."is_public";--> statement-breakpoint
CREATE INDEX "catalog_listings_rating_idx" ON "catalog_listings" USING btree ("rating_average","product_id","category_id","price","company_id","in_stock","is_special_offer","condition","subcategory_id") WHERE "catalog_listings"."is_public";