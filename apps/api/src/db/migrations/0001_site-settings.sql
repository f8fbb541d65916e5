CREATE TABLE "site_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"portal_name" text NOT NULL,
	"owner_name" text NOT NULL,
	"owner_street" text NOT NULL,
	"owner_postal_code" text NOT NULL,
	"owner_city" text NOT NULL,
	"owner_country" text NOT NULL,
	"owner_tax_id" text NOT NULL,
	"owner_registry_number" text NOT NULL,
	"default_language" text NOT NULL,
	"default_currency" text NOT NULL,
	"app_store_url" text NOT NULL,
	"google_play_url" text NOT NULL,
	"contact_email" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_settings_single_row" CHECK ("site_settings"."id" = 1)
);
