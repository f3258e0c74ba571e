import type { CertificateWrite } from '#contract/certificates.ts';
import type { Tx } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { AppError } from '../../lib/errors.ts';
import { certificateLabel } from './certificate-mapper.ts';
import {
  type CertificateDetails,
  type CertificateRow,
  createCertificatesRepo,
  type NewCertificateRow,
} from './certificates.repo.ts';
import { invalid } from './product-admin-checks.ts';

/** One variant of a product write and the certificates it lists; undefined keeps the ones it has. */
export type ListedCertificates = { variantId: string; certificates?: CertificateWrite[] };

type Wanted = { variantId: string; cert: CertificateWrite & { lab: string | null } };

/**
 * The identity of a certificate, as the unique index `piece_certificates_number_key` has it, except
 * that a lab's name is compared in any case ("IGI", "igi").
 */
const keyOf = (cert: Pick<CertificateRow, 'kind' | 'lab' | 'number'>) =>
  `${cert.kind}|${cert.kind === 'lab' ? (cert.lab ?? '').toLowerCase() : ''}|${cert.number}`;

const alreadyTaken = (certs: Pick<CertificateRow, 'kind' | 'lab' | 'number'>[]) =>
  new AppError(
    'CONFLICT',
    `Another piece already has ${certs.map(certificateLabel).join(', ')}: a hallmark or certificate belongs to one piece`,
  );

/** The listed certificates, each once across the product (a HUID has no lab). */
function wantedOf(listed: ListedCertificates[]): Wanted[] {
  const seen = new Set<string>();
  return listed.flatMap(({ variantId, certificates }, index) =>
    (certificates ?? []).map((given, position) => {
      const cert = { ...given, lab: given.kind === 'huid' ? null : given.lab };
      const key = keyOf(cert);
      if (seen.has(key))
        throw invalid(
          `variants.${index}.certificates.${position}.number`,
          `${certificateLabel(cert)} is listed twice`,
        );
      seen.add(key);
      return { variantId, cert };
    }),
  );
}

const detailsOf = ({ variantId, cert }: Wanted): CertificateDetails => ({
  variantId,
  carat: cert.carat ?? null,
  colour: cert.colour,
  clarity: cert.clarity,
  cut: cert.cut,
  pdfUrl: cert.pdfUrl,
});

const isSame = (row: CertificateRow, details: CertificateDetails) =>
  (Object.keys(details) as (keyof CertificateDetails)[]).every((key) =>
    key === 'carat'
      ? (row.carat === null ? null : Number(row.carat)) === details.carat
      : row[key] === details[key],
  );

type Plan = {
  fresh: NewCertificateRow[];
  changed: { id: string; details: CertificateDetails }[];
  kept: Set<string>;
  taken: CertificateRow[];
};

/** What each listed certificate means, given the ones with its number the shop already has. */
function planOf(productId: string, wanted: Wanted[], known: Map<string, CertificateRow>): Plan {
  const plan: Plan = { fresh: [], changed: [], kept: new Set(), taken: [] };
  for (const one of wanted) {
    const row = known.get(keyOf(one.cert));
    const details = detailsOf(one);
    if (!row) {
      const { kind, number, lab } = one.cert;
      plan.fresh.push({ id: newId(), productId, kind, number, lab, ...details });
    } else if (row.soldItemId !== null) {
      if (row.variantId !== one.variantId) plan.taken.push(row);
    } else if (row.productId !== productId) {
      plan.taken.push(row);
    } else {
      plan.kept.add(row.id);
      if (!isSame(row, details)) plan.changed.push({ id: row.id, details });
    }
  }
  return plan;
}

/**
 * Makes the unsold certificates of each variant that lists some exactly its list. Sold ones are the
 * record of a sale: never changed or deleted, and listing one again keeps it as it is. A certificate
 * the product has on another unsold variant moves; one that another product has, or that was sold
 * with another piece, is a 409 naming it.
 */
export async function saveCertificates(
  tx: Tx,
  productId: string,
  listed: ListedCertificates[],
): Promise<void> {
  const given = listed.filter((variant) => variant.certificates !== undefined);
  if (given.length === 0) return;
  const wanted = wantedOf(listed);
  const repo = createCertificatesRepo(tx);
  const numbers = [...new Set(wanted.map(({ cert }) => cert.number))];
  const known = new Map((await repo.findByNumbers(numbers)).map((row) => [keyOf(row), row]));
  const { fresh, changed, kept, taken } = planOf(productId, wanted, known);
  if (taken.length > 0) throw alreadyTaken(taken);
  const current = await repo.findByVariants(
    given.map((variant) => variant.variantId),
    { withSold: false },
  );
  await repo.deleteUnsold(current.filter((row) => !kept.has(row.id)).map((row) => row.id));
  for (const { id, details } of changed) await repo.update(id, details);
  // A number saved for another piece since it was looked up above is skipped by the unique index.
  const written = await repo.insertNew(fresh);
  const lost = fresh.filter((row) => !written.has(row.id));
  if (lost.length > 0) throw alreadyTaken(lost);
}

/** The unsold certificates of variants being removed go with them; sold ones stay, for the sale. */
export async function dropUnsoldCertificates(tx: Tx, variantIds: string[]): Promise<void> {
  if (variantIds.length === 0) return;
  const repo = createCertificatesRepo(tx);
  const unsold = await repo.findByVariants(variantIds, { withSold: false });
  await repo.deleteUnsold(unsold.map((row) => row.id));
}
