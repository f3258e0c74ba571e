import { X } from 'lucide-react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { CellInput } from '../components/cell-input.tsx';
import type { MetalRatesFormInput } from './metal-rates-form-schema.ts';
import { RATE_CELL, UpdatedCell } from './rate-rows.tsx';

type RateEditRowProps = {
  index: number;
  /** "Gold 22K", or "new rate 1" for one added here. */
  name: string;
  rate: MetalRatesFormInput['rates'][number];
  register: UseFormRegister<MetalRatesFormInput>;
  errors: FieldErrors<MetalRatesFormInput['rates'][number]> | undefined;
  updatedAt: string | undefined;
  onRemove: () => void;
};

/** A saved rate to change, or a new metal or purity to name and price. */
export function RateEditRow({ index, name, rate, register, errors, ...row }: RateEditRowProps) {
  return (
    <tr className="border-t border-line">
      {rate.isNew ? (
        <>
          <td className={RATE_CELL}>
            <CellInput
              label={`Metal of ${name}`}
              placeholder="Gold"
              error={errors?.metal?.message}
              {...register(`rates.${index}.metal`)}
            />
          </td>
          <td className={RATE_CELL}>
            <CellInput
              label={`Purity of ${name}`}
              placeholder="22K"
              error={errors?.purity?.message}
              {...register(`rates.${index}.purity`)}
            />
          </td>
        </>
      ) : (
        <>
          <th scope="row" className={`${RATE_CELL} pt-5 text-left font-medium`}>
            {rate.metal}
          </th>
          <td className={`${RATE_CELL} pt-5`}>{rate.purity}</td>
        </>
      )}
      <td className={RATE_CELL}>
        <CellInput
          label={`Rate per gram (₹) for ${name}`}
          type="number"
          step="0.01"
          min={0}
          inputMode="decimal"
          className="max-w-40"
          error={errors?.ratePerGram?.message}
          {...register(`rates.${index}.ratePerGram`, { valueAsNumber: true })}
        />
      </td>
      {rate.isNew ? (
        <td className={RATE_CELL}>
          <button
            type="button"
            className={buttonClass('outline', 'min-h-10 px-3 py-2')}
            aria-label={`Remove ${name}`}
            onClick={row.onRemove}
          >
            <X size={15} aria-hidden />
          </button>
        </td>
      ) : (
        <UpdatedCell at={row.updatedAt} />
      )}
    </tr>
  );
}
