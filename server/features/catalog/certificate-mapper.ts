import type { Certificate, VariantCertificate } from '#contract/certificates.ts';
import type { CertificateJson } from './product-details.repo.ts';

export const toCertificate = (row: Omit<CertificateJson, 'soldItemId'>): Certificate => ({
  kind: row.kind,
  lab: row.lab,
  number: row.number,
  carat: row.carat === null ? null : Number(row.carat),
  colour: row.colour,
  clarity: row.clarity,
  cut: row.cut,
  pdfUrl: row.pdfUrl,
});

export const toVariantCertificate = (row: CertificateJson): VariantCertificate => ({
  ...toCertificate(row),
  sold: row.soldItemId !== null,
});

/** How a certificate is named in a message: "HUID AB12CD", "IGI certificate LG61234". */
export const certificateLabel = (cert: Pick<Certificate, 'kind' | 'lab' | 'number'>): string =>
  cert.kind === 'huid' ? `HUID ${cert.number}` : `${cert.lab ?? 'Lab'} certificate ${cert.number}`;
