-- The product page's label names the seller as Responsible Person where the product names none:
-- its listing now holds the seller's registered name and address beside its short name, so the
-- page is one statement. Existing listings take them from their company, in the form the
-- companies module gives a seller's summary (street, postal code and city, country).
ALTER TABLE "catalog_listings" ADD COLUMN "seller_legal_name" text NOT NULL DEFAULT '';--> statement-breakpoint
ALTER TABLE "catalog_listings" ADD COLUMN "seller_address" text NOT NULL DEFAULT '';--> statement-breakpoint
UPDATE "catalog_listings" l SET "seller_legal_name" = c."name",
  "seller_address" = c."street" || ', ' || c."postal_code" || ' ' || c."city" || ', ' || c."country"
FROM "companies" c WHERE c."id" = l."company_id";--> statement-breakpoint
ALTER TABLE "catalog_listings" ALTER COLUMN "seller_legal_name" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "catalog_listings" ALTER COLUMN "seller_address" DROP DEFAULT;
