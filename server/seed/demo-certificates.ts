import { createHash } from 'node:crypto';
import { newId } from '../db/ids.ts';
import type { NewCertificateRow } from '../features/catalog/certificates.repo.ts';
import type { Kind } from './demo-catalog-kinds.ts';

type DemoVariant = { id: string; productId: string; sku: string; stock: number };
type DemoFacts = { name: string; kind: Kind; metal: string; gemstone: string | null };

const ALPHANUMERIC = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const COLOURS = ['D', 'E', 'F', 'G', 'H'];
const CLARITIES = ['VVS1', 'VVS2', 'VS1', 'VS2'];
const CARATS: Partial<Record<Kind, number[]>> = {
  Rings: [0.5, 0.7, 0.9, 1.01],
  Earrings: [0.5, 0.6, 0.8],
  Pendants: [0.3, 0.4, 0.5],
};

/** The same bytes for the same piece on every seeding, so the demo's numbers never change. */
const digest = (seed: string) => createHash('sha256').update(seed).digest();

/** A HUID such as "7XK2MN": six letters or digits, like the ones BIS assigns. */
const huidFor = (seed: string) =>
  [...digest(seed).subarray(0, 6)].map((byte) => ALPHANUMERIC[byte % 36]).join('');

/** An IGI report number: nine digits, as IGI prints on its natural diamond reports. */
const igiNumberFor = (seed: string) =>
  String(500_000_000 + (digest(seed).readUInt32BE(0) % 100_000_000));

/** Engraved pieces, nose pins and earrings are not returnable, as the demo's policy says. */
export const isReturnableKind = (kind: Kind): boolean =>
  kind !== 'Earrings' && kind !== 'Nose Pins';

/** Gold is hallmarked by law; the demo's solitaires come with an IGI report. */
const isGold = (metal: string) => /\bgold\b/i.test(metal);
const isSolitaire = ({ name, gemstone }: DemoFacts) =>
  gemstone === 'Diamond' && /solitaire/i.test(name);

/**
 * The certificates of the demo's pieces in stock, one per piece: a HUID for every gold piece and an
 * IGI report for every solitaire diamond, so the hallmarks and certificates the demo promises exist
 * and can be checked on /verify. `taken` keeps every number once across the demo.
 */
export function demoCertificates(
  piece: DemoFacts,
  variants: DemoVariant[],
  taken: Set<string>,
): NewCertificateRow[] {
  const unique = (make: (seed: string) => string, seed: string) => {
    let number = make(seed);
    for (let retry = 1; taken.has(number); retry++) number = make(`${seed}~${retry}`);
    taken.add(number);
    return number;
  };
  const carats = CARATS[piece.kind] ?? [0.5];
  return variants.flatMap((variant) =>
    Array.from({ length: variant.stock }, (_, unit): NewCertificateRow[] => {
      const seed = `${variant.sku}#${unit + 1}`;
      const common = { productId: variant.productId, variantId: variant.id, pdfUrl: null };
      const none = { lab: null, carat: null, colour: null, clarity: null, cut: null };
      const hallmark = isGold(piece.metal)
        ? [
            {
              ...common,
              ...none,
              id: newId(),
              kind: 'huid' as const,
              number: unique(huidFor, seed),
            },
          ]
        : [];
      const bytes = digest(`igi:${seed}`);
      const report = isSolitaire(piece)
        ? [
            {
              ...common,
              id: newId(),
              kind: 'lab' as const,
              lab: 'IGI',
              number: unique(igiNumberFor, `igi:${seed}`),
              carat: carats[bytes[0]! % carats.length]!,
              colour: COLOURS[bytes[1]! % COLOURS.length]!,
              clarity: CLARITIES[bytes[2]! % CLARITIES.length]!,
              cut: bytes[3]! % 3 === 0 ? 'Very Good' : 'Excellent',
            },
          ]
        : [];
      return [...hallmark, ...report];
    }).flat(),
  );
}
