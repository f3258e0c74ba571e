import { DEMO_COLLECTIONS, DEMO_KINDS, type DemoProduct, type Kind } from './demo-catalog-kinds.ts';
import { DEMO_PIECES } from './demo-catalog-pieces.ts';
import { BANGLE_SIZES, RING_SIZES } from './demo-variants.ts';

export { DEMO_COLLECTIONS, DEMO_KINDS, type DemoProduct };

/** Rings and bangles are sold by size, each size a variant; other kinds come in one. */
export const sizesOf = (kind: Kind): string[] =>
  kind === 'Rings' ? RING_SIZES : kind === 'Bangles & Bracelets' ? BANGLE_SIZES : [];

/** Every demo piece with its kind, kind by kind in the order of DEMO_KINDS. */
export const DEMO_PRODUCTS: DemoProduct[] = DEMO_KINDS.flatMap(({ name: kind }) =>
  DEMO_PIECES[kind].map(([name, ...rest]): DemoProduct => [name, kind, ...rest]),
);

const CRAFT: Record<Kind, string> = {
  Rings: 'Shaped and finished by hand in our Jaipur workshop, with a comfort-fit inner band.',
  Necklaces:
    'Each link and setting is assembled by hand and the clasp is tested for everyday wear.',
  Earrings: 'Light on the ear, with secure screw backs and hand-polished settings.',
  'Bangles & Bracelets': 'Hand-finished edges, balanced weight and a smooth inner surface.',
  Pendants: 'Hung on a matching chain, with a bail that lets the piece sit flat.',
  'Nose Pins': 'A secure screw fitting, polished smooth for all-day comfort.',
};

/** "rubies", "diamonds", "kundan stones": kundan and polki are settings of stones, not stones. */
function stonesOf(gemstone: string): string {
  const stone = gemstone.toLowerCase();
  if (stone === 'kundan' || stone === 'polki') return `${stone} stones`;
  return stone.endsWith('y') ? `${stone.slice(0, -1)}ies` : `${stone}s`;
}

export function describeDemo([name, kind, , metal, purity, gemstone, grams]: DemoProduct): string {
  const material = `${purity} ${metal.toLowerCase()}`;
  const stone = gemstone ? ` set with ${stonesOf(gemstone)}` : '';
  return `${name}, crafted in ${material}${stone}, weighing about ${grams} g. ${CRAFT[kind]} Comes with a certificate of authenticity${metal === 'Gold' || metal === 'Rose Gold' ? ' and the BIS hallmark' : ''}, in our signature gift box.`;
}
