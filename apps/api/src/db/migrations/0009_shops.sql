CREATE TABLE "geocode_cache" (
	"query" text PRIMARY KEY NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"key_prefix" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_translations" (
	"shop_id" uuid NOT NULL,
	"language" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "shop_translations_shop_id_language_pk" PRIMARY KEY("shop_id","language")
);
--> statement-breakpoint
CREATE TABLE "shops" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"street" text NOT NULL,
	"postal_code" text NOT NULL,
	"city" text NOT NULL,
	"country" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"time_zone" text NOT NULL,
	"hours" jsonb NOT NULL,
	"show_on_map" boolean DEFAULT true NOT NULL,
	"pickup" boolean DEFAULT false NOT NULL,
	"phone" text,
	"email" text,
	"default_language" text NOT NULL,
	"company_approved" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shops_latitude_range" CHECK ("shops"."latitude" between -90 and 90),
	CONSTRAINT "shops_longitude_range" CHECK ("shops"."longitude" between -180 and 180)
);
--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "default_latitude" double precision DEFAULT 52.2297 NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "default_longitude" double precision DEFAULT 21.0122 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_photos" ADD CONSTRAINT "shop_photos_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_translations" ADD CONSTRAINT "shop_translations_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shop_photos_shop_idx" ON "shop_photos" USING btree ("shop_id","position");--> statement-breakpoint
CREATE INDEX "shops_company_idx" ON "shops" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "shops_visible_location_idx" ON "shops" USING btree ("latitude","longitude") WHERE "shops"."show_on_map" and "shops"."company_approved";