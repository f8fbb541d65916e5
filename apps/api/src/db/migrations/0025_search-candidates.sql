-- A search's candidates: the public listings matching the words and the filters, at most `scan`
-- of them, read through the search index. The planner, told "any 1,000 rows will do", would often
-- read the table, or a list index, from the start instead and test every row's vector (fifty times
-- slower for a word that matches a few percent); the function forbids those plans for this read.
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
LANGUAGE sql STABLE
SET enable_seqscan = off
SET enable_indexscan = off
AS $$
  SELECT l.product_id, l.created_at, l.search_vector FROM catalog_listings l
  WHERE l.is_public AND l.search_vector @@ words
    AND (filter_category IS NULL OR l.category_id = filter_category)
    AND (filter_subcategory IS NULL OR l.subcategory_id = filter_subcategory)
    AND (filter_company IS NULL OR l.company_id = filter_company)
    AND (filter_min_price IS NULL OR l.price >= filter_min_price)
    AND (filter_max_price IS NULL OR l.price <= filter_max_price)
    AND (filter_condition IS NULL OR l.condition = filter_condition)
    AND (filter_in_stock IS NOT TRUE OR l.in_stock)
    AND (filter_special_offer IS NOT TRUE OR l.is_special_offer)
    AND (filter_min_rating IS NULL OR l.rating_average >= filter_min_rating)
  LIMIT scan
$$;
