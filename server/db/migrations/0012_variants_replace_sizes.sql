ALTER TABLE "products" DROP CONSTRAINT "products_price_check";--> statement-breakpoint
DROP INDEX "cart_items_user_product_size_key";--> statement-breakpoint
DROP INDEX "wishlist_items_user_product_key";--> statement-breakpoint
ALTER TABLE "cart_items" ALTER COLUMN "variant_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "wishlist_items" ALTER COLUMN "variant_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "price" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "max_price" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "max_price" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "price_breakdown" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_user_variant_key" ON "cart_items" USING btree ("user_id","variant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wishlist_items_user_variant_key" ON "wishlist_items" USING btree ("user_id","variant_id");--> statement-breakpoint
ALTER TABLE "cart_items" DROP COLUMN "size";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "sizes";--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_price_check" CHECK ("products"."price" >= 0 and "products"."max_price" >= "products"."price");