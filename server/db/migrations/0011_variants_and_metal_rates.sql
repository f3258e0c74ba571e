CREATE TABLE "metal_rate_changes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"metal" text NOT NULL,
	"purity" text NOT NULL,
	"previous_rate" integer,
	"rate_per_gram" integer NOT NULL,
	"changed_by" uuid,
	"changed_by_name" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "metal_rates" (
	"metal" text NOT NULL,
	"purity" text NOT NULL,
	"rate_per_gram" integer NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "metal_rates_metal_purity_pk" PRIMARY KEY("metal","purity"),
	CONSTRAINT "metal_rates_rate_check" CHECK ("metal_rates"."rate_per_gram" > 0)
);
--> statement-breakpoint
CREATE TABLE "product_variants" (
	"id" uuid PRIMARY KEY NOT NULL,
	"product_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"sku" text NOT NULL,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"pricing" text DEFAULT 'fixed' NOT NULL,
	"fixed_price" integer,
	"rate_metal" text,
	"rate_purity" text,
	"net_weight_mg" integer,
	"making_type" text,
	"making_value" numeric(12, 3),
	"stone_charges" integer DEFAULT 0 NOT NULL,
	"other_charges" integer DEFAULT 0 NOT NULL,
	"image_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"price" integer,
	"breakdown" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_variants_stock_check" CHECK ("product_variants"."stock" >= 0),
	CONSTRAINT "product_variants_pricing_check" CHECK (("product_variants"."pricing" = 'fixed' and "product_variants"."fixed_price" > 0) or ("product_variants"."pricing" = 'metal_rate' and "product_variants"."net_weight_mg" > 0 and "product_variants"."rate_metal" is not null and "product_variants"."rate_purity" is not null)),
	CONSTRAINT "product_variants_charges_check" CHECK ("product_variants"."stone_charges" >= 0 and "product_variants"."other_charges" >= 0 and coalesce("product_variants"."making_value", 0) >= 0)
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "variant_id" uuid;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "added_price" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "variant_id" uuid;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "options" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "price_breakdown" jsonb;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "max_price" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD COLUMN "variant_id" uuid;--> statement-breakpoint
ALTER TABLE "metal_rate_changes" ADD CONSTRAINT "metal_rate_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metal_rates" ADD CONSTRAINT "metal_rates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "metal_rate_changes_at_idx" ON "metal_rate_changes" USING btree ("changed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "metal_rate_changes_metal_idx" ON "metal_rate_changes" USING btree ("metal","purity","changed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_sku_key" ON "product_variants" USING btree (lower("sku"));--> statement-breakpoint
CREATE INDEX "product_variants_product_idx" ON "product_variants" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "product_variants_rate_idx" ON "product_variants" USING btree ("rate_metal","rate_purity") WHERE "product_variants"."pricing" = 'metal_rate';--> statement-breakpoint
CREATE INDEX "product_variants_stock_idx" ON "product_variants" USING btree ("stock");--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_active_max_price_idx" ON "products" USING btree ("is_active","max_price" DESC NULLS LAST,"id");--> statement-breakpoint
-- Every product becomes variants with the stock and price it has today: one variant, or one per size
-- with the stock shared out evenly (the stock was never known per size, so no size is oversold; staff
-- correct the split in the product form). The breakdown of a fixed price follows catalog/pricing.ts.
CREATE FUNCTION pg_temp.fixed_breakdown(price integer, metal text, purity text, grams numeric, rate numeric, incl boolean)
RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT jsonb_build_object(
    'pricing', 'fixed', 'metal', metal, 'purity', purity, 'ratePerGram', null,
    'netWeightGrams', grams, 'metalValue', 0, 'makingCharge', 0, 'stoneCharges', 0, 'otherCharges', 0,
    'taxableValue', price - tax, 'taxRatePercent', rate, 'tax', tax, 'rounding', 0,
    'total', CASE WHEN incl THEN price ELSE price + tax END, 'taxIncluded', incl)
  FROM (SELECT CASE WHEN incl THEN round(price * rate / (100 + rate))::int ELSE round(price * rate / 100)::int END AS tax) t
$$;--> statement-breakpoint
CREATE TEMP TABLE migration_tax AS
  SELECT coalesce((SELECT (data->>'taxRatePercent')::numeric FROM shop_settings WHERE id = 1), 3) AS rate,
         coalesce((SELECT (data->>'pricesIncludeTax')::boolean FROM shop_settings WHERE id = 1), true) AS incl;--> statement-breakpoint
INSERT INTO "product_variants" ("id", "product_id", "position", "sku", "options", "stock", "pricing", "fixed_price", "price", "breakdown")
SELECT gen_random_uuid(), p.id, 0, p.sku, '{}'::jsonb, p.stock, 'fixed', p.price, p.price,
       pg_temp.fixed_breakdown(p.price, p.metal, p.purity, p.weight_grams, t.rate, t.incl)
FROM "products" p CROSS JOIN migration_tax t
WHERE cardinality(p.sizes) = 0;--> statement-breakpoint
INSERT INTO "product_variants" ("id", "product_id", "position", "sku", "options", "stock", "pricing", "fixed_price", "price", "breakdown")
SELECT gen_random_uuid(), p.id, s.ord - 1,
       p.sku || '-' || coalesce(nullif(regexp_replace(s.size, '[^A-Za-z0-9._-]', '', 'g'), ''), s.ord::text),
       jsonb_build_object('size', s.size),
       p.stock / cardinality(p.sizes) + CASE WHEN s.ord <= p.stock % cardinality(p.sizes) THEN 1 ELSE 0 END,
       'fixed', p.price, p.price,
       pg_temp.fixed_breakdown(p.price, p.metal, p.purity, p.weight_grams, t.rate, t.incl)
FROM "products" p CROSS JOIN migration_tax t
CROSS JOIN LATERAL unnest(p.sizes) WITH ORDINALITY AS s(size, ord)
WHERE cardinality(p.sizes) > 0;--> statement-breakpoint
UPDATE "products" SET "max_price" = "price";--> statement-breakpoint
-- Cart lines find the variant of their size, else the first; a line left a duplicate by that is merged away.
UPDATE "cart_items" c SET "variant_id" = coalesce(
    (SELECT v.id FROM "product_variants" v WHERE v.product_id = c.product_id AND v.options->>'size' = c.size),
    (SELECT v.id FROM "product_variants" v WHERE v.product_id = c.product_id ORDER BY v.position LIMIT 1)),
  "added_price" = (SELECT p.price FROM "products" p WHERE p.id = c.product_id);--> statement-breakpoint
DELETE FROM "cart_items" c USING "cart_items" d
WHERE c.user_id = d.user_id AND c.variant_id = d.variant_id AND (c.created_at, c.id) > (d.created_at, d.id);--> statement-breakpoint
UPDATE "wishlist_items" w SET "variant_id" =
  (SELECT v.id FROM "product_variants" v WHERE v.product_id = w.product_id ORDER BY v.position LIMIT 1);--> statement-breakpoint
-- Placed orders keep what they were: the size as an option, and the breakdown of the price they paid.
UPDATE "order_items" i SET
  "variant_id" = (SELECT v.id FROM "product_variants" v WHERE v.product_id = i.product_id
                  AND coalesce(v.options->>'size', '') = coalesce(i.size, '') LIMIT 1),
  "options" = CASE WHEN i.size IS NULL THEN '{}'::jsonb ELSE jsonb_build_object('size', i.size) END,
  "price_breakdown" = pg_temp.fixed_breakdown(i.unit_price, i.metal, i.purity, NULL, o.tax_rate_percent, o.tax_included)
FROM "orders" o WHERE o.id = i.order_id;--> statement-breakpoint
DROP TABLE migration_tax;
