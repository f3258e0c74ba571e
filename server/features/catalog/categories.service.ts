import { and, asc, count, eq, ne, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type Category,
  CATEGORY_IMAGE_WIDTHS,
  type CategoryInputSchema,
  type CategoryKind,
  type CategoryUpdateSchema,
  type ImageVariant,
} from '#contract/catalog.ts';
import type { Db } from '../../db/client.ts';
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

  async function countProducts(kind: CategoryKind, id: string): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(products)
      .where(eq(productColumn(kind), id));
    return Number(row?.n ?? 0);
  }

  async function list(kind: CategoryKind): Promise<Category[]> {
    // Spelled out: inside a correlated subquery Drizzle would print the columns unqualified.
    const column = sql.raw(kind === 'category' ? 'category_id' : 'collection_id');
    const rows = await db
      .select({
        category: categories,
        productCount: sql<number>`(select count(*)::int from products p where p.${column} = "categories"."id" and p.is_active)`,
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

  const storeImage = (file: Buffer | undefined) =>
    file
      ? images.save(file, { folder: 'categories', widths: [...CATEGORY_IMAGE_WIDTHS] })
      : undefined;

  async function add(
    kind: CategoryKind,
    input: z.output<typeof CategoryInputSchema>,
    file: Buffer | undefined,
  ): Promise<Category> {
    await assertNameFree(kind, input.name);
    const variants = (await storeImage(file)) ?? [];
    const [row] = await db
      .insert(categories)
      .values({
        id: newId(),
        kind,
        name: input.name,
        slug: await uniqueSlug(input.name, slugTaken(kind)),
        description: input.description,
        imageVariants: variants,
      })
      .returning()
      .catch(async (error: unknown) => {
        await images.remove(variants.map((variant) => variant.url));
        throw error;
      });
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
    const variants = await storeImage(file);
    const renamed = input.name && input.name !== current.name;
    const [row] = await db
      .update(categories)
      .set({
        name: input.name,
        slug: renamed ? await uniqueSlug(input.name!, slugTaken(kind, id)) : undefined,
        description: input.description === undefined ? undefined : input.description,
        imageVariants: variants,
        updatedAt: sql`now()`,
      })
      .where(eq(categories.id, id))
      .returning();
    if (variants) await images.remove(current.imageVariants.map((variant) => variant.url));
    return toCategory(row!, await countProducts(kind, id));
  }

  /** Refused while products use it, so no product loses its kind or collection. */
  async function remove(kind: CategoryKind, id: string): Promise<{ message: string }> {
    const current = await mustFind(kind, id);
    const used = await countProducts(kind, id);
    if (used > 0) {
      throw new AppError(
        'CONFLICT',
        `This ${NOUN[kind]} is used by ${used} product${used === 1 ? '' : 's'}; move them first`,
      );
    }
    await db.delete(categories).where(eq(categories.id, id));
    await images.remove(current.imageVariants.map((variant) => variant.url));
    return { message: `${current.name} deleted` };
  }

  return { list, find, add, update, remove };
}

export type CategoriesService = ReturnType<typeof createCategoriesService>;
