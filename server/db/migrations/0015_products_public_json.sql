CREATE TABLE "product_public_json" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"threshold" integer,
	"json" text
);
--> statement-breakpoint
ALTER TABLE "product_public_json" ADD CONSTRAINT "product_public_json_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A piece's kept public JSON is emptied (its row made stale, or made) in the same transaction as any
-- write to what the JSON shows: the piece, its variants, images and certificates, and the slug or
-- name of its kind or collection. Whoever writes: the API, seeds, scripts or tests.
--
-- A stale row is written, not deleted, so the write always holds the row: a refill that read before
-- this write committed then fails on it (it runs in REPEATABLE READ) instead of keeping old JSON.
-- Only pieces that still exist are marked (a piece deleted in this statement has none), in id order
-- as the refill writes them, so the two take a batch's rows in one order.
CREATE FUNCTION mark_public_json_stale(ids uuid[]) RETURNS void LANGUAGE sql AS $$
	INSERT INTO product_public_json (product_id)
		SELECT id FROM products WHERE id = ANY (ids) ORDER BY id
	ON CONFLICT (product_id) DO UPDATE SET threshold = NULL, json = NULL;
$$;--> statement-breakpoint
CREATE FUNCTION products_public_json_stale() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM mark_public_json_stale(ARRAY(SELECT id FROM changed_new));
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER products_public_json_stale
	AFTER UPDATE ON products REFERENCING NEW TABLE AS changed_new
	FOR EACH STATEMENT EXECUTE FUNCTION products_public_json_stale();--> statement-breakpoint
-- For the tables whose rows name their piece in `product_id`.
CREATE FUNCTION product_parts_public_json_stale() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP <> 'DELETE' THEN
		PERFORM mark_public_json_stale(ARRAY(SELECT DISTINCT product_id FROM changed_new));
	END IF;
	IF TG_OP <> 'INSERT' THEN
		PERFORM mark_public_json_stale(ARRAY(SELECT DISTINCT product_id FROM changed_old));
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER product_variants_public_json_stale_insert
	AFTER INSERT ON product_variants REFERENCING NEW TABLE AS changed_new
	FOR EACH STATEMENT EXECUTE FUNCTION product_parts_public_json_stale();--> statement-breakpoint
CREATE TRIGGER product_variants_public_json_stale_update
	AFTER UPDATE ON product_variants REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new
	FOR EACH STATEMENT EXECUTE FUNCTION product_parts_public_json_stale();--> statement-breakpoint
CREATE TRIGGER product_variants_public_json_stale_delete
	AFTER DELETE ON product_variants REFERENCING OLD TABLE AS changed_old
	FOR EACH STATEMENT EXECUTE FUNCTION product_parts_public_json_stale();--> statement-breakpoint
CREATE TRIGGER product_images_public_json_stale_insert
	AFTER INSERT ON product_images REFERENCING NEW TABLE AS changed_new
	FOR EACH STATEMENT EXECUTE FUNCTION product_parts_public_json_stale();--> statement-breakpoint
CREATE TRIGGER product_images_public_json_stale_update
	AFTER UPDATE ON product_images REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new
	FOR EACH STATEMENT EXECUTE FUNCTION product_parts_public_json_stale();--> statement-breakpoint
CREATE TRIGGER product_images_public_json_stale_delete
	AFTER DELETE ON product_images REFERENCING OLD TABLE AS changed_old
	FOR EACH STATEMENT EXECUTE FUNCTION product_parts_public_json_stale();--> statement-breakpoint
CREATE TRIGGER piece_certificates_public_json_stale_insert
	AFTER INSERT ON piece_certificates REFERENCING NEW TABLE AS changed_new
	FOR EACH STATEMENT EXECUTE FUNCTION product_parts_public_json_stale();--> statement-breakpoint
CREATE TRIGGER piece_certificates_public_json_stale_update
	AFTER UPDATE ON piece_certificates REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new
	FOR EACH STATEMENT EXECUTE FUNCTION product_parts_public_json_stale();--> statement-breakpoint
CREATE TRIGGER piece_certificates_public_json_stale_delete
	AFTER DELETE ON piece_certificates REFERENCING OLD TABLE AS changed_old
	FOR EACH STATEMENT EXECUTE FUNCTION product_parts_public_json_stale();--> statement-breakpoint
-- A kind's or collection's name and slug are in its pieces' JSON (a rename also rewrites the pieces'
-- name copies, migration 0009, which marks them through the products trigger; a new slug does not).
CREATE FUNCTION categories_public_json_stale() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM mark_public_json_stale(ARRAY(
		SELECT id FROM products WHERE category_id = NEW.id OR collection_id = NEW.id));
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER categories_public_json_stale
	AFTER UPDATE OF name, slug ON categories
	FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.slug IS DISTINCT FROM NEW.slug)
	EXECUTE FUNCTION categories_public_json_stale();
