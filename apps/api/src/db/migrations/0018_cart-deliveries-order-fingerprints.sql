CREATE TABLE "cart_deliveries" (
	"cart_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"option_id" uuid,
	"kind" text NOT NULL,
	"point_name" text,
	"point_address" text,
	"shop_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_deliveries_cart_id_company_id_pk" PRIMARY KEY("cart_id","company_id"),
	CONSTRAINT "cart_deliveries_kind_known" CHECK ("cart_deliveries"."kind" in ('courier', 'pickup_point', 'parcel_locker', 'store_pickup')),
	CONSTRAINT "cart_deliveries_option" CHECK (("cart_deliveries"."option_id" is null) = ("cart_deliveries"."kind" = 'store_pickup'))
);
--> statement-breakpoint
ALTER TABLE "order_groups" ADD COLUMN "request_fingerprint" text;--> statement-breakpoint
ALTER TABLE "cart_deliveries" ADD CONSTRAINT "cart_deliveries_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_deliveries" ADD CONSTRAINT "cart_deliveries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_deliveries" ADD CONSTRAINT "cart_deliveries_option_id_delivery_prices_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."delivery_prices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_deliveries" ADD CONSTRAINT "cart_deliveries_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE set null ON UPDATE no action;