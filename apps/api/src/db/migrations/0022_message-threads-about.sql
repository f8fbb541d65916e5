ALTER TABLE "message_threads" DROP CONSTRAINT "message_threads_subject_unique";--> statement-breakpoint
ALTER TABLE "message_threads" ADD COLUMN "about" text;--> statement-breakpoint
UPDATE "message_threads" SET "about" = CASE WHEN "product_id" IS NOT NULL THEN 'product' WHEN "order_id" IS NOT NULL THEN 'order' ELSE 'company' END;--> statement-breakpoint
ALTER TABLE "message_threads" ALTER COLUMN "about" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "message_threads_product_unique" ON "message_threads" USING btree ("company_id","buyer_id","product_id") WHERE "message_threads"."product_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "message_threads_order_unique" ON "message_threads" USING btree ("company_id","buyer_id","order_id") WHERE "message_threads"."order_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "message_threads_general_unique" ON "message_threads" USING btree ("company_id","buyer_id") WHERE "message_threads"."about" = 'company';--> statement-breakpoint
ALTER TABLE "message_threads" ADD CONSTRAINT "message_threads_about_known" CHECK ("message_threads"."about" in ('product', 'order', 'company'));