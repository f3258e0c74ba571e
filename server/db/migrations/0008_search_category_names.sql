-- Product search also matches the kind's and the collection's names. drizzle-kit generated this
-- migration; it was reordered by hand (the names must exist before `search` refers to them), fills
-- the names of existing products, and recreates the GIN index that dropping `search` removed.
-- Migration 0009 adds the triggers that keep the names right from now on. Both GIN indexes have no
-- pending list (fastupdate=false): PGlite has no autovacuum to merge one, and while it lasts every
-- search scans it and the planner prefers sequential scans.
ALTER TABLE "products" ADD COLUMN "category_name" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "collection_name" text;--> statement-breakpoint
DROP INDEX "products_search_idx";--> statement-breakpoint
DROP INDEX "products_search_text_trgm_idx";--> statement-breakpoint
ALTER TABLE "products" drop column "search";--> statement-breakpoint
UPDATE "products" SET
	"category_name" = (SELECT "name" FROM "categories" WHERE "categories"."id" = "products"."category_id"),
	"collection_name" = (SELECT "name" FROM "categories" WHERE "categories"."id" = "products"."collection_id");--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(name, '') || ' ' || coalesce(category_name, '')), 'A') || setweight(to_tsvector('english', coalesce(metal, '') || ' ' || coalesce(gemstone, '') || ' ' || coalesce(purity, '') || ' ' || coalesce(collection_name, '')), 'B') || setweight(to_tsvector('english', coalesce(description, '')), 'C')) STORED;--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "products_search_text_trgm_idx" ON "products" USING gin (("name" || ' ' || "metal" || ' ' || coalesce("gemstone", '') || ' ' || coalesce("category_name", '') || ' ' || coalesce("collection_name", '')) gin_trgm_ops) WITH (fastupdate=false);
