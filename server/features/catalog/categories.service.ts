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
import type { FeedMemo } from '../../lib/feed-memo.ts';
import type { ImageStore } from '../../lib/images.ts';
import { createCategoriesRepo } from './categories.repo.ts';
import { type CategoryRow, toCategory } from './category-mapper.ts';
import { uniqueSlug } from './slug.ts';

type Deps = {
  db: Db;
  images: ImageStore;
  /** Remembers each list with its counts until the catalogue changes (server/lib/feed-memo.ts). */
  facts: Pick<FeedMemo<unknown>, 'remember'>;
};
type Create = z.output<typeof CategoryInputSchema>;
type Update = z.output<typeof CategoryUpdateSchema>;

const NOUN: Record<CategoryKind, string> = { category: 'category', collection: 'collection' };

function inUseMessage(kind: CategoryKind, { onSale, hidden }: { onSale: number; hidden: number }) {
  const total = onSale + hidden;
  const which = hidden === 0 ? 'on sale' : `(${onSale} on sale, ${hidden} hidden)`;
  return `This ${NOUN[kind]} is used by ${total} product${total === 1 ? '' : 's'} ${which}; move them to another ${NOUN[kind]} first`;
}

export function listCategories({ db, facts }: Deps, kind: CategoryKind): Promise<Category[]> {
  const load = async () => {
    const rows = await createCategoriesRepo(db).findAllWithCounts(kind);
    return rows.map((row) => toCategory(row.category, Number(row.productCount)));
  };
  return facts.remember(`categories:${kind}`, load);
}

/** By id or slug; undefined when unknown. */
export function findCategory(
  { db }: Deps,
  kind: CategoryKind,
  idOrSlug: string,
): Promise<CategoryRow | undefined> {
  return createCategoriesRepo(db).findByIdOrSlug(kind, idOrSlug);
}

async function mustFind(deps: Deps, kind: CategoryKind, id: string): Promise<CategoryRow> {
  const row = isUuid(id) ? await findCategory(deps, kind, id) : undefined;
  if (!row) throw new AppError('NOT_FOUND', `No such ${NOUN[kind]}`);
  return row;
}

async function assertNameFree({ db }: Deps, kind: CategoryKind, name: string, exceptId?: string) {
  if (await createCategoriesRepo(db).isTaken(kind, { name }, exceptId))
    throw new AppError('CONFLICT', `A ${NOUN[kind]} named "${name}" already exists`);
}

const slugTaken =
  ({ db }: Deps, kind: CategoryKind, exceptId?: string) =>
  (slug: string) =>
    createCategoriesRepo(db).isTaken(kind, { slug }, exceptId);

/** Stores the upload (if any) and runs `write` with its variants, removing the files if it fails. */
const withImage = <T>(
  images: ImageStore,
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

export async function addCategory(
  deps: Deps,
  kind: CategoryKind,
  input: Create,
  file: Buffer | undefined,
): Promise<Category> {
  await assertNameFree(deps, kind, input.name);
  const slug = await uniqueSlug(input.name, slugTaken(deps, kind));
  const { name, description } = input;
  const row = await withImage(deps.images, file, (variants) =>
    createCategoriesRepo(deps.db).insert({
      id: newId(),
      kind,
      name,
      slug,
      description,
      imageVariants: variants ?? [],
    }),
  );
  return toCategory(row, 0);
}

export async function updateCategory(
  deps: Deps,
  kind: CategoryKind,
  id: string,
  input: Update,
  file: Buffer | undefined,
): Promise<Category> {
  const repo = createCategoriesRepo(deps.db);
  const current = await mustFind(deps, kind, id);
  if (input.name) await assertNameFree(deps, kind, input.name, id);
  const renamed = input.name && input.name !== current.name;
  const slug = renamed ? await uniqueSlug(input.name!, slugTaken(deps, kind, id)) : undefined;
  const { row, variants } = await withImage(deps.images, file, async (variants) => {
    const changes = { name: input.name, slug, description: input.description };
    return { row: await repo.update(id, { ...changes, imageVariants: variants }), variants };
  });
  if (variants) await deps.images.remove(current.imageVariants.map((variant) => variant.url));
  return toCategory(row!, (await repo.countProducts(kind, id)).onSale);
}

/**
 * Refused while products that staff can see use it, so none loses its kind or collection. Archived
 * products are let go of it: orders keep their own snapshot of what was sold.
 */
export async function removeCategory(
  deps: Deps,
  kind: CategoryKind,
  id: string,
): Promise<{ message: string }> {
  const current = await mustFind(deps, kind, id);
  await deps.db.transaction(async (tx) => {
    const repo = createCategoriesRepo(tx);
    await repo.lock(id);
    const used = await repo.countProducts(kind, id);
    if (used.onSale + used.hidden > 0) throw new AppError('CONFLICT', inUseMessage(kind, used));
    await repo.detachArchived(kind, id);
    await repo.remove(id);
  });
  await deps.images.remove(current.imageVariants.map((variant) => variant.url));
  return { message: `${current.name} deleted` };
}

/** Kinds of piece (`category`) and collections (`collection`): one service, two API prefixes. */
export function createCategoriesService(deps: Deps) {
  return {
    list: (kind: CategoryKind) => listCategories(deps, kind),
    find: (kind: CategoryKind, idOrSlug: string) => findCategory(deps, kind, idOrSlug),
    add: (kind: CategoryKind, input: Create, file: Buffer | undefined) =>
      addCategory(deps, kind, input, file),
    update: (kind: CategoryKind, id: string, input: Update, file: Buffer | undefined) =>
      updateCategory(deps, kind, id, input, file),
    remove: (kind: CategoryKind, id: string) => removeCategory(deps, kind, id),
  };
}

export type CategoriesService = ReturnType<typeof createCategoriesService>;
