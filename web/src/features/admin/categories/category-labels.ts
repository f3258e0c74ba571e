import type { CategoryKind } from '#contract/catalog.ts';

type KindText = {
  /** The tab's name. */
  tab: string;
  one: string;
  /** What the set is for, under the tabs. */
  about: string;
};

export const KIND_TEXT: Record<CategoryKind, KindText> = {
  category: {
    tab: 'Kinds of piece',
    one: 'kind of piece',
    about: 'What a piece is: rings, necklaces, earrings and the like. Every product has one.',
  },
  collection: {
    tab: 'Collections',
    one: 'collection',
    about:
      'The ranges the shop groups pieces into, such as bridal or temple. Every product has one.',
  },
};

export function productsOnSale(count: number): string {
  if (count === 0) return 'No products on sale';
  return `${count.toLocaleString('en-IN')} ${count === 1 ? 'product' : 'products'} on sale`;
}
