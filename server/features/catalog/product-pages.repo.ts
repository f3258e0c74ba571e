import { pageWindow } from '#contract/paging.ts';
import { and, gte, isNull, lte, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type {
  Product,
  ProductCardData,
  ProductListQuerySchema,
  ProductShape,
} from '#contract/catalog.ts';
import { PRODUCT_PAGE_SIZE, PRODUCT_PAGE_SIZE_MAX } from '#contract/catalog-constants.ts';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { isUuid } from '../../db/ids.ts';
import { type Bindings, createBindings, preparedOnce } from '../../db/prepared.ts';
import type { JsonText } from '../../lib/json-text.ts';
import { categories, productFuzzyText, products } from './catalog.tables.ts';
import { onSale } from './on-sale.ts';
import { productColumns } from './product-details.repo.ts';
import { listedProductJson } from './public-json.ts';

export type ListQuery = Omit<z.output<typeof ProductListQuerySchema>, 'includeInactive'> & {
  includeInactive?: boolean;
};
/** A listing filter's total, worked out by `load` or remembered under `key` (products.service.ts). */
export type CountOf = (key: string, load: () => Promise<number>) => Promise<number>;
/** One term of an ORDER BY: what is compared, and which way. */
type SortKey = { value: SQLWrapper; direction: 'asc' | 'desc' | 'desc nulls last' };
type Attempt = { kind: 'all' | 'text' | 'fuzzy'; where: SQL[]; order: SortKey[] };

const up = (value: SQLWrapper): SortKey => ({ value, direction: 'asc' });
const down = (value: SQLWrapper): SortKey => ({ value, direction: 'desc' });
const downNullsLast = (value: SQLWrapper): SortKey => ({ value, direction: 'desc nulls last' });

/**
 * Every ORDER BY matches an index (see catalog.tables.ts), including its NULLS LAST: a piece not yet
 * priced comes after the priced ones both ways. Low to high goes by the lowest variant price ("from
 * ₹X"), high to low by the highest.
 */
const ORDER: Record<string, SortKey[]> = {
  newest: [downNullsLast(products.createdAt), up(products.id)],
  price_asc: [up(products.price), up(products.id)],
  price_desc: [downNullsLast(products.maxPrice), up(products.id)],
  rating: [downNullsLast(products.averageRating), up(products.id)],
  bestseller: [downNullsLast(products.soldCount), up(products.id)],
};

function categoryFilter(kind: 'category' | 'collection', value: string, { bind, note }: Bindings) {
  const column = kind === 'category' ? products.categoryId : products.collectionId;
  note(`${kind}:${isUuid(value) ? 'id' : 'slug'}`);
  const match = isUuid(value)
    ? sql`(${categories.id} = ${bind(kind, value)} or ${categories.slug} = ${bind(kind, value)})`
    : sql`${categories.slug} = ${bind(kind, value.toLowerCase())}`;
  return sql`${column} in (select ${categories.id} from ${categories} where ${categories.kind} = ${kind} and ${match})`;
}

/** The words the typo fallback matches and ranks by, as the SQL function defines them (migration 0016). */
const fuzzyText = sql`fuzzy_text_of(${products.name}, ${products.metal}, ${products.gemstone}, ${products.categoryName}, ${products.collectionName})`;

/**
 * Words typed with a typo ("neckalce", "earings") still match names, metals, stones, kinds and
 * collections by trigram word similarity. `<%` uses the GIN index of `product_fuzzy_text`, which
 * holds the same words apart from the piece's row; the threshold is set per connection
 * (db/client.ts).
 */
export function fuzzyMatch(search: string, bindings?: Bindings): SQL {
  const words = search.split(/\s+/).filter(Boolean).slice(0, 6);
  bindings?.note(`words:${words.length}`);
  const matches = words.map(
    (word, i) =>
      sql`${bindings ? bindings.bind(`word${i}`, word) : word} <% ${productFuzzyText.text}`,
  );
  return sql`${products.id} in (select ${productFuzzyText.productId} from ${productFuzzyText} where ${and(...matches)})`;
}

function filters(query: ListQuery, bindings: Bindings): SQL[] {
  const { bind, note } = bindings;
  const where: SQL[] = [query.includeInactive ? isNull(products.archivedAt) : onSale];
  note(query.includeInactive ? 'staff' : 'public');
  if (query.category) where.push(categoryFilter('category', query.category, bindings));
  if (query.jewelleryCategory)
    where.push(categoryFilter('collection', query.jewelleryCategory, bindings));
  if (query.minPrice !== undefined) where.push(gte(products.price, bind('min', query.minPrice)));
  if (query.maxPrice !== undefined) where.push(lte(products.price, bind('max', query.maxPrice)));
  if (query.metal)
    where.push(sql`lower(${products.metal}) = ${bind('metal', query.metal.toLowerCase())}`);
  if (query.inStock === 'true') where.push(sql`${products.stock} > 0`);
  const present = [query.minPrice !== undefined, query.maxPrice !== undefined, !!query.metal];
  note([...present, query.inStock === 'true'].map(Number).join(''));
  return where;
}

/** The ways a listing is looked for: everything, or full text then the trigram fallback. */
function attemptsOf(query: ListQuery, bindings: Bindings): Attempt[] {
  const base = filters(query, bindings);
  const sortKey = query.type === 'bestseller' ? 'bestseller' : query.sort;
  bindings.note(sortKey ?? 'relevance');
  if (!query.search) return [{ kind: 'all', where: base, order: ORDER[sortKey ?? 'newest']! }];
  const search = bindings.bind('search', query.search);
  const tsQuery = sql`websearch_to_tsquery('english', ${search})`;
  return [
    {
      kind: 'text',
      where: [...base, sql`${products.search} @@ ${tsQuery}`],
      order: sortKey
        ? ORDER[sortKey]!
        : // A subquery: parsed once, not for every row ranked, when the statement's plan is generic.
          [down(sql`ts_rank(${products.search}, (select ${tsQuery}))`), up(products.id)],
    },
    {
      kind: 'fuzzy',
      where: [...base, fuzzyMatch(query.search, bindings)],
      order: sortKey
        ? ORDER[sortKey]!
        : [down(sql`word_similarity(${search}, ${fuzzyText})`), up(products.id)],
    },
  ];
}

/**
 * First pages are cut by a size written in, one of these classes, then by the size asked for. With
 * `LIMIT $n OFFSET $m` PostgreSQL costs a generic plan for 10 % of the catalogue and so plans the
 * statement afresh on every call; with the class written in and no OFFSET it keeps the generic plan,
 * and a client varying the size cannot make it hold a statement per value. Later pages keep the
 * placeholders.
 */
const FIRST_PAGE_CLASSES = [PRODUCT_PAGE_SIZE, 2 * PRODUCT_PAGE_SIZE, PRODUCT_PAGE_SIZE_MAX];

/** The page's cuts as SQL (inside the page, and after its products' JSON), and the shape they make. */
function pageCut(limit: number, offset: number) {
  const size = FIRST_PAGE_CLASSES.find((max) => limit <= max);
  if (offset === 0 && size !== undefined)
    return {
      inner: sql` limit ${sql.raw(String(size))}`,
      outer: sql` limit ${sql.placeholder('limit')}`,
      shape: `first${size}`,
    };
  return {
    inner: sql` limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}`,
    outer: sql``,
    shape: 'any',
  };
}

/** What a listing's total depends on: its filters, its search and which attempt found it. */
const filterKey = (query: ListQuery, attempt: Attempt['kind']): string =>
  JSON.stringify([
    attempt,
    query.includeInactive === true,
    query.search ?? null,
    query.category ?? null,
    query.jewelleryCategory ?? null,
    query.minPrice ?? null,
    query.maxPrice ?? null,
    query.metal ?? null,
    query.inStock ?? null,
  ]);

/** The catalogue's listing: pages of products with their details, and their totals. */
export function createProductPagesRepo(db: Db | Tx) {
  /**
   * One page in its order, with its details. The page is cut first and only its rows are detailed:
   * the rows an OFFSET skips never build their JSON. Each sort term is a column of the page, worked
   * out once per row (a rank is not computed again to sort) and sorted by again outside.
   */
  function pageQuery(
    { where, order }: Attempt,
    { withSold, shape }: { withSold: boolean; shape: ProductShape },
    cut: ReturnType<typeof pageCut>,
  ) {
    const terms = order.map(({ value, direction }, i) => ({
      name: `sort_${i}`,
      column: sql`${value}`.as(`sort_${i}`),
      direction: sql.raw(direction),
    }));
    const page = db
      .select({
        ...productColumns,
        ...Object.fromEntries(terms.map((term) => [term.name, term.column])),
      })
      .from(products)
      .where(and(...where))
      // The cut written after the ORDER BY as SQL: Drizzle's .limit() would bind a size written in.
      .orderBy(
        sql`${sql.join(
          terms.map((term) => sql`${sql.identifier(term.name)} ${term.direction}`),
          sql`, `,
        )}${cut.inner}`,
      )
      .as('page');
    const pageFields = page as unknown as Record<string, SQLWrapper>;
    const columns = Object.fromEntries(
      Object.keys(productColumns).map((key) => [key, pageFields[key]]),
    ) as unknown as typeof productColumns;
    const threshold = sql`${sql.placeholder('threshold')}::integer`;
    return db
      .select({
        json: listedProductJson(columns, { threshold, withSold, shape }),
      })
      .from(page)
      .orderBy(
        sql`${sql.join(
          terms.map((term) => sql`${pageFields[term.name]} ${term.direction}`),
          sql`, `,
        )}${cut.outer}`,
      );
  }

  const countQuery = ({ where }: Attempt) =>
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(and(...where));

  /**
   * The page (an index-ordered LIMIT) as the products' JSON, and its total (a separate count: a
   * window count would read every matching row; `countOf` may remember it); full-text search first,
   * and only when it finds nothing, the trigram fallback. Both are prepared once per shape of query.
   * `threshold`: the shop's low-stock threshold, for the stock states.
   */
  async function list(
    query: ListQuery,
    { threshold, countOf = (_key, load) => load() }: { threshold: number; countOf?: CountOf },
  ): Promise<{ rows: JsonText<Product | ProductCardData>[]; total: number }> {
    const bindings = createBindings();
    const attempts = attemptsOf(query, bindings);
    const view = { withSold: query.includeInactive === true, shape: query.view };
    const { limit, offset } = pageWindow(query);
    const values = { ...bindings.values, limit, offset, threshold };
    const shape = bindings.shape.join('|');
    const cut = pageCut(limit, offset);
    for (const attempt of attempts) {
      const page = preparedOnce(
        db,
        `page|${attempt.kind}|${shape}|${view.withSold}|${view.shape}|${cut.shape}`,
        (name) => pageQuery(attempt, view, cut).prepare(name),
      );
      const count = preparedOnce(db, `count|${attempt.kind}|${shape}`, (name) =>
        countQuery(attempt).prepare(name),
      );
      const [rows, total] = await Promise.all([
        page.execute(values).then((found) => found.map((row) => row.json)),
        countOf(filterKey(query, attempt.kind), async () => (await count.execute(values))[0]!.n),
      ]);
      if (total > 0 || attempt === attempts.at(-1)) return { rows, total };
    }
    return { rows: [], total: 0 };
  }

  return { list };
}
