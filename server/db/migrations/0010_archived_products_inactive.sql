-- Rows an earlier bug let back on sale after archiving are taken off sale before the rule holds.
UPDATE "products" SET "is_active" = false WHERE "archived_at" IS NOT NULL AND "is_active";--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_archived_inactive_check" CHECK ("products"."archived_at" is null or not "products"."is_active");