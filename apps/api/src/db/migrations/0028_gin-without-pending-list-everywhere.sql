-- Every other GIN index, like the catalog's in 0027: the close words every search looks up, the
-- synonyms, the sellers' product search and the operator's company search take each write at once
-- instead of through a pending list that every search reads whole until the next vacuum. What the
-- lists already hold is moved into the index now.
ALTER INDEX "search_terms_trgm_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "search_synonyms_words_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "products_search_title_trgm_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "companies_short_name_trgm_idx" SET (fastupdate = false);--> statement-breakpoint
SELECT gin_clean_pending_list('search_terms_trgm_idx'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('search_synonyms_words_idx'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('products_search_title_trgm_idx'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('companies_short_name_trgm_idx'::regclass);
