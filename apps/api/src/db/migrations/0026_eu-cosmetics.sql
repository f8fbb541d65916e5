CREATE TABLE "ingredients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"inci_name" text NOT NULL,
	"slug" text NOT NULL,
	"cosing_ref" text,
	"functions" text[] DEFAULT '{}' NOT NULL,
	"allergen" boolean DEFAULT false NOT NULL,
	"groups" text[] DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"code" text NOT NULL,
	"expires_on" date NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_batches_quantity_non_negative" CHECK ("product_batches"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "product_ingredients" (
	"product_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"ingredient_id" uuid,
	"may_contain" boolean DEFAULT false NOT NULL,
	"groups" text[] DEFAULT '{}' NOT NULL,
	CONSTRAINT "product_ingredients_product_id_position_pk" PRIMARY KEY("product_id","position")
);
--> statement-breakpoint
CREATE TABLE "seller_stock_settings" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"expiry_warning_days" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalog_listings" ADD COLUMN "free_from" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_listings" ADD COLUMN "ingredient_ids" uuid[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "product_translations" ADD COLUMN "function" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "product_translations" ADD COLUMN "precautions" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "responsible_person_name" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "responsible_person_address" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "cpnp_reference" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "pao_months" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "best_before" date;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "origin_country" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "batches" jsonb;--> statement-breakpoint
ALTER TABLE "product_batches" ADD CONSTRAINT "product_batches_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_ingredients" ADD CONSTRAINT "product_ingredients_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_ingredients" ADD CONSTRAINT "product_ingredients_ingredient_id_ingredients_id_fk" FOREIGN KEY ("ingredient_id") REFERENCES "public"."ingredients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_stock_settings" ADD CONSTRAINT "seller_stock_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ingredients_slug_unique" ON "ingredients" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "ingredients_inci_unique" ON "ingredients" USING btree ("inci_name");--> statement-breakpoint
CREATE UNIQUE INDEX "product_batches_product_code_unique" ON "product_batches" USING btree ("product_id","code");--> statement-breakpoint
CREATE INDEX "product_batches_product_expiry_idx" ON "product_batches" USING btree ("product_id","expires_on");--> statement-breakpoint
CREATE INDEX "product_ingredients_ingredient_idx" ON "product_ingredients" USING btree ("ingredient_id");--> statement-breakpoint
CREATE INDEX "catalog_listings_free_from_idx" ON "catalog_listings" USING gin ("free_from") WHERE "catalog_listings"."is_public";--> statement-breakpoint
CREATE INDEX "catalog_listings_ingredients_idx" ON "catalog_listings" USING gin ("ingredient_ids") WHERE "catalog_listings"."is_public";--> statement-breakpoint
CREATE INDEX "order_lines_product_idx" ON "order_lines" USING btree ("product_id");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_pao_known" CHECK ("products"."pao_months" is null or "products"."pao_months" in (3, 6, 9, 12, 18, 24, 36));