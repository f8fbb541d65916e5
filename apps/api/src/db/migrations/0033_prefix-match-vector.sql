-- A search finds its listings by a vector of their words' beginnings. Every typed word of three
-- letters or more is a prefix ("serum:*"), and GIN answers a prefix by reading every entry it
-- begins and merging their lists into a bitmap before the first row: "serum glow" took 2.8 ms in
-- the index for 69 listings, the same words as whole words 0.6 ms. match_vector holds each word of
-- search_vector and its beginnings, marked `*` ("serum", "serum*", "seru*", "ser*"), so a prefix
-- is one entry of the index and words are intersected entry by entry. search_vector stays what a
-- search ranks by, and what checks a synonym phrase's word order ("sun <-> cream:*"), which
-- match_vector, without places, cannot.
--
-- A word's beginnings: from three letters (a shorter typed word is a whole word), from one for a
-- word with any letter beyond ASCII (Chinese, where a word of any length is a prefix), up to 40.
CREATE FUNCTION catalog_match_vector(words tsvector) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT array_to_tsvector(array(
    SELECT w.lexeme FROM unnest(tsvector_to_array(words)) AS w(lexeme)
    UNION
    SELECT left(w.lexeme, n) || '*'
    FROM unnest(tsvector_to_array(words)) AS w(lexeme),
      generate_series(CASE WHEN w.lexeme ~ '^[ -~]*$' THEN 3 ELSE 1 END, least(length(w.lexeme), 40)) AS n
  ))
$$;--> statement-breakpoint
-- A search's tsquery as match_vector answers it: each prefix the vector holds as its marked entry
-- ('serum':* → 'serum*', '防':* → '防*'; any other stays a prefix, of the entries), each phrase as
-- its words.
-- Without a phrase it finds exactly what the tsquery finds in search_vector; with one, a superset
-- that search_vector then checks.
CREATE FUNCTION catalog_match_query(words tsquery) RETURNS tsquery
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT regexp_replace(
    regexp_replace(
      regexp_replace(words::text, '''([^'']{3,40})'':\*', '''\1*''', 'g'),
      '''([^ -~]|[^''][^ -~]|[^ -~][^''])'':\*', '''\1*''', 'g'),
    ' <[0-9-]+> ', ' & ', 'g')::tsquery
$$;--> statement-breakpoint
DROP INDEX "catalog_listings_search_idx";--> statement-breakpoint
DROP INDEX "catalog_listings_search_sample_idx";--> statement-breakpoint
ALTER TABLE "catalog_listings" ADD COLUMN "match_vector" "tsvector" GENERATED ALWAYS AS (catalog_match_vector("catalog_listings"."search_vector")) STORED;--> statement-breakpoint
CREATE INDEX "catalog_listings_match_idx" ON "catalog_listings" USING gin ("match_vector") WITH (fastupdate=false) WHERE "catalog_listings"."is_public";--> statement-breakpoint
CREATE INDEX "catalog_listings_match_sample_idx" ON "catalog_listings" USING gin ("match_vector") WITH (fastupdate=false) WHERE "catalog_listings"."is_public" and (hashtext("catalog_listings"."product_id"::text) & 7) = 0;--> statement-breakpoint
-- The public listings matching the words and the filters, found by their beginnings (the words'
-- catalog_match_query) and, for a phrase, checked in search_vector; with `sampled`, those of the
-- sample index only. Inlined where it is called, so a constant `sampled` chooses the index. The
-- beginnings and whether the words hold a phrase come from the caller, worked out once: as
-- expressions of `words` in here, a generic plan would work them out again for every row.
DROP FUNCTION catalog_search_matches(tsquery, boolean, uuid, uuid, uuid, integer, integer, text, boolean, boolean, integer);--> statement-breakpoint
CREATE FUNCTION catalog_search_matches(
  words tsquery,
  beginnings tsquery,
  phrase boolean,
  sampled boolean,
  filter_category uuid,
  filter_subcategory uuid,
  filter_company uuid,
  filter_min_price integer,
  filter_max_price integer,
  filter_condition text,
  filter_in_stock boolean,
  filter_special_offer boolean,
  filter_min_rating integer
) RETURNS TABLE (product_id uuid, created_at timestamptz, search_vector tsvector)
LANGUAGE sql STABLE
AS $$
  SELECT l.product_id, l.created_at, l.search_vector FROM catalog_listings l
  WHERE l.is_public AND l.match_vector @@ beginnings AND (NOT phrase OR l.search_vector @@ words)
    AND (NOT sampled OR (hashtext(l.product_id::text) & 7) = 0)
    AND (filter_category IS NULL OR l.category_id = filter_category)
    AND (filter_subcategory IS NULL OR l.subcategory_id = filter_subcategory)
    AND (filter_company IS NULL OR l.company_id = filter_company)
    AND (filter_min_price IS NULL OR l.price >= filter_min_price)
    AND (filter_max_price IS NULL OR l.price <= filter_max_price)
    AND (filter_condition IS NULL OR l.condition = filter_condition)
    AND (filter_in_stock IS NOT TRUE OR l.in_stock)
    AND (filter_special_offer IS NOT TRUE OR l.is_special_offer)
    AND (filter_min_rating IS NULL OR l.rating_average >= filter_min_rating)
$$;--> statement-breakpoint
-- As in 0032, with the words' beginnings and whether they hold a phrase worked out once a call.
CREATE OR REPLACE FUNCTION catalog_search_candidates(
  words tsquery,
  scan integer,
  filter_category uuid,
  filter_subcategory uuid,
  filter_company uuid,
  filter_min_price integer,
  filter_max_price integer,
  filter_condition text,
  filter_in_stock boolean,
  filter_special_offer boolean,
  filter_min_rating integer
) RETURNS TABLE (product_id uuid, created_at timestamptz, search_vector tsvector)
LANGUAGE plpgsql STABLE
SET enable_seqscan = off
SET enable_indexscan = off
SET plan_cache_mode = force_generic_plan
AS $$
#variable_conflict use_column
DECLARE
  beginnings tsquery := catalog_match_query(words);
  phrase boolean := strpos(words::text, '<') > 0;
  sampled integer;
BEGIN
  RETURN QUERY SELECT m.product_id, m.created_at, m.search_vector
    FROM catalog_search_matches(words, beginnings, phrase, true, filter_category, filter_subcategory, filter_company,
      filter_min_price, filter_max_price, filter_condition, filter_in_stock, filter_special_offer, filter_min_rating) m
    LIMIT scan;
  GET DIAGNOSTICS sampled = ROW_COUNT;
  IF sampled < scan THEN
    RETURN QUERY SELECT m.product_id, m.created_at, m.search_vector
      FROM catalog_search_matches(words, beginnings, phrase, false, filter_category, filter_subcategory, filter_company,
        filter_min_price, filter_max_price, filter_condition, filter_in_stock, filter_special_offer, filter_min_rating) m
      WHERE (hashtext(m.product_id::text) & 7) <> 0
      LIMIT scan - sampled;
  END IF;
END
$$;
