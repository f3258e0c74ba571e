import { sql } from 'drizzle-orm';
import { SHOP_TIME_ZONE } from '#contract/config.ts';
import type { Tx } from '../../db/client.ts';
import { documentCounters } from './billing.tables.ts';
import { financialYearOf } from './tax-split.ts';

export type DocumentKind = 'invoice' | 'credit_note';
export type DocumentNumber = {
  series: string;
  financialYear: string;
  sequence: number;
  /** `KJ/2026-27/000123`, or `KJ/CN/2026-27/000007` for a credit note (DESIGN §8). */
  number: string;
};

/**
 * The next number of a series in the financial year of `issuedAt`, taken inside the issuing
 * transaction (ADR 013): the counter row stays locked until that transaction ends, so concurrent
 * issuers on any process queue up behind it, and a rollback hands the number back.
 */
export async function takeDocumentNumber(
  tx: Tx,
  prefix: string,
  kind: DocumentKind,
  issuedAt: Date,
): Promise<DocumentNumber> {
  const series = kind === 'invoice' ? prefix : `${prefix}/CN`;
  const financialYear = financialYearOf(issuedAt, SHOP_TIME_ZONE);
  const [row] = await tx
    .insert(documentCounters)
    .values({ series, financialYear, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [documentCounters.series, documentCounters.financialYear],
      set: { lastNumber: sql`${documentCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: documentCounters.lastNumber });
  const sequence = row!.lastNumber;
  return {
    series,
    financialYear,
    sequence,
    number: `${series}/${financialYear}/${String(sequence).padStart(6, '0')}`,
  };
}
