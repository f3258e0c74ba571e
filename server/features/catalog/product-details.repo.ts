import { asc, getTableColumns, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Product, ProductCardData } from '#contract/catalog.ts';
import type { JsonText } from '../../lib/json-text.ts';
import { categories, productImages, products } from './catalog.tables.ts';
import { OLDEST_FIRST } from './certificates.repo.ts';
import { pieceCertificates } from './certificates.tables.ts';
import { productVariants } from './variants.tables.ts';

/*
 * A product as the API answers it (contract ProductSchema), written by PostgreSQL as JSON text in
 * the statement that finds it (issue 18). Node then joins the texts into the answer and sends it:
 * no row is parsed into objects, mapped into the contract's objects and serialised again, which was
 * most of an uncached catalogue read's CPU (docs/performance.md). Each rule of the catalogue lives
 * here once: stock states, the default variant, the price range, sizes, the images a variant shows.
 * The fields come in the schema's order; the JSON carries PostgreSQL's spacing.
 */

// Nested, so each column keeps its table's name: in a query of one table, Drizzle strips the
// table from columns at the top of a selected SQL, where a variant's "id" and the product's "id"
// would then be ambiguous.
export const col = (column: SQLWrapper): SQL => sql`${column}`;

/** An instant as `Date.prototype.toISOString` writes it (UTC, milliseconds). */
export const isoTime = (column: SQLWrapper): SQL =>
  sql`to_char(${col(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** `in_stock`, `low_stock` (at or below the shop's threshold) or `out_of_stock`. */
const stockState = (stock: SQLWrapper, threshold: SQLWrapper): SQL =>
  sql`case when ${col(stock)} <= 0 then 'out_of_stock' when ${col(stock)} <= ${threshold} then 'low_stock' else 'in_stock' end`;

/** `json_build_object` of `fields`, in their order. */
const jsonObject = (fields: Record<string, SQLWrapper>): SQL =>
  sql`json_build_object(${sql.join(
    Object.entries(fields).map(([key, value]) => sql`${sql.raw(`'${key}'`)}, ${value}`),
    sql`, `,
  )})`;

/** The kind or collection a product belongs to, `{ _id, name, slug }`, or null. */
const categoryRef = (categoryId: SQLWrapper): SQL =>
  sql`(select ${jsonObject({
    _id: col(categories.id),
    name: col(categories.name),
    slug: col(categories.slug),
  })} from ${categories} where ${col(categories.id)} = ${col(categoryId)})`;

/** The mid-size rendition of an image: its `url`, `width` and `height` for clients that ignore `variants`. */
const middle = sql`(${col(productImages.variants)} -> ((jsonb_array_length(${col(productImages.variants)}) - 1) / 2))`;

/** The product's images in display order (ProductImageSchema); with `first`, the first alone. */
const imagesList = (productId: SQLWrapper, { first = false } = {}): SQL => {
  const rows = first
    ? sql`(select * from ${productImages} where ${col(productImages.productId)} = ${col(productId)} order by ${col(productImages.position)} limit 1) as ${productImages}`
    : sql`${productImages} where ${col(productImages.productId)} = ${col(productId)}`;
  return sql`(select coalesce(json_agg(${jsonObject({
    _id: col(productImages.id),
    alt: col(productImages.alt),
    url: sql`coalesce(${middle} ->> 'url', '')`,
    width: sql`coalesce(${middle} -> 'width', '0')`,
    height: sql`coalesce(${middle} -> 'height', '0')`,
    variants: col(productImages.variants),
  })} order by ${col(productImages.position)}), '[]'::json) from ${rows})`;
};

/** Hallmarks first, then oldest first, as checkout takes them; the public sees the unsold ones. */
const certificatesList = (withSold: boolean): SQL => {
  const c = pieceCertificates;
  return sql`(select coalesce(json_agg(${jsonObject({
    kind: col(c.kind),
    lab: col(c.lab),
    number: col(c.number),
    carat: sql`${col(c.carat)}::float8`,
    colour: col(c.colour),
    clarity: col(c.clarity),
    cut: col(c.cut),
    pdfUrl: col(c.pdfUrl),
    sold: sql`${col(c.soldItemId)} is not null`,
  })} order by ${sql.join([asc(c.kind), ...OLDEST_FIRST], sql`, `)}), '[]'::json) from ${c} where ${col(c.variantId)} = ${col(productVariants.id)}${
    withSold ? sql`` : sql` and ${col(c.soldItemId)} is null`
  })`;
};

/** A compare-at price below today's price (a metal rate rose past it) is no discount: shown as the price. */
const mrpOf = (product: typeof productColumns): SQL =>
  sql`greatest(${col(product.mrp)}, coalesce(${col(product.price)}, 0))`;

/** The lowest and highest price of the variants (`variant.lowest`, `.highest`); null while none is priced. */
const priceRange = sql`case when variant.lowest is null then null else json_build_object('min', variant.lowest, 'max', variant.highest) end`;

/** Priced and in stock: the variant can go in a cart. */
const available = sql`(${col(productVariants.price)} is not null and ${col(productVariants.stock)} > 0)`;

/** One variant (ProductVariantSchema); `images`: the product's image list, for the ones it shows. */
const variantObject = (threshold: SQLWrapper, withSold: boolean, images: SQL): SQL => {
  const v = productVariants;
  return jsonObject({
    _id: col(v.id),
    sku: col(v.sku),
    options: col(v.options),
    price: col(v.price),
    stock: col(v.stock),
    stockState: stockState(v.stock, threshold),
    available,
    pricing: col(v.pricing),
    netWeightGrams: sql`${col(v.netWeightMg)}::float8 / 1000`,
    makingCharge: sql`case when ${col(v.makingType)} is null then null else ${jsonObject({
      type: col(v.makingType),
      value: sql`coalesce(${col(v.makingValue)}, 0)::float8`,
    })} end`,
    stoneCharges: col(v.stoneCharges),
    otherCharges: col(v.otherCharges),
    priceBreakdown: col(v.breakdown),
    certificates: certificatesList(withSold),
    // In the order of its image ids; an id whose image is gone is left out. Most variants name
    // none, and then the product's image list is not read again.
    images: sql`case when cardinality(${col(v.imageIds)}) = 0 then '[]'::json else (select coalesce(json_agg(image.value order by shown.n), '[]'::json) from unnest(${col(v.imageIds)}) with ordinality as shown(id, n) join json_array_elements(${images}) as image on image.value ->> '_id' = shown.id::text) end`,
  });
};

export type ProductJsonOptions = {
  /** The shop's low-stock threshold (a placeholder or value). */
  threshold: SQLWrapper;
  /** The sold certificates too (staff). */
  withSold: boolean;
  /** The variant asked for (`?variant=`, as text), else the first available one is the default. */
  variant?: SQLWrapper;
  /** Fields after the schema's own, e.g. a product page's `reviews`. */
  extra?: Record<string, SQLWrapper>;
};

/**
 * A product of `product`'s row as JSON text (ProductSchema). The variants are read once: their
 * list, lowest and highest price, the default one and the sizes come from the same rows.
 */
export function productJson(
  product: typeof productColumns,
  options: ProductJsonOptions,
): SQL<JsonText<Product>> {
  const { threshold, withSold } = options;
  const v = productVariants;
  const wanted = options.variant
    ? sql`${col(v.id)}::text = ${options.variant} desc nulls last, `
    : sql``;
  const priced = sql`coalesce(${col(product.price)}, 0)`;
  return sql`(select ${jsonObject({
    _id: col(product.id),
    name: col(product.name),
    slug: col(product.slug),
    description: col(product.description),
    price: priced,
    mrp: mrpOf(product),
    sku: col(product.sku),
    stock: col(product.stock),
    stockState: stockState(product.stock, threshold),
    variants: sql`coalesce(variant.list, '[]'::json)`,
    defaultVariantId: sql`coalesce(variant.chosen_id::text, '')`,
    priceRange,
    priceBreakdown: sql`variant.chosen_breakdown`,
    category: categoryRef(product.categoryId),
    jewelleryCategory: categoryRef(product.collectionId),
    metal: col(product.metal),
    purity: col(product.purity),
    weightGrams: sql`${col(product.weightGrams)}::float8`,
    gemstone: col(product.gemstone),
    sizes: sql`coalesce((select json_agg(size.value order by size.first) from (select value, min(n) as first from unnest(variant.sizes) with ordinality as s(value, n) group by value) as size), '[]'::json)`,
    // Never on sale once archived, even in a row that an old write left active.
    isActive: sql`(${col(product.isActive)} and ${col(product.archivedAt)} is null)`,
    isReturnable: col(product.isReturnable),
    hsnCode: col(product.hsnCode),
    images: sql`image.list`,
    averageRating: sql`${col(product.averageRating)}::float8`,
    reviewCount: col(product.reviewCount),
    soldCount: col(product.soldCount),
    createdAt: isoTime(product.createdAt),
    updatedAt: isoTime(product.updatedAt),
    ...options.extra,
  })}
  from (select ${imagesList(product.id)} as list) as image
  cross join lateral (
    select json_agg(one.json order by one.position) as list,
      min(one.price) as lowest, max(one.price) as highest,
      (array_agg(one.id order by one.rank))[1] as chosen_id,
      (array_agg(one.breakdown order by one.rank))[1] as chosen_breakdown,
      array_agg(one.size order by one.position) filter (where one.size is not null) as sizes
    from (
      select ${col(v.id)} as id, ${col(v.position)} as position, ${col(v.price)} as price,
        ${col(v.breakdown)} as breakdown, ${col(v.options)} ->> 'size' as size,
        row_number() over (order by ${wanted}${available} desc, ${col(v.position)}) as rank,
        ${variantObject(threshold, withSold, sql`image.list`)} as json
      from ${v} where ${col(v.productId)} = ${col(product.id)}
    ) as one
  ) as variant)::text`;
}

/**
 * A product of `product`'s row as a card shows it (ProductCardSchema), by the same rules as
 * `productJson`: a tenth of the text, and no variant written out, only their lowest and highest price.
 */
export function productCardJson(
  product: typeof productColumns,
  { threshold }: Pick<ProductJsonOptions, 'threshold'>,
): SQL<JsonText<ProductCardData>> {
  const { price, productId } = productVariants;
  return sql`(select ${jsonObject({
    _id: col(product.id),
    name: col(product.name),
    slug: col(product.slug),
    mrp: mrpOf(product),
    stock: col(product.stock),
    stockState: stockState(product.stock, threshold),
    priceRange,
    category: categoryRef(product.categoryId),
    images: imagesList(product.id, { first: true }),
    averageRating: sql`${col(product.averageRating)}::float8`,
    reviewCount: col(product.reviewCount),
  })}
  from (select min(${col(price)}) as lowest, max(${col(price)}) as highest from ${productVariants}
    where ${col(productId)} = ${col(product.id)}) as variant)::text`;
}

// The search vector is large and only ever used in WHERE; never fetch it.
const { search: _searchVector, ...columns } = getTableColumns(products);
export const productColumns = columns;

export type ProductImageRow = typeof productImages.$inferSelect;

/** A product's own columns, as every query of them reads them. */
export type ProductRow = Omit<typeof products.$inferSelect, 'search'>;
type CategoryRef = { id: string; name: string; slug: string } | null;
export type ProductWithRefs = {
  product: ProductRow;
  category: CategoryRef;
  collection: CategoryRef;
};

const categoryAlias = alias(categories, 'category_ref');
const collectionAlias = alias(categories, 'collection_ref');

/** The kind's and the collection's id, name and slug (with `refJoins`). */
export const refs = {
  category: { id: categoryAlias.id, name: categoryAlias.name, slug: categoryAlias.slug },
  collection: { id: collectionAlias.id, name: collectionAlias.name, slug: collectionAlias.slug },
};

/** The joins behind `refs`, on the product columns of the table. */
export const refJoins = (product: typeof productColumns) =>
  [
    [categoryAlias, sql`${categoryAlias.id} = ${product.categoryId}`],
    [collectionAlias, sql`${collectionAlias.id} = ${product.collectionId}`],
  ] as const;
