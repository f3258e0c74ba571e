import type { Certificate } from '#contract/certificates.ts';
import type { Tx } from '../../db/client.ts';
import { toCertificate } from './certificate-mapper.ts';
import { type CertificateRow, createCertificatesRepo } from './certificates.repo.ts';

/** An order line as it is written: its id, the variant it takes and how many pieces. */
export type SoldLine = { id: string; variantId?: string | null; quantity: number };

/**
 * Gives each order line the certificates of the pieces it takes, inside the checkout transaction:
 * up to `quantity` unsold hallmarks and as many lab certificates of its variant, oldest first, marked
 * sold with the line's id. Answers the lines with `certificates` copied as they are now. Call it after
 * the stock is taken (the variant rows are locked then) and before the lines are written.
 */
export async function assignCertificates<Line extends SoldLine>(
  tx: Tx,
  lines: Line[],
): Promise<(Line & { certificates: Certificate[] })[]> {
  const repo = createCertificatesRepo(tx);
  const variantIds = [...new Set(lines.flatMap((line) => line.variantId ?? []))];
  // Most pieces carry none: one look first, locks only where there is something to take.
  const kinds = variantIds.length === 0 ? [] : await repo.findUnsoldKinds(variantIds);
  const assigned: (Line & { certificates: Certificate[] })[] = [];
  for (const line of lines) {
    const taken: CertificateRow[] = [];
    const variantId = line.variantId;
    const wanted = kinds
      .filter((one) => variantId && one.variantId === variantId)
      .map((one) => one.kind)
      .sort();
    for (const kind of wanted)
      taken.push(...(await repo.lockUnsold(variantId!, kind, line.quantity)));
    await repo.markSold(
      taken.map((row) => row.id),
      line.id,
    );
    assigned.push({ ...line, certificates: taken.map(toCertificate) });
  }
  return assigned;
}

/**
 * Puts the certificates of order lines back with the pieces in stock (a cancelled order, a return
 * restocked), inside the caller's transaction.
 */
export async function releaseCertificates(tx: Tx, orderItemIds: string[]): Promise<void> {
  await createCertificatesRepo(tx).release(orderItemIds);
}
