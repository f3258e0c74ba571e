import { and, asc, eq, isNotNull, isNull, ne, not, or, sql } from 'drizzle-orm';
import type { CategoryKind, ImageVariant } from '#contract/catalog.ts';
import type { Db, Tx } from '../../db/client.ts';
import { isUuid } from '../../db/ids.ts';
import { categories, products } from './catalog.tables.ts';
import type { CategoryRow } from './category-mapper.ts';
import { onSale } from './on-sale.ts';

type NewCategory = Pick<CategoryRow, 'id' | 'kind' | 'name' | 'slug' | 'description'> & {
  imageVariants: ImageVariant[];
};
type CategoryChanges = Partial<
  Pick<CategoryRow, 'name' | 'slug' | 'description' | 'imageVariants'>
>;

const productColumn = (kind: CategoryKind) =>
  kind === 'category' ? products.categoryId : products.collectionId;

export function createCategoriesRepo(db: Db | Tx) {
  /** Each with the number of its products on sale. */
  async function findAllWithCounts(kind: CategoryKind) {
    // Nested, so its columns stay qualified inside the correlated subquery.
    const uses = sql`${productColumn(kind)} = ${categories.id} and ${onSale}`;
    return db
      .select({
        category: categories,
        productCount: sql<number>`(select count(*)::int from ${products} where ${uses})`,
      })
      .from(categories)
      .where(eq(categories.kind, kind))
      .orderBy(asc(categories.name));
  }

  /** By id or slug (slugs are lower-case). */
  async function findByIdOrSlug(kind: CategoryKind, idOrSlug: string) {
    const match = isUuid(idOrSlug)
      ? or(eq(categories.id, idOrSlug), eq(categories.slug, idOrSlug))
      : eq(categories.slug, idOrSlug.toLowerCase());
    const [row] = await db
      .select()
      .from(categories)
      .where(and(eq(categories.kind, kind), match));
    return row;
  }

  async function isTaken(
    kind: CategoryKind,
    field: { name: string } | { slug: string },
    exceptId?: string,
  ): Promise<boolean> {
    const match =
      'name' in field
        ? sql`lower(${categories.name}) = lower(${field.name})`
        : eq(categories.slug, field.slug);
    const [clash] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(
        and(eq(categories.kind, kind), match, exceptId ? ne(categories.id, exceptId) : undefined),
      );
    return clash !== undefined;
  }

  /**
   * Products that use it: on sale (what `productCount` shows) and hidden (inactive, which staff still
   * see and can move). Archived products do not count: they are hidden everywhere, kept only for orders.
   */
  async function countProducts(kind: CategoryKind, id: string) {
    const [row] = await db
      .select({
        onSale: sql<number>`count(*) filter (where ${onSale})::int`,
        hidden: sql<number>`count(*) filter (where ${not(onSale)})::int`,
      })
      .from(products)
      .where(and(eq(productColumn(kind), id), isNull(products.archivedAt)));
    return { onSale: Number(row?.onSale ?? 0), hidden: Number(row?.hidden ?? 0) };
  }

  async function insert(values: NewCategory) {
    const [row] = await db.insert(categories).values(values).returning();
    return row!;
  }

  async function update(id: string, changes: CategoryChanges) {
    const [row] = await db
      .update(categories)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(categories.id, id))
      .returning();
    return row;
  }

  /** Locks the row, so a product saved into it meanwhile waits for the delete and then fails its check. */
  async function lock(id: string) {
    await db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.id, id))
      .for('update');
  }

  /** Archived products let go of it; orders keep their own snapshot of what was sold. */
  async function detachArchived(kind: CategoryKind, id: string) {
    await db
      .update(products)
      .set({
        ...(kind === 'category' ? { categoryId: null } : { collectionId: null }),
        updatedAt: sql`now()`,
      })
      .where(and(eq(productColumn(kind), id), isNotNull(products.archivedAt)));
  }

  async function remove(id: string) {
    await db.delete(categories).where(eq(categories.id, id));
  }

  /** Whether a category of this kind has the id (for a product's `category`/`jewelleryCategory`). */
  async function exists(kind: CategoryKind, id: string): Promise<boolean> {
    const [row] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.id, id), eq(categories.kind, kind)));
    return row !== undefined;
  }

  return {
    findAllWithCounts,
    findByIdOrSlug,
    isTaken,
    countProducts,
    insert,
    update,
    lock,
    detachArchived,
    remove,
    exists,
  };
}
