import type { ComponentProps } from 'react';
import { FieldError } from '#web/components/ui/field-shell.tsx';
import { CellInput, CellSelect } from '../components/cell-input.tsx';
import { type MakingType, type Pricing, rowName, type VariantRow } from './variant-model.ts';
import { VariantPhotos } from './variant-photos.tsx';

export const PRICING_OPTIONS: readonly { value: Pricing; label: string }[] = [
  { value: 'fixed', label: 'Fixed price' },
  { value: 'metal_rate', label: 'Metal rate' },
];
export const MAKING_OPTIONS: readonly { value: MakingType; label: string }[] = [
  { value: 'percent', label: '% of metal' },
  { value: 'per_gram', label: '₹ per gram' },
  { value: 'flat', label: '₹ flat' },
];

type VariantRowProps = {
  row: VariantRow;
  /** Its place in the `variants` list sent, for the errors; none while it is left out. */
  index: number | undefined;
  errors: Readonly<Record<string, string>>;
  isSelected: boolean;
  /** Only a grid of several combinations can leave one out. */
  canLeaveOut: boolean;
  onToggle: () => void;
  onChange: (patch: Partial<VariantRow>) => void;
  /** What the photos control offers: the product's kept photos, and whether new ones wait. */
  photos: Pick<ComponentProps<typeof VariantPhotos>, 'photos' | 'hasNewPhotos'>;
  onImagesChange: (images: string[]) => void;
};

type TextKey = 'sku' | 'stock' | 'price' | 'netWeightGrams' | 'stoneCharges' | 'otherCharges';
type InputMode = 'decimal' | 'numeric' | 'text';

const ROW_LEVEL = ['', '.options', '.pricing', '.images', '._id'];
const CELL = 'px-2 py-2 align-top';

/**
 * One variant: SKU, stock, pricing, either its price or what makes its metal-rate price, and the
 * photos that show it.
 */
export function VariantGridRow(props: VariantRowProps) {
  const { row, index, errors, isSelected, canLeaveOut, onToggle, onChange, photos } = props;
  const name = rowName(row);
  const errorAt = (field: string) =>
    index === undefined ? undefined : errors[`variants.${index}${field}`];
  const rowError = ROW_LEVEL.map(errorAt).find(Boolean);
  const omitButton = (isOmitted: boolean) => {
    const action = isOmitted ? 'Leave out' : 'Add back';
    return (
      <button
        type="button"
        className="mt-1 block text-xs text-accent underline-offset-4 hover:underline"
        aria-label={`${action} ${name}`}
        onClick={() => onChange({ isOmitted })}
      >
        {action}
      </button>
    );
  };

  if (row.isOmitted) {
    return (
      <tr className="border-t border-line text-muted">
        <td className={CELL} />
        <th scope="row" className={`${CELL} text-left font-normal`}>
          {name}
          {omitButton(false)}
        </th>
        <td className={CELL} colSpan={8}>
          Left out: not made or sold.
        </td>
      </tr>
    );
  }
  const text = (field: TextKey, label: string, inputMode: InputMode = 'decimal') => (
    <CellInput
      label={`${label} for ${name}`}
      value={row[field]}
      inputMode={inputMode}
      error={errorAt(`.${field}`)}
      onChange={(event) => onChange({ [field]: event.target.value })}
    />
  );
  const isMetal = row.pricing === 'metal_rate';
  return (
    <tr className="border-t border-line">
      <td className={CELL}>
        <input
          type="checkbox"
          className="mt-3 size-4 accent-accent"
          aria-label={`Select ${name}`}
          checked={isSelected}
          onChange={onToggle}
        />
      </td>
      <th scope="row" className={`${CELL} min-w-28 pt-4 text-left font-medium`}>
        {name}
        {canLeaveOut && omitButton(true)}
        {rowError && <FieldError id={undefined}>{rowError}</FieldError>}
      </th>
      <td className={`${CELL} min-w-32`}>{text('sku', 'SKU', 'text')}</td>
      <td className={`${CELL} w-20`}>{text('stock', 'Stock', 'numeric')}</td>
      <td className={`${CELL} min-w-32`}>
        <CellSelect
          label={`Pricing for ${name}`}
          value={row.pricing}
          options={PRICING_OPTIONS}
          onChange={(pricing) => onChange({ pricing })}
        />
      </td>
      <td className={`${CELL} min-w-24`}>
        {isMetal ? text('netWeightGrams', 'Net weight (g)') : text('price', 'Price (₹)')}
      </td>
      <td className={`${CELL} min-w-40`}>
        {isMetal ? (
          <div className="flex gap-1">
            <CellSelect
              label={`Making charge type for ${name}`}
              value={row.makingType}
              options={MAKING_OPTIONS}
              className="w-28"
              onChange={(makingType) => onChange({ makingType })}
            />
            <CellInput
              label={`Making charge for ${name}`}
              value={row.makingValue}
              inputMode="decimal"
              className="w-20"
              error={errorAt('.makingCharge.value') ?? errorAt('.makingCharge')}
              onChange={(event) => onChange({ makingValue: event.target.value })}
            />
          </div>
        ) : (
          <span className="text-muted">—</span>
        )}
      </td>
      <td className={`${CELL} w-24`}>
        {isMetal ? text('stoneCharges', 'Stone charges (₹)') : '—'}
      </td>
      <td className={`${CELL} w-24`}>
        {isMetal ? text('otherCharges', 'Other charges (₹)') : '—'}
      </td>
      <td className={CELL}>
        <VariantPhotos
          name={name}
          chosen={row.images}
          {...photos}
          onChange={props.onImagesChange}
        />
      </td>
    </tr>
  );
}
