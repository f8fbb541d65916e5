ALTER TABLE "users" DROP CONSTRAINT "users_failed_logins_non_negative";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "failed_logins";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "locked_until";