import type { Certificate, VariantCertificate } from '#contract/certificates.ts';
import type { CertificateRow } from './certificates.repo.ts';

export const toCertificate = (row: CertificateRow): Certificate => ({
  kind: row.kind,
  lab: row.lab,
  number: row.number,
  carat: row.carat === null ? null : Number(row.carat),
  colour: row.colour,
  clarity: row.clarity,
  cut: row.cut,
  pdfUrl: row.pdfUrl,
});

export const toVariantCertificate = (row: CertificateRow): VariantCertificate => ({
  ...toCertificate(row),
  sold: row.soldItemId !== null,
});

/** Each variant's certificates, hallmarks first, then oldest first (the order checkout takes them). */
export function certificatesByVariant(
  rows: CertificateRow[],
): ReadonlyMap<string, VariantCertificate[]> {
  const byVariant = new Map<string, VariantCertificate[]>();
  const sorted = [...rows].sort((a, b) => a.kind.localeCompare(b.kind));
  for (const row of sorted) {
    if (!row.variantId) continue;
    const list = byVariant.get(row.variantId) ?? [];
    list.push(toVariantCertificate(row));
    byVariant.set(row.variantId, list);
  }
  return byVariant;
}

/** How a certificate is named in a message: "HUID AB12CD", "IGI certificate LG61234". */
export const certificateLabel = (cert: Pick<Certificate, 'kind' | 'lab' | 'number'>): string =>
  cert.kind === 'huid' ? `HUID ${cert.number}` : `${cert.lab ?? 'Lab'} certificate ${cert.number}`;
