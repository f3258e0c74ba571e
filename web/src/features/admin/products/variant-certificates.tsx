import { Plus } from 'lucide-react';
import { useState } from 'react';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { ScrollRegion } from '../components/scroll-region.tsx';
import {
  blankCertificate,
  type CertificateDraft,
  type CertificateKind,
  certificateSummary,
  unsoldCertificates,
} from './certificate-draft.ts';
import { CertificateRow, type Errors, LAB_FIELDS, SoldRow } from './certificate-row.tsx';
import type { VariantDraftState } from './use-variant-draft.ts';
import { rowName, type VariantRow } from './variant-model.ts';

const HEAD = 'px-2 py-2 text-left label-caps font-medium whitespace-nowrap text-muted';

type ListProps = {
  row: VariantRow;
  index: number;
  errors: Errors;
  onChange: (c: CertificateDraft[]) => void;
};

/** One variant's certificates, folded away behind a summary unless it has something to fix. */
function VariantCertificateList({ row, index, errors, onChange }: ListProps) {
  const [isOpen, setIsOpen] = useState(false);
  const name = rowName(row);
  const prefix = `variants.${index}.certificates`;
  const hasErrors = Object.keys(errors).some((path) => path.startsWith(`${prefix}.`));
  const sentIndex = new Map(
    unsoldCertificates(row.certificates).map((draft, at) => [draft.key, at]),
  );
  const update = (key: string, patch: Partial<CertificateDraft>) =>
    onChange(row.certificates.map((draft) => (draft.key === key ? { ...draft, ...patch } : draft)));
  const add = (kind: CertificateKind) => {
    setIsOpen(true);
    onChange([...row.certificates, blankCertificate(kind)]);
  };
  return (
    <details
      open={isOpen || hasErrors}
      onToggle={(event) => setIsOpen(event.currentTarget.open)}
      className="border-t border-line pt-3"
    >
      <summary className="cursor-pointer text-sm">
        <span className="font-medium capitalize">{name}</span>
        <span className="text-muted"> · {certificateSummary(row.certificates)}</span>
      </summary>
      {row.certificates.length > 0 && (
        <ScrollRegion label={`Certificates of ${name}`}>
          <table className="mt-2 w-full min-w-[56rem] border-collapse text-sm">
            <caption className="sr-only">Certificates of {name}, one row per piece</caption>
            <thead>
              <tr>
                {['Kind', 'Lab', 'Number', ...LAB_FIELDS.map(([, label]) => label), ''].map(
                  (label) => (
                    <th key={label || 'actions'} scope="col" className={HEAD}>
                      {label || <span className="sr-only">Remove</span>}
                    </th>
                  ),
                )}
              </tr>
            </thead>
            <tbody>
              {row.certificates.map((draft, position) =>
                draft.isSold ? (
                  <SoldRow key={draft.key} draft={draft} />
                ) : (
                  <CertificateRow
                    key={draft.key}
                    draft={draft}
                    what={`${draft.kind === 'huid' ? 'HUID' : 'Lab certificate'} ${position + 1} of ${name}`}
                    errorPath={`${prefix}.${sentIndex.get(draft.key)}`}
                    errors={errors}
                    onChange={(patch) => update(draft.key, patch)}
                    onRemove={() =>
                      onChange(row.certificates.filter((one) => one.key !== draft.key))
                    }
                  />
                ),
              )}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      <div className="mt-2 flex flex-wrap gap-2">
        <button type="button" className={buttonClass('quiet')} onClick={() => add('huid')}>
          <Plus size={16} aria-hidden /> Add a HUID <span className="sr-only">to {name}</span>
        </button>
        <button type="button" className={buttonClass('quiet')} onClick={() => add('lab')}>
          <Plus size={16} aria-hidden /> Add a lab certificate{' '}
          <span className="sr-only">to {name}</span>
        </button>
      </div>
    </details>
  );
}

/**
 * The hallmarks (HUID) and lab certificates of each variant's pieces, one row per piece. A sold
 * piece's certificate is the record of the sale: shown, never changed.
 */
export function VariantCertificates({
  editor,
  errors,
}: {
  editor: VariantDraftState;
  errors: Errors;
}) {
  const sent = editor.rows.filter((row) => !row.isOmitted);
  return (
    <fieldset className="space-y-3 border border-line px-4 pt-2 pb-5">
      <legend className="px-2 text-xl">Certificates</legend>
      <p className="text-sm text-muted">
        One row per piece in stock: its BIS hallmark (HUID, six letters or digits) and any lab
        certificate (IGI, GIA, SGL…). A sale takes one of each with the piece, and anyone can check
        the number on the Verify page.
      </p>
      {sent.map((row, index) => (
        <VariantCertificateList
          key={row.key}
          row={row}
          index={index}
          errors={errors}
          onChange={(certificates) => editor.updateRow(row, { certificates })}
        />
      ))}
    </fieldset>
  );
}
