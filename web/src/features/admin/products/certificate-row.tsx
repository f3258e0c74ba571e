import { Trash2 } from 'lucide-react';
import { ICON_BUTTON_CLASS } from '#web/components/ui/button-styles.ts';
import { CellInput, CellSelect } from '../components/cell-input.tsx';
import { CERTIFICATE_KIND_OPTIONS, type CertificateDraft } from './certificate-draft.ts';

export type Errors = Readonly<Record<string, string>>;
type TextKey = 'lab' | 'number' | 'carat' | 'colour' | 'clarity' | 'cut' | 'pdfUrl';

const CELL = 'px-2 py-2 align-top';
export const LAB_FIELDS: [TextKey, string, string][] = [
  ['carat', 'Carat', 'w-20'],
  ['colour', 'Colour', 'w-20'],
  ['clarity', 'Clarity', 'w-24'],
  ['cut', 'Cut', 'w-28'],
  ['pdfUrl', 'PDF address', 'min-w-48'],
];

type RowProps = {
  draft: CertificateDraft;
  /** How its inputs are named: "HUID 2 of size 14", by its place in the variant's list. */
  what: string;
  /** Where its errors are (`variants.0.certificates.2`); none for a sold one, which is not sent. */
  errorPath: string | undefined;
  errors: Errors;
  onChange: (patch: Partial<CertificateDraft>) => void;
  onRemove: () => void;
};

/** A sold piece's certificate: the record of the sale, shown as it is. */
export function SoldRow({ draft }: { draft: CertificateDraft }) {
  const details = [draft.carat && `${draft.carat} ct`, draft.colour, draft.clarity, draft.cut];
  return (
    <tr className="border-t border-line text-muted">
      <td className={CELL}>{draft.kind === 'huid' ? 'HUID' : 'Lab'}</td>
      <td className={CELL}>{draft.kind === 'lab' ? draft.lab : '—'}</td>
      <td className={`${CELL} font-medium text-ink`}>{draft.number}</td>
      <td className={CELL} colSpan={LAB_FIELDS.length}>
        {details.filter(Boolean).join(', ')}
      </td>
      <td className={CELL}>
        <span className="label-caps text-accent">Sold</span>
      </td>
    </tr>
  );
}

/** An unsold piece's certificate: every field typed, the lab's only for a lab certificate. */
export function CertificateRow({ draft, what, errorPath, errors, onChange, onRemove }: RowProps) {
  const input = (field: TextKey, label: string, className = '') => (
    <CellInput
      label={`${label} for ${what}`}
      value={draft[field]}
      className={className}
      inputMode={field === 'carat' ? 'decimal' : 'text'}
      error={errorPath && errors[`${errorPath}.${field}`]}
      onChange={(event) => onChange({ [field]: event.target.value })}
    />
  );
  const isLab = draft.kind === 'lab';
  return (
    <tr className="border-t border-line">
      <td className={`${CELL} min-w-40`}>
        <CellSelect
          label={`Kind for ${what}`}
          value={draft.kind}
          options={CERTIFICATE_KIND_OPTIONS}
          onChange={(kind) => onChange({ kind })}
        />
      </td>
      <td className={`${CELL} w-24`}>{isLab ? input('lab', 'Lab') : '—'}</td>
      <td className={`${CELL} min-w-36`}>{input('number', 'Number')}</td>
      {LAB_FIELDS.map(([field, label, width]) => (
        <td key={field} className={`${CELL} ${width}`}>
          {isLab ? input(field, label) : '—'}
        </td>
      ))}
      <td className={CELL}>
        <button
          type="button"
          className={ICON_BUTTON_CLASS}
          aria-label={`Remove ${what}`}
          onClick={onRemove}
        >
          <Trash2 size={16} aria-hidden />
        </button>
      </td>
    </tr>
  );
}
