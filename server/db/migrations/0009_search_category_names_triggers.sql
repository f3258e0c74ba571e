-- Keeps products.category_name and products.collection_name (part of the `search` vector, migration
-- 0008) equal to the names of the product's kind and collection, whoever writes: the API, seeds,
-- scripts or tests. A name given by a writer is ignored.
--
-- A product's names are looked up when it is inserted and when its category_id or collection_id (or a
-- name copy) changes; only the side that changed, so a product update never waits on a category it
-- already had. FOR SHARE waits for a rename of that category in flight and then reads the new name;
-- without it, a product committed during a rename could keep the old name.
CREATE FUNCTION products_copy_category_names() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' OR NEW.category_id IS DISTINCT FROM OLD.category_id
		OR NEW.category_name IS DISTINCT FROM OLD.category_name THEN
		SELECT name INTO NEW.category_name FROM categories WHERE id = NEW.category_id FOR SHARE;
	END IF;
	IF TG_OP = 'INSERT' OR NEW.collection_id IS DISTINCT FROM OLD.collection_id
		OR NEW.collection_name IS DISTINCT FROM OLD.collection_name THEN
		SELECT name INTO NEW.collection_name FROM categories WHERE id = NEW.collection_id FOR SHARE;
	END IF;
	RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER products_copy_category_names
	BEFORE INSERT OR UPDATE OF category_id, collection_id, category_name, collection_name ON products
	FOR EACH ROW EXECUTE FUNCTION products_copy_category_names();--> statement-breakpoint
-- A renamed kind or collection is renamed in its products' copies (and so in their search vectors).
CREATE FUNCTION categories_rename_in_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE products SET category_name = NEW.name WHERE category_id = NEW.id;
	UPDATE products SET collection_name = NEW.name WHERE collection_id = NEW.id;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER categories_rename_in_products
	AFTER UPDATE OF name ON categories
	FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
	EXECUTE FUNCTION categories_rename_in_products();
