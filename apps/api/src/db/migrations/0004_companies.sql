CREATE TABLE "companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"name" text NOT NULL,
	"short_name" text NOT NULL,
	"street" text NOT NULL,
	"city" text NOT NULL,
	"postal_code" text NOT NULL,
	"country" text NOT NULL,
	"nip_tax" text NOT NULL,
	"vat_number" text,
	"web_page" text,
	"bic" text,
	"iban" text NOT NULL,
	"contact_person" text NOT NULL,
	"contact_email" text NOT NULL,
	"contact_phone" text,
	"public_email" text,
	"public_phone" text,
	"default_language" text NOT NULL,
	"logo_key" text,
	"commission_basis_points" integer,
	"created_by" uuid,
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "companies_commission_range" CHECK ("companies"."commission_basis_points" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "company_descriptions" (
	"company_id" uuid NOT NULL,
	"language" text NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "company_descriptions_company_id_language_pk" PRIMARY KEY("company_id","language")
);
--> statement-breakpoint
CREATE TABLE "company_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"key" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "commission_basis_points" integer DEFAULT 600 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_descriptions" ADD CONSTRAINT "company_descriptions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_photos" ADD CONSTRAINT "company_photos_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "companies_nip_tax_unique" ON "companies" USING btree ("nip_tax");--> statement-breakpoint
CREATE INDEX "companies_status_idx" ON "companies" USING btree ("status");--> statement-breakpoint
CREATE INDEX "companies_short_name_trgm_idx" ON "companies" USING gin (lower("short_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "company_photos_company_idx" ON "company_photos" USING btree ("company_id","position");