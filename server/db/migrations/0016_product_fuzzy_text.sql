-- The typo-tolerant search's trigram index moves from `products` to a table of its own. A price
-- change is a non-HOT update of `products` (price is indexed), so each one wrote every trigram of
-- the piece's words again into the index: with it, a metal-rate change repricing 6,000 pieces took
-- 2.3 s, without it 0.9 s. The words change only when a piece's name, metal, stone, kind or
-- collection does, and only then is this table written.
CREATE TABLE "product_fuzzy_text" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"text" text NOT NULL
);
--> statement-breakpoint
DROP INDEX "products_search_text_trgm_idx";--> statement-breakpoint
ALTER TABLE "product_fuzzy_text" ADD CONSTRAINT "product_fuzzy_text_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The one definition of the words matched; the search ranks by it too (product-pages.repo.ts).
CREATE FUNCTION fuzzy_text_of(name text, metal text, gemstone text, category_name text, collection_name text)
	RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT name || ' ' || metal || ' ' || coalesce(gemstone, '') || ' ' || coalesce(category_name, '') || ' ' || coalesce(collection_name, '')
$$;--> statement-breakpoint
INSERT INTO "product_fuzzy_text" ("product_id", "text")
	SELECT id, fuzzy_text_of(name, metal, gemstone, category_name, collection_name) FROM products;--> statement-breakpoint
CREATE INDEX "product_fuzzy_text_trgm_idx" ON "product_fuzzy_text" USING gin ("text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
-- Written in the statement that writes the piece, whoever writes (API, seeds, scripts, tests). The
-- kind's and collection's names are copied into the piece by migration 0009's triggers, so a rename
-- reaches here as an update of the piece.
CREATE FUNCTION products_fuzzy_text_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO product_fuzzy_text (product_id, text)
		SELECT id, fuzzy_text_of(name, metal, gemstone, category_name, collection_name) FROM changed_new;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER products_fuzzy_text_insert
	AFTER INSERT ON products REFERENCING NEW TABLE AS changed_new
	FOR EACH STATEMENT EXECUTE FUNCTION products_fuzzy_text_insert();--> statement-breakpoint
CREATE FUNCTION products_fuzzy_text_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO product_fuzzy_text (product_id, text)
		VALUES (NEW.id, fuzzy_text_of(NEW.name, NEW.metal, NEW.gemstone, NEW.category_name, NEW.collection_name))
	ON CONFLICT (product_id) DO UPDATE SET text = excluded.text;
	RETURN NULL;
END;
$$;--> statement-breakpoint
-- Per row, and only for a row whose words changed: a repricing queues nothing.
CREATE TRIGGER products_fuzzy_text_update
	AFTER UPDATE ON products FOR EACH ROW
	WHEN (fuzzy_text_of(OLD.name, OLD.metal, OLD.gemstone, OLD.category_name, OLD.collection_name)
		IS DISTINCT FROM fuzzy_text_of(NEW.name, NEW.metal, NEW.gemstone, NEW.category_name, NEW.collection_name))
	EXECUTE FUNCTION products_fuzzy_text_update();
