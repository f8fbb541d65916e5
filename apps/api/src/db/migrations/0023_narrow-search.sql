ALTER TABLE "products" ADD COLUMN "search_composition" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Search matches titles, the seller's name and compositions, no longer descriptions. The app writes
-- these columns normalised (search-text.ts); here, lower case with the common diacritics folded,
-- until the product's next write.
UPDATE "products" p SET "search_composition" = coalesce((
  select translate(lower(string_agg(t.composition, ' ')), 'ąćęłńóśźżäöüàáâãåçèéêëìíîïñòôõùúûýÿøčďěňřšťůžđ', 'acelnoszzaouaaaaaceeeeiiiinooouuuyyocdenrstuzd') from "product_translations" t where t.product_id = p.id), '');--> statement-breakpoint
ALTER TABLE "products" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', "products"."search_title"), 'A') || setweight(to_tsvector('simple', "products"."search_composition"), 'C')) STORED;--> statement-breakpoint
UPDATE "catalog_listings" l SET "search_vector" = p.search_vector || setweight(to_tsvector('simple', translate(lower(l.company_name), 'ąćęłńóśźżäöüàáâãåçèéêëìíîïñòôõùúûýÿøčďěňřšťůžđ', 'acelnoszzaouaaaaaceeeeiiiinooouuuyyocdenrstuzd')), 'B')
FROM "products" p WHERE p.id = l.product_id;
