import { and, asc, eq, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type Category,
  CATEGORY_IMAGE_WIDTHS,
  type CategoryInputSchema,
  type CategoryKind,
  type CategoryUpdateSchema,
  type ImageVariant,
} from '#contract/catalog.ts';
import type { Db, Tx } from '../../db/client.ts';
import { isUuid, newId } from '../../db/ids.ts';
import { AppError } from '../../lib/errors.ts';
import type { ImageStore } from '../../lib/images.ts';
import { categories, products } from './catalog.tables.ts';
import { uniqueSlug } from './slug.ts';

type CategoryRow = typeof categories.$inferSelect;

export const middleImage = (variants: ImageVariant[]): ImageVariant | undefined =>
  variants[Math.floor((variants.length - 1) / 2)];

const NOUN: Record<CategoryKind, string> = { category: 'category', collection: 'collection' };

/** Kinds of piece (`category`) and collections (`collection`): one service, two API prefixes. */
export function createCategoriesService({ db, images }: { db: Db; images: ImageStore }) {
  const productColumn = (kind: CategoryKind) =>
    kind === 'category' ? products.categoryId : products.collectionId;

  function toCategory(row: CategoryRow, productCount: number): Category {
    return {
      _id: row.id,
      name: row.name,
      slug: row.slug,
      description: row.description,
      image: middleImage(row.imageVariants)?.url ?? null,
      imageVariants: row.imageVariants,
      productCount,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  /**
   * Products that use it: on sale (what `productCount` shows) and hidden (inactive, which staff still
   * see and can move). Archived products do not count: they are hidden everywhere, kept only for orders.
   */
  async function countProducts(
    executor: Db | Tx,
    kind: CategoryKind,
    id: string,
  ): Promise<{ onSale: number; hidden: number }> {
    const [row] = await executor
      .select({
        onSale: sql<number>`count(*) filter (where ${products.isActive})::int`,
        hidden: sql<number>`count(*) filter (where not ${products.isActive})::int`,
      })
      .from(products)
      .where(and(eq(productColumn(kind), id), isNull(products.archivedAt)));
    return { onSale: Number(row?.onSale ?? 0), hidden: Number(row?.hidden ?? 0) };
  }

  function inUseMessage(
    kind: CategoryKind,
    { onSale, hidden }: { onSale: number; hidden: number },
  ) {
    const total = onSale + hidden;
    const which = hidden === 0 ? 'on sale' : `(${onSale} on sale, ${hidden} hidden)`;
    return `This ${NOUN[kind]} is used by ${total} product${total === 1 ? '' : 's'} ${which}; move them to another ${NOUN[kind]} first`;
  }

  async function list(kind: CategoryKind): Promise<Category[]> {
    // Spelled out: inside a correlated subquery Drizzle would print the columns unqualified.
    const column = sql.raw(kind === 'category' ? 'category_id' : 'collection_id');
    const rows = await db
      .select({
        category: categories,
        productCount: sql<number>`(select count(*)::int from products p where p.${column} = "categories"."id" and p.is_active and p.archived_at is null)`,
      })
      .from(categories)
      .where(eq(categories.kind, kind))
      .orderBy(asc(categories.name));
    return rows.map((row) => toCategory(row.category, Number(row.productCount)));
  }

  /** By id or slug; undefined when unknown. */
  async function find(kind: CategoryKind, idOrSlug: string): Promise<CategoryRow | undefined> {
    const match = isUuid(idOrSlug)
      ? or(eq(categories.id, idOrSlug), eq(categories.slug, idOrSlug))
      : eq(categories.slug, idOrSlug.toLowerCase());
    const [row] = await db
      .select()
      .from(categories)
      .where(and(eq(categories.kind, kind), match));
    return row;
  }

  async function mustFind(kind: CategoryKind, id: string): Promise<CategoryRow> {
    const row = isUuid(id) ? await find(kind, id) : undefined;
    if (!row) throw new AppError('NOT_FOUND', `No such ${NOUN[kind]}`);
    return row;
  }

  async function assertNameFree(kind: CategoryKind, name: string, exceptId?: string) {
    const [clash] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(
        and(
          eq(categories.kind, kind),
          sql`lower(${categories.name}) = lower(${name})`,
          exceptId ? ne(categories.id, exceptId) : undefined,
        ),
      );
    if (clash) throw new AppError('CONFLICT', `A ${NOUN[kind]} named "${name}" already exists`);
  }

  const slugTaken = (kind: CategoryKind, exceptId?: string) => async (slug: string) =>
    (
      await db
        .select({ id: categories.id })
        .from(categories)
        .where(
          and(
            eq(categories.kind, kind),
            eq(categories.slug, slug),
            exceptId ? ne(categories.id, exceptId) : undefined,
          ),
        )
    ).length > 0;

  /** Stores the upload (if any) and runs `write` with its variants, removing the files if it fails. */
  const withImage = <T>(
    file: Buffer | undefined,
    write: (variants: ImageVariant[] | undefined) => Promise<T>,
  ) =>
    file
      ? images.withSaved(
          [file],
          { folder: 'categories', widths: [...CATEGORY_IMAGE_WIDTHS] },
          ([variants]) => write(variants),
        )
      : write(undefined);

  async function add(
    kind: CategoryKind,
    input: z.output<typeof CategoryInputSchema>,
    file: Buffer | undefined,
  ): Promise<Category> {
    await assertNameFree(kind, input.name);
    const slug = await uniqueSlug(input.name, slugTaken(kind));
    const [row] = await withImage(file, (variants) =>
      db
        .insert(categories)
        .values({
          id: newId(),
          kind,
          name: input.name,
          slug,
          description: input.description,
          imageVariants: variants ?? [],
        })
        .returning(),
    );
    return toCategory(row!, 0);
  }

  async function update(
    kind: CategoryKind,
    id: string,
    input: z.output<typeof CategoryUpdateSchema>,
    file: Buffer | undefined,
  ): Promise<Category> {
    const current = await mustFind(kind, id);
    if (input.name) await assertNameFree(kind, input.name, id);
    const renamed = input.name && input.name !== current.name;
    const slug = renamed ? await uniqueSlug(input.name!, slugTaken(kind, id)) : undefined;
    const { row, variants } = await withImage(file, async (variants) => {
      const [row] = await db
        .update(categories)
        .set({
          name: input.name,
          slug,
          description: input.description === undefined ? undefined : input.description,
          imageVariants: variants,
          updatedAt: sql`now()`,
        })
        .where(eq(categories.id, id))
        .returning();
      return { row, variants };
    });
    if (variants) await images.remove(current.imageVariants.map((variant) => variant.url));
    return toCategory(row!, (await countProducts(db, kind, id)).onSale);
  }

  /**
   * Refused while products that staff can see use it, so none loses its kind or collection. Archived
   * products are let go of it: orders keep their own snapshot of what was sold.
   */
  async function remove(kind: CategoryKind, id: string): Promise<{ message: string }> {
    const current = await mustFind(kind, id);
    await db.transaction(async (tx) => {
      // Locked first: a product saved into it meanwhile waits for the delete and then fails its check.
      await tx
        .select({ id: categories.id })
        .from(categories)
        .where(eq(categories.id, id))
        .for('update');
      const used = await countProducts(tx, kind, id);
      if (used.onSale + used.hidden > 0) throw new AppError('CONFLICT', inUseMessage(kind, used));
      await tx
        .update(products)
        .set({
          ...(kind === 'category' ? { categoryId: null } : { collectionId: null }),
          updatedAt: sql`now()`,
        })
        .where(and(eq(productColumn(kind), id), isNotNull(products.archivedAt)));
      await tx.delete(categories).where(eq(categories.id, id));
    });
    await images.remove(current.imageVariants.map((variant) => variant.url));
    return { message: `${current.name} deleted` };
  }

  return { list, find, add, update, remove };
}

export type CategoriesService = ReturnType<typeof createCategoriesService>;
