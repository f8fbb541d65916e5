-- The listings' GIN indexes take each write at once instead of through a pending list: a search
-- reads the pending list whole, and between two vacuums every listing write adds to it (3,000
-- writes made a broad search twice as slow, 9,000 three times). What the list already holds is
-- moved into the index now.
ALTER INDEX "catalog_listings_search_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "catalog_listings_free_from_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "catalog_listings_ingredients_idx" SET (fastupdate = false);--> statement-breakpoint
SELECT gin_clean_pending_list('catalog_listings_search_idx'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('catalog_listings_free_from_idx'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('catalog_listings_ingredients_idx'::regclass);
