import sharp from 'sharp';

export type ArtShape = 'ring' | 'necklace' | 'earrings' | 'bangle' | 'pendant' | 'nosepin';
export type ArtSpec = { shape: ArtShape; metal: string; gem: string | null; seed: number };

const METAL_COLOURS: Record<string, [string, string, string]> = {
  gold: ['#f6e27a', '#d4af37', '#9c7a1c'],
  'rose gold': ['#f7c6b5', '#d99a85', '#a8654f'],
  silver: ['#f4f4f6', '#c4c6cc', '#8a8d94'],
  platinum: ['#f1f3f5', '#cfd4da', '#8f969e'],
};
const GEM_COLOURS: Record<string, [string, string]> = {
  diamond: ['#ffffff', '#bfe3f2'],
  ruby: ['#ff4d6d', '#9b111e'],
  emerald: ['#5fd38d', '#046307'],
  sapphire: ['#6fa8ff', '#0f52ba'],
  pearl: ['#fffdf5', '#e6dcc3'],
  kundan: ['#fff4c2', '#e0b84c'],
  polki: ['#fffaf0', '#d9cba3'],
  topaz: ['#ffd08a', '#d98c1c'],
};
const BACKGROUNDS = ['#f7f1e8', '#f4ede4', '#efe7dc', '#f6f0ea', '#f2ece6'];

const gem = (cx: number, cy: number, r: number) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#gem)" stroke="url(#metal)" stroke-width="${r / 3}"/>` +
  `<circle cx="${cx - r / 3}" cy="${cy - r / 3}" r="${r / 4}" fill="#fff" opacity="0.8"/>`;

function drawing({ shape, gem: stone, seed }: ArtSpec): string {
  const g = stone ? gem : () => '';
  switch (shape) {
    case 'ring':
      return `<ellipse cx="400" cy="470" rx="190" ry="170" fill="none" stroke="url(#metal)" stroke-width="34"/>${stone ? gem(400, 290, 62) : '<rect x="340" y="280" width="120" height="40" rx="20" fill="url(#metal)"/>'}`;
    case 'necklace': {
      const beads = Array.from({ length: 15 }, (_, i) => {
        const t = Math.PI * (0.1 + (0.8 * i) / 14);
        return `<circle cx="${400 - 300 * Math.cos(t)}" cy="${180 + 330 * Math.sin(t)}" r="${14 + (i % 2) * 6}" fill="url(#metal)"/>`;
      }).join('');
      return `<path d="M90 180 Q400 760 710 180" fill="none" stroke="url(#metal)" stroke-width="10"/>${beads}${g(400, 560, 58)}`;
    }
    case 'earrings':
      return [280, 520]
        .map(
          (x) =>
            `<circle cx="${x}" cy="220" r="26" fill="url(#metal)"/><rect x="${x - 5}" y="240" width="10" height="110" fill="url(#metal)"/><path d="M${x - 80} 420 Q${x} 280 ${x + 80} 420 Q${x} 560 ${x - 80} 420Z" fill="url(#metal)"/>${g(x, 430, 36)}`,
        )
        .join('');
    case 'bangle':
      return `<circle cx="400" cy="400" r="230" fill="none" stroke="url(#metal)" stroke-width="46"/><circle cx="400" cy="400" r="230" fill="none" stroke="#fff" stroke-width="4" stroke-dasharray="${8 + (seed % 5) * 4} 18" opacity="0.55"/>${stone ? [0, 1, 2, 3, 4, 5].map((i) => gem(400 + 230 * Math.cos((i * Math.PI) / 3), 400 + 230 * Math.sin((i * Math.PI) / 3), 20)).join('') : ''}`;
    case 'pendant':
      return `<path d="M150 120 Q400 600 650 120" fill="none" stroke="url(#metal)" stroke-width="8"/><path d="M400 360 L500 500 L400 660 L300 500Z" fill="url(#metal)"/>${g(400, 505, 52)}`;
    case 'nosepin':
      return `<circle cx="400" cy="400" r="120" fill="url(#metal)"/>${[0, 1, 2, 3, 4, 5, 6, 7].map((i) => `<circle cx="${400 + 150 * Math.cos((i * Math.PI) / 4)}" cy="${400 + 150 * Math.sin((i * Math.PI) / 4)}" r="26" fill="url(#metal)"/>`).join('')}${g(400, 400, 70)}`;
  }
}

/** A piece of jewellery drawn as SVG on a plain background and rendered to PNG: nothing downloaded. */
export async function renderJewellery(spec: ArtSpec, size = 800): Promise<Buffer> {
  const [light, mid, dark] = METAL_COLOURS[spec.metal.toLowerCase()] ?? METAL_COLOURS.gold!;
  const [gemLight, gemDark] =
    GEM_COLOURS[spec.gem?.toLowerCase() ?? 'diamond'] ?? GEM_COLOURS.diamond!;
  const background = BACKGROUNDS[spec.seed % BACKGROUNDS.length]!;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 800 800">
<defs>
<linearGradient id="metal" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="0.5" stop-color="${mid}"/><stop offset="1" stop-color="${dark}"/></linearGradient>
<radialGradient id="gem" cx="0.4" cy="0.35" r="0.7"><stop offset="0" stop-color="${gemLight}"/><stop offset="1" stop-color="${gemDark}"/></radialGradient>
<radialGradient id="glow" cx="0.5" cy="0.45" r="0.6"><stop offset="0" stop-color="#ffffff" stop-opacity="0.9"/><stop offset="1" stop-color="${background}" stop-opacity="0"/></radialGradient>
</defs>
<rect width="800" height="800" fill="${background}"/><rect width="800" height="800" fill="url(#glow)"/>
<ellipse cx="400" cy="720" rx="260" ry="22" fill="#000" opacity="0.06"/>
<g transform="rotate(${(spec.seed % 7) - 3} 400 400)">${drawing(spec)}</g>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
