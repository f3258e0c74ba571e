import { asc, getTableColumns, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { categories, productImages, products } from './catalog.tables.ts';
import { OLDEST_FIRST } from './certificates.repo.ts';
import { pieceCertificates } from './certificates.tables.ts';
import { productVariants } from './variants.tables.ts';

/*
 * A product's images, variants and their certificates as JSON columns of the product's own row, so
 * a page of products is one query and one round trip (issue 18). Each is a correlated subquery on
 * the same index the separate queries used; only what the mappers read is built.
 */

export type ImageJson = Pick<typeof productImages.$inferSelect, 'id' | 'alt' | 'variants'>;
export type CertificateJson = Pick<
  typeof pieceCertificates.$inferSelect,
  'kind' | 'lab' | 'number' | 'carat' | 'colour' | 'clarity' | 'cut' | 'pdfUrl' | 'soldItemId'
>;
export type VariantJson = Pick<
  typeof productVariants.$inferSelect,
  | 'id'
  | 'sku'
  | 'options'
  | 'price'
  | 'stock'
  | 'breakdown'
  | 'imageIds'
  | 'pricing'
  | 'netWeightMg'
  | 'makingType'
  | 'makingValue'
  | 'stoneCharges'
  | 'otherCharges'
> & { certificates: CertificateJson[] };

/** `json_agg` of `fields` over `from`, in `order`; `[]` when there are none. */
const jsonList = (fields: Record<string, SQLWrapper>, from: SQL, order: SQL): SQL => {
  const pairs = Object.entries(fields).map(([key, value]) => sql`${sql.raw(`'${key}'`)}, ${value}`);
  return sql`(select coalesce(json_agg(json_build_object(${sql.join(pairs, sql`, `)}) order by ${order}), '[]'::json) ${from})`;
};

/** Hallmarks first, then oldest first, as checkout takes them; the public sees the unsold ones. */
const certificatesJson = (variantId: SQLWrapper, withSold: boolean): SQL =>
  jsonList(
    {
      kind: pieceCertificates.kind,
      lab: pieceCertificates.lab,
      number: pieceCertificates.number,
      carat: pieceCertificates.carat,
      colour: pieceCertificates.colour,
      clarity: pieceCertificates.clarity,
      cut: pieceCertificates.cut,
      pdfUrl: pieceCertificates.pdfUrl,
      soldItemId: pieceCertificates.soldItemId,
    },
    sql`from ${pieceCertificates} where ${pieceCertificates.variantId} = ${variantId}${
      withSold ? sql`` : sql` and ${pieceCertificates.soldItemId} is null`
    }`,
    sql.join([asc(pieceCertificates.kind), ...OLDEST_FIRST], sql`, `),
  );

/** The product's images in display order. */
export const imagesJson = (productId: SQLWrapper): SQL<ImageJson[]> =>
  jsonList(
    { id: productImages.id, alt: productImages.alt, variants: productImages.variants },
    sql`from ${productImages} where ${productImages.productId} = ${productId}`,
    asc(productImages.position),
  ) as SQL<ImageJson[]>;

/** The product's variants in staff's order, each with its certificates (`withSold`: the sold ones too). */
export const variantsJson = (productId: SQLWrapper, withSold: boolean): SQL<VariantJson[]> =>
  jsonList(
    {
      id: productVariants.id,
      sku: productVariants.sku,
      options: productVariants.options,
      price: productVariants.price,
      stock: productVariants.stock,
      breakdown: productVariants.breakdown,
      imageIds: productVariants.imageIds,
      pricing: productVariants.pricing,
      netWeightMg: productVariants.netWeightMg,
      makingType: productVariants.makingType,
      makingValue: productVariants.makingValue,
      stoneCharges: productVariants.stoneCharges,
      otherCharges: productVariants.otherCharges,
      certificates: certificatesJson(productVariants.id, withSold),
    },
    sql`from ${productVariants} where ${productVariants.productId} = ${productId}`,
    asc(productVariants.position),
  ) as SQL<VariantJson[]>;

// The search vector is large and only ever used in WHERE; never fetch it.
const { search: _searchVector, ...columns } = getTableColumns(products);
export const productColumns = columns;

/** A product's own columns, as every query of them reads them. */
export type ProductRow = Omit<typeof products.$inferSelect, 'search'>;
type CategoryRef = { id: string; name: string; slug: string } | null;
export type ProductWithRefs = {
  product: ProductRow;
  category: CategoryRef;
  collection: CategoryRef;
};
/** A product with all a card or a page shows: its images and its variants with their certificates. */
export type ProductWithDetails = ProductWithRefs & { images: ImageJson[]; variants: VariantJson[] };

const categoryRef = alias(categories, 'category_ref');
const collectionRef = alias(categories, 'collection_ref');

/** The kind's and the collection's id, name and slug (with `joinRefs`). */
export const refs = {
  category: { id: categoryRef.id, name: categoryRef.name, slug: categoryRef.slug },
  collection: { id: collectionRef.id, name: collectionRef.name, slug: collectionRef.slug },
};

/** The joins behind `refs`, on the product columns of the table or of a page of it. */
export const refJoins = (product: typeof productColumns) =>
  [
    [categoryRef, sql`${categoryRef.id} = ${product.categoryId}`],
    [collectionRef, sql`${collectionRef.id} = ${product.collectionId}`],
  ] as const;

/** A product's columns (of the table or of a page of it), refs, images and variants. */
export const detailed = (product: typeof productColumns, withSold: boolean) => ({
  product,
  ...refs,
  images: imagesJson(product.id),
  variants: variantsJson(product.id, withSold),
});
