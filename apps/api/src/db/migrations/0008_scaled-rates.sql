-- Rates become integers (units per euro times 1 000 000); the operator's rates are kept.
ALTER TABLE "currency_rates" ADD COLUMN "scaled_rate" bigint;--> statement-breakpoint
UPDATE "currency_rates" SET "scaled_rate" = round("rate" * 1000000);--> statement-breakpoint
ALTER TABLE "currency_rates" ALTER COLUMN "scaled_rate" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "currency_rates" DROP COLUMN "rate";--> statement-breakpoint
ALTER TABLE "currency_rates" ADD CONSTRAINT "currency_rates_positive" CHECK ("currency_rates"."scaled_rate" > 0);
