CREATE TABLE "carriers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_methods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"carrier_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"cod" boolean DEFAULT false NOT NULL,
	"needs_point" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_methods_kind_known" CHECK ("delivery_methods"."kind" in ('courier', 'pickup_point', 'parcel_locker', 'store_pickup'))
);
--> statement-breakpoint
CREATE TABLE "delivery_prices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"method_id" uuid NOT NULL,
	"key" text NOT NULL,
	"price" integer NOT NULL,
	"free_from" integer,
	"delivery_days" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_prices_price_range" CHECK ("delivery_prices"."price" >= 0),
	CONSTRAINT "delivery_prices_free_from_range" CHECK ("delivery_prices"."free_from" is null or "delivery_prices"."free_from" > 0),
	CONSTRAINT "delivery_prices_days_range" CHECK ("delivery_prices"."delivery_days" >= 0)
);
--> statement-breakpoint
CREATE TABLE "parcel_points" (
	"name" text PRIMARY KEY NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"line1" text NOT NULL,
	"line2" text NOT NULL,
	"city" text NOT NULL,
	"city_key" text NOT NULL,
	"postal_code" text NOT NULL,
	"description" text NOT NULL,
	"opening_hours" text NOT NULL,
	"fingerprint" text NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	"retired_at" timestamp with time zone,
	CONSTRAINT "parcel_points_latitude_range" CHECK ("parcel_points"."latitude" between -90 and 90),
	CONSTRAINT "parcel_points_longitude_range" CHECK ("parcel_points"."longitude" between -180 and 180)
);
--> statement-breakpoint
CREATE TABLE "operator_accounts" (
	"company_id" uuid NOT NULL,
	"operator" text NOT NULL,
	"settings" jsonb NOT NULL,
	"sealed_secrets" text NOT NULL,
	"checked_at" timestamp with time zone,
	"check_result" text,
	"checked_in_sandbox" boolean,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operator_accounts_company_id_operator_pk" PRIMARY KEY("company_id","operator"),
	CONSTRAINT "operator_accounts_operator_known" CHECK ("operator_accounts"."operator" in ('shipx', 'autopay', 'przelewy24'))
);
--> statement-breakpoint
ALTER TABLE "delivery_methods" ADD CONSTRAINT "delivery_methods_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_prices" ADD CONSTRAINT "delivery_prices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_prices" ADD CONSTRAINT "delivery_prices_method_id_delivery_methods_id_fk" FOREIGN KEY ("method_id") REFERENCES "public"."delivery_methods"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_accounts" ADD CONSTRAINT "operator_accounts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "carriers_name_unique" ON "carriers" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_methods_carrier_kind_cod_unique" ON "delivery_methods" USING btree ("carrier_id","kind","cod");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_prices_company_key_unique" ON "delivery_prices" USING btree ("company_id","key");--> statement-breakpoint
CREATE INDEX "delivery_prices_method_idx" ON "delivery_prices" USING btree ("method_id");--> statement-breakpoint
CREATE INDEX "parcel_points_location_idx" ON "parcel_points" USING btree ("latitude","longitude") WHERE "parcel_points"."retired_at" is null;--> statement-breakpoint
CREATE INDEX "parcel_points_city_idx" ON "parcel_points" USING btree ("city_key");--> statement-breakpoint
CREATE INDEX "parcel_points_postal_code_idx" ON "parcel_points" USING btree ("postal_code");--> statement-breakpoint
-- The carriers a marketplace starts with; the operator renames, adds and switches them off in /admin.
INSERT INTO "carriers" ("id", "name", "position") VALUES
	('0c000000-0000-4000-8000-000000000001', 'InPost', 1),
	('0c000000-0000-4000-8000-000000000002', 'DPD', 2),
	('0c000000-0000-4000-8000-000000000003', 'DHL', 3),
	('0c000000-0000-4000-8000-000000000004', 'Orlen Paczka', 4),
	('0c000000-0000-4000-8000-000000000005', 'Store pickup', 5);--> statement-breakpoint
INSERT INTO "delivery_methods" ("id", "carrier_id", "kind", "cod", "needs_point") VALUES
	('0d000000-0000-4000-8000-000000000001', '0c000000-0000-4000-8000-000000000001', 'parcel_locker', false, true),
	('0d000000-0000-4000-8000-000000000002', '0c000000-0000-4000-8000-000000000001', 'courier', false, false),
	('0d000000-0000-4000-8000-000000000003', '0c000000-0000-4000-8000-000000000002', 'courier', false, false),
	('0d000000-0000-4000-8000-000000000004', '0c000000-0000-4000-8000-000000000002', 'courier', true, false),
	('0d000000-0000-4000-8000-000000000005', '0c000000-0000-4000-8000-000000000003', 'courier', false, false),
	('0d000000-0000-4000-8000-000000000006', '0c000000-0000-4000-8000-000000000003', 'courier', true, false),
	('0d000000-0000-4000-8000-000000000007', '0c000000-0000-4000-8000-000000000004', 'pickup_point', false, true),
	('0d000000-0000-4000-8000-000000000008', '0c000000-0000-4000-8000-000000000004', 'pickup_point', true, true),
	('0d000000-0000-4000-8000-000000000009', '0c000000-0000-4000-8000-000000000005', 'store_pickup', false, false);
