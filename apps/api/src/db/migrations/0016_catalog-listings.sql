CREATE TABLE "catalog_listings" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"company_name" text NOT NULL,
	"category_id" uuid NOT NULL,
	"subcategory_id" uuid,
	"is_public" boolean NOT NULL,
	"price" integer NOT NULL,
	"last_price" integer,
	"lowest_price_30d" integer,
	"condition" text NOT NULL,
	"in_stock" boolean NOT NULL,
	"net_content" double precision,
	"net_unit" text,
	"is_special_offer" boolean NOT NULL,
	"default_language" text NOT NULL,
	"titles" jsonb NOT NULL,
	"image_id" uuid,
	"image_key" text,
	"created_at" timestamp with time zone NOT NULL,
	"search_vector" "tsvector" NOT NULL
);
--> statement-breakpoint
DROP INDEX "products_public_newest_idx";--> statement-breakpoint
DROP INDEX "products_public_price_idx";--> statement-breakpoint
DROP INDEX "products_public_category_price_idx";--> statement-breakpoint
DROP INDEX "products_public_subcategory_idx";--> statement-breakpoint
DROP INDEX "products_search_vector_idx";--> statement-breakpoint
ALTER TABLE "catalog_listings" ADD CONSTRAINT "catalog_listings_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_listings" ADD CONSTRAINT "catalog_listings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalog_listings_newest_idx" ON "catalog_listings" USING btree ("created_at" DESC NULLS LAST,"product_id","category_id","price","company_id","in_stock","is_special_offer","condition","subcategory_id") WHERE "catalog_listings"."is_public";--> statement-breakpoint
CREATE INDEX "catalog_listings_price_idx" ON "catalog_listings" USING btree ("price","product_id","category_id","company_id","in_stock","is_special_offer","condition","subcategory_id") WHERE "catalog_listings"."is_public";--> statement-breakpoint
CREATE INDEX "catalog_listings_category_newest_idx" ON "catalog_listings" USING btree ("category_id","created_at" DESC NULLS LAST,"product_id","price","in_stock","is_special_offer","condition","subcategory_id") WHERE "catalog_listings"."is_public";--> statement-breakpoint
CREATE INDEX "catalog_listings_category_price_idx" ON "catalog_listings" USING btree ("category_id","price","product_id","in_stock","is_special_offer","condition","subcategory_id") WHERE "catalog_listings"."is_public";--> statement-breakpoint
CREATE INDEX "catalog_listings_company_newest_idx" ON "catalog_listings" USING btree ("company_id","created_at" DESC NULLS LAST,"product_id","price","in_stock","is_special_offer","condition","subcategory_id") WHERE "catalog_listings"."is_public";--> statement-breakpoint
CREATE INDEX "catalog_listings_search_idx" ON "catalog_listings" USING gin ("search_vector") WHERE "catalog_listings"."is_public";--> statement-breakpoint
CREATE INDEX "catalog_listings_company_idx" ON "catalog_listings" USING btree ("company_id");--> statement-breakpoint
INSERT INTO "catalog_listings" ("product_id", "company_id", "company_name", "category_id", "subcategory_id", "is_public", "price", "last_price", "lowest_price_30d", "condition", "in_stock", "net_content", "net_unit", "is_special_offer", "default_language", "titles", "image_id", "image_key", "created_at", "search_vector")
SELECT p.id, p.company_id, c.short_name, p.category_id, p.subcategory_id, p.is_public, p.price, p.last_price, p.lowest_price_30d, p.condition, p.stock > 0, p.net_content, p.net_unit, p.is_special_offer, p.default_language,
  coalesce((SELECT jsonb_object_agg(t.language, t.title) FROM product_translations t WHERE t.product_id = p.id AND btrim(t.title) <> ''), '{}'::jsonb),
  i.id, i.key_prefix, p.created_at, p.search_vector
FROM products p
JOIN companies c ON c.id = p.company_id
LEFT JOIN LATERAL (SELECT id, key_prefix FROM product_images WHERE product_id = p.id ORDER BY position, id LIMIT 1) i ON true;
