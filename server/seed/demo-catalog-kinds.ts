import type { ArtShape } from './jewellery-art.ts';

export const DEMO_KINDS = [
  {
    name: 'Rings',
    shape: 'ring',
    description: 'Solitaires, bands and cocktail rings for every finger.',
  },
  { name: 'Necklaces', shape: 'necklace', description: 'Chokers, haars and layered chains.' },
  { name: 'Earrings', shape: 'earrings', description: 'Jhumkas, studs, chandbalis and drops.' },
  {
    name: 'Bangles & Bracelets',
    shape: 'bangle',
    description: 'Kadas, bangles and delicate bracelets.',
  },
  { name: 'Pendants', shape: 'pendant', description: 'Pendants to wear close to the heart.' },
  { name: 'Nose Pins', shape: 'nosepin', description: 'Nose pins and nath in gold and diamond.' },
] as const satisfies readonly { name: string; shape: ArtShape; description: string }[];

export const DEMO_COLLECTIONS = [
  { name: 'Gold', description: 'BIS hallmarked 22K and 18K gold.' },
  { name: 'Diamond', description: 'Certified natural diamonds set in gold and platinum.' },
  { name: 'Silver', description: '925 sterling silver, oxidised and bright.' },
  { name: 'Platinum', description: 'Pt 950 platinum for pieces that last generations.' },
  { name: 'Bridal', description: 'Heirloom sets for the wedding day and after.' },
  { name: 'Kundan & Polki', description: 'Rajasthani craft of uncut stones set in gold foil.' },
] as const;

export type Kind = (typeof DEMO_KINDS)[number]['name'];
export type Collection = (typeof DEMO_COLLECTIONS)[number]['name'];

/** name, kind, collection, metal, purity, gemstone, grams, price in rupees, stock */
export type DemoProduct = [
  string,
  Kind,
  Collection,
  string,
  string,
  string | null,
  number,
  number,
  number,
];

/** A demo product without its kind: DEMO_PIECES lists them under their kind. */
export type Piece = [string, Collection, string, string, string | null, number, number, number];
