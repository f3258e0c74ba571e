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

type Kind = (typeof DEMO_KINDS)[number]['name'];
type Collection = (typeof DEMO_COLLECTIONS)[number]['name'];

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

const RING_SIZES = '10, 12, 14, 16, 18, 20';
const BANGLE_SIZES = '2.4, 2.6, 2.8';
export const sizesFor = (kind: Kind): string | undefined =>
  kind === 'Rings' ? RING_SIZES : kind === 'Bangles & Bracelets' ? BANGLE_SIZES : undefined;

export const DEMO_PRODUCTS: DemoProduct[] = [
  [
    'Solitaire Diamond Engagement Ring',
    'Rings',
    'Diamond',
    'Platinum',
    'Pt 950',
    'Diamond',
    4.1,
    185000,
    6,
  ],
  ['Classic Gold Band', 'Rings', 'Gold', 'Gold', '22K', null, 3.6, 24500, 25],
  ['Ruby Navratna Cocktail Ring', 'Rings', 'Gold', 'Gold', '22K', 'Ruby', 6.8, 68500, 3],
  ['Emerald Halo Ring', 'Rings', 'Diamond', 'Gold', '18K', 'Emerald', 4.4, 94000, 4],
  ['Oxidised Silver Statement Ring', 'Rings', 'Silver', 'Silver', '925', null, 8.2, 2450, 40],
  ['Rose Gold Infinity Ring', 'Rings', 'Gold', 'Rose Gold', '18K', 'Diamond', 2.9, 32500, 12],
  ['Kundan Floral Ring', 'Rings', 'Kundan & Polki', 'Gold', '22K', 'Kundan', 7.5, 54000, 2],
  ['Platinum Couple Band', 'Rings', 'Platinum', 'Platinum', 'Pt 950', null, 6.2, 72000, 9],
  ['Sapphire Eternity Ring', 'Rings', 'Diamond', 'Gold', '18K', 'Sapphire', 3.8, 88000, 0],
  ['Polki Bridal Statement Ring', 'Rings', 'Bridal', 'Gold', '22K', 'Polki', 9.1, 112000, 1],
  ['Silver Toe Ring Pair', 'Rings', 'Silver', 'Silver', '925', null, 4.0, 1250, 60],
  ['Kundan Bridal Choker', 'Necklaces', 'Bridal', 'Gold', '22K', 'Kundan', 62.5, 465000, 2],
  ['Temple Lakshmi Haar', 'Necklaces', 'Gold', 'Gold', '22K', 'Ruby', 48.0, 352000, 3],
  ['Diamond Rivière Necklace', 'Necklaces', 'Diamond', 'Gold', '18K', 'Diamond', 22.4, 398000, 2],
  ['Pearl Layered Necklace', 'Necklaces', 'Silver', 'Silver', '925', 'Pearl', 34.0, 8900, 18],
  ['Polki Rani Haar', 'Necklaces', 'Kundan & Polki', 'Gold', '22K', 'Polki', 88.0, 695000, 1],
  ['Gold Rope Chain', 'Necklaces', 'Gold', 'Gold', '22K', null, 15.2, 104000, 14],
  ['Emerald Drop Necklace', 'Necklaces', 'Diamond', 'Gold', '18K', 'Emerald', 18.6, 276000, 4],
  ['Platinum Link Chain', 'Necklaces', 'Platinum', 'Platinum', 'Pt 950', null, 12.0, 118000, 7],
  ['Oxidised Silver Tribal Necklace', 'Necklaces', 'Silver', 'Silver', '925', null, 56.0, 6800, 22],
  ['Antique Coin Necklace', 'Necklaces', 'Gold', 'Gold', '22K', null, 38.5, 268000, 0],
  ['Bridal Mangalsutra Set', 'Necklaces', 'Bridal', 'Gold', '22K', 'Diamond', 14.8, 128000, 5],
  ['Diamond Jhumka Earrings', 'Earrings', 'Diamond', 'Gold', '18K', 'Diamond', 9.8, 125000, 4],
  ['Gold Temple Jhumkas', 'Earrings', 'Gold', 'Gold', '22K', 'Ruby', 14.2, 98000, 8],
  [
    'Kundan Chandbali Earrings',
    'Earrings',
    'Kundan & Polki',
    'Gold',
    '22K',
    'Kundan',
    18.5,
    132000,
    3,
  ],
  [
    'Solitaire Diamond Studs',
    'Earrings',
    'Diamond',
    'Platinum',
    'Pt 950',
    'Diamond',
    2.4,
    142000,
    6,
  ],
  ['Pearl Drop Earrings', 'Earrings', 'Silver', 'Silver', '925', 'Pearl', 6.5, 3200, 30],
  ['Rose Gold Hoop Earrings', 'Earrings', 'Gold', 'Rose Gold', '18K', null, 4.6, 36500, 15],
  ['Oxidised Silver Jhumkas', 'Earrings', 'Silver', 'Silver', '925', null, 16.0, 2150, 45],
  ['Polki Bridal Earrings', 'Earrings', 'Bridal', 'Gold', '22K', 'Polki', 22.0, 186000, 2],
  ['Emerald Cluster Studs', 'Earrings', 'Diamond', 'Gold', '18K', 'Emerald', 3.9, 58000, 0],
  ['Sapphire Halo Drops', 'Earrings', 'Diamond', 'Gold', '18K', 'Sapphire', 5.2, 76000, 5],
  [
    'Platinum Diamond Huggies',
    'Earrings',
    'Platinum',
    'Platinum',
    'Pt 950',
    'Diamond',
    3.1,
    64000,
    10,
  ],
  ['Antique Gold Kada', 'Bangles & Bracelets', 'Gold', 'Gold', '22K', null, 32.0, 224000, 5],
  [
    'Diamond Tennis Bracelet',
    'Bangles & Bracelets',
    'Diamond',
    'Gold',
    '18K',
    'Diamond',
    11.5,
    215000,
    3,
  ],
  [
    'Kundan Bridal Bangles (Pair)',
    'Bangles & Bracelets',
    'Bridal',
    'Gold',
    '22K',
    'Kundan',
    46.0,
    335000,
    2,
  ],
  ['Silver Cuff Bracelet', 'Bangles & Bracelets', 'Silver', 'Silver', '925', null, 28.0, 4200, 25],
  [
    'Gold Filigree Bangles (Set of 4)',
    'Bangles & Bracelets',
    'Gold',
    'Gold',
    '22K',
    null,
    40.0,
    282000,
    4,
  ],
  ['Ruby Studded Bangle', 'Bangles & Bracelets', 'Gold', 'Gold', '22K', 'Ruby', 21.0, 158000, 0],
  [
    'Platinum Men’s Bracelet',
    'Bangles & Bracelets',
    'Platinum',
    'Platinum',
    'Pt 950',
    null,
    24.0,
    189000,
    6,
  ],
  [
    'Rose Gold Charm Bracelet',
    'Bangles & Bracelets',
    'Gold',
    'Rose Gold',
    '18K',
    'Topaz',
    7.2,
    52000,
    11,
  ],
  ['Polki Kada', 'Bangles & Bracelets', 'Kundan & Polki', 'Gold', '22K', 'Polki', 35.5, 298000, 1],
  [
    'Oxidised Silver Bangles (Set of 6)',
    'Bangles & Bracelets',
    'Silver',
    'Silver',
    '925',
    null,
    60.0,
    3600,
    35,
  ],
  ['Pearl Bracelet', 'Bangles & Bracelets', 'Silver', 'Silver', '925', 'Pearl', 12.0, 2800, 20],
  ['Om Gold Pendant', 'Pendants', 'Gold', 'Gold', '22K', null, 3.2, 21500, 30],
  ['Diamond Heart Pendant', 'Pendants', 'Diamond', 'Gold', '18K', 'Diamond', 2.8, 46500, 9],
  ['Emerald Teardrop Pendant', 'Pendants', 'Diamond', 'Gold', '18K', 'Emerald', 3.4, 54000, 4],
  ['Ganesha Temple Pendant', 'Pendants', 'Gold', 'Gold', '22K', 'Ruby', 6.5, 46000, 7],
  ['Silver Evil Eye Pendant', 'Pendants', 'Silver', 'Silver', '925', 'Sapphire', 3.0, 1450, 50],
  [
    'Platinum Solitaire Pendant',
    'Pendants',
    'Platinum',
    'Platinum',
    'Pt 950',
    'Diamond',
    2.2,
    98000,
    5,
  ],
  ['Kundan Pendant Set', 'Pendants', 'Kundan & Polki', 'Gold', '22K', 'Kundan', 12.0, 92000, 3],
  ['Pearl Pendant on Chain', 'Pendants', 'Silver', 'Silver', '925', 'Pearl', 4.5, 2350, 0],
  ['Rose Gold Initial Pendant', 'Pendants', 'Gold', 'Rose Gold', '18K', null, 1.9, 14500, 24],
  ['Bridal Polki Pendant', 'Pendants', 'Bridal', 'Gold', '22K', 'Polki', 15.5, 142000, 2],
  ['Sapphire Star Pendant', 'Pendants', 'Diamond', 'Gold', '18K', 'Sapphire', 2.6, 38500, 8],
  ['Diamond Nose Pin', 'Nose Pins', 'Diamond', 'Gold', '18K', 'Diamond', 0.4, 8900, 20],
  ['Gold Flower Nose Pin', 'Nose Pins', 'Gold', 'Gold', '22K', null, 0.5, 3900, 35],
  ['Kundan Bridal Nath', 'Nose Pins', 'Bridal', 'Gold', '22K', 'Kundan', 6.0, 48000, 2],
  ['Silver Nose Ring', 'Nose Pins', 'Silver', 'Silver', '925', null, 0.8, 450, 80],
  ['Ruby Nose Pin', 'Nose Pins', 'Gold', 'Gold', '22K', 'Ruby', 0.6, 6200, 0],
  ['Polki Nath with Pearls', 'Nose Pins', 'Kundan & Polki', 'Gold', '22K', 'Polki', 5.2, 39500, 3],
  [
    'Platinum Diamond Nose Stud',
    'Nose Pins',
    'Platinum',
    'Platinum',
    'Pt 950',
    'Diamond',
    0.5,
    12500,
    12,
  ],
  ['Emerald Nose Pin', 'Nose Pins', 'Diamond', 'Gold', '18K', 'Emerald', 0.5, 9800, 6],
  ['Rose Gold Nose Pin', 'Nose Pins', 'Gold', 'Rose Gold', '18K', 'Diamond', 0.4, 7600, 15],
  ['Pearl Nose Pin', 'Nose Pins', 'Silver', 'Silver', '925', 'Pearl', 0.6, 650, 40],
];

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
