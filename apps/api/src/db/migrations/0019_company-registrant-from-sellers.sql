-- Who registered a company is its first seller (users.company_id, set in the registering transaction),
-- so companies no longer point back at users. A registrant not recorded as any seller of the company
-- becomes its seller before the column goes, so no company loses the person who registered it.
UPDATE "users" SET "company_id" = "companies"."id", "updated_at" = now() FROM "companies" WHERE "companies"."created_by" = "users"."id" AND "users"."company_id" IS NULL AND NOT EXISTS (SELECT 1 FROM "users" AS "sellers" WHERE "sellers"."company_id" = "companies"."id");--> statement-breakpoint
ALTER TABLE "companies" DROP CONSTRAINT "companies_created_by_users_id_fk";--> statement-breakpoint
ALTER TABLE "companies" DROP COLUMN "created_by";
