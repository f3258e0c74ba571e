import type { CertificateInput, VariantCertificate } from '#contract/certificates.ts';

export type CertificateKind = CertificateInput['kind'];

/** One piece's hallmark or lab certificate as typed; a sold one is shown and never sent. */
export type CertificateDraft = {
  key: string;
  kind: CertificateKind;
  lab: string;
  number: string;
  carat: string;
  colour: string;
  clarity: string;
  cut: string;
  pdfUrl: string;
  isSold: boolean;
};

export const CERTIFICATE_KIND_OPTIONS: readonly { value: CertificateKind; label: string }[] = [
  { value: 'huid', label: 'HUID (hallmark)' },
  { value: 'lab', label: 'Lab certificate' },
];

let made = 0;
const nextKey = () => `certificate-${++made}`;

export const blankCertificate = (kind: CertificateKind): CertificateDraft => ({
  key: nextKey(),
  kind,
  lab: kind === 'lab' ? 'IGI' : '',
  number: '',
  carat: '',
  colour: '',
  clarity: '',
  cut: '',
  pdfUrl: '',
  isSold: false,
});

export const certificateDrafts = (certificates: readonly VariantCertificate[]) =>
  certificates.map((cert): CertificateDraft => ({
    key: nextKey(),
    kind: cert.kind,
    lab: cert.lab ?? '',
    number: cert.number,
    carat: cert.carat === null ? '' : String(cert.carat),
    colour: cert.colour ?? '',
    clarity: cert.clarity ?? '',
    cut: cert.cut ?? '',
    pdfUrl: cert.pdfUrl ?? '',
    isSold: cert.sold,
  }));

/** A carat as typed: empty is none; text that is not a number goes as it is, for the schema to name. */
function carat(value: string): number | string | null {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  const number = Number(trimmed);
  return Number.isFinite(number) ? number : trimmed;
}

/**
 * The certificates a variant sends: the unsold ones (the server keeps sold ones whatever is sent),
 * a hallmark with its number only.
 */
export const toCertificateInputs = (drafts: readonly CertificateDraft[]): CertificateInput[] =>
  unsoldCertificates(drafts).map((draft) =>
    draft.kind === 'huid'
      ? { kind: 'huid', number: draft.number }
      : {
          kind: 'lab',
          lab: draft.lab,
          number: draft.number,
          carat: carat(draft.carat),
          colour: draft.colour,
          clarity: draft.clarity,
          cut: draft.cut,
          pdfUrl: draft.pdfUrl.trim() || null,
        },
  );

/** The certificates in the order they are sent: their place names their errors. */
export const unsoldCertificates = (drafts: readonly CertificateDraft[]) =>
  drafts.filter((draft) => !draft.isSold);

/** "2 hallmarks, 1 lab certificate (1 sold)" for a variant's summary line. */
export function certificateSummary(drafts: readonly CertificateDraft[]): string {
  const count = (kind: CertificateKind) => drafts.filter((draft) => draft.kind === kind).length;
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  const sold = drafts.filter((draft) => draft.isSold).length;
  if (drafts.length === 0) return 'none yet';
  return (
    [plural(count('huid'), 'hallmark'), plural(count('lab'), 'lab certificate')].join(', ') +
    (sold > 0 ? ` (${sold} sold)` : '')
  );
}
