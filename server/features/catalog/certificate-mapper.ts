import type { Certificate } from '#contract/certificates.ts';
import type { pieceCertificates } from './certificates.tables.ts';

type CertificateRow = Pick<
  typeof pieceCertificates.$inferSelect,
  'kind' | 'lab' | 'number' | 'carat' | 'colour' | 'clarity' | 'cut' | 'pdfUrl'
>;

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

/** How a certificate is named in a message: "HUID AB12CD", "IGI certificate LG61234". */
export const certificateLabel = (cert: Pick<Certificate, 'kind' | 'lab' | 'number'>): string =>
  cert.kind === 'huid' ? `HUID ${cert.number}` : `${cert.lab ?? 'Lab'} certificate ${cert.number}`;
