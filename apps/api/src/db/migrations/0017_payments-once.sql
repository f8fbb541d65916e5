ALTER TABLE "payments" DROP CONSTRAINT "payments_state_known";--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "fingerprint" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "flag_reason" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_amount" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_state" text;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_outcome_known" CHECK ("payment_orders"."outcome" in ('paid', 'refund'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_flag_reason_known" CHECK ("payments"."flag_reason" in ('amount_mismatch', 'already_paid', 'orders_closed'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refund_state_known" CHECK ("payments"."refund_state" in ('due', 'refunded', 'manual'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_state_known" CHECK ("payments"."state" in ('started', 'pending', 'paid', 'failed', 'cancelled', 'superseded', 'flagged'));--> statement-breakpoint
UPDATE "payment_orders" SET "outcome" = 'paid' FROM "payments" WHERE "payments"."id" = "payment_orders"."payment_id" AND "payments"."paid_at" IS NOT NULL;--> statement-breakpoint
UPDATE "payments" SET "flag_reason" = 'amount_mismatch', "refund_state" = 'manual' WHERE "state" = 'flagged';
