import { useState } from 'react';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import type { VariantDraftState } from './use-variant-draft.ts';
import { BULK_FIELDS, type BulkField, type BulkValue } from './variant-bulk.ts';
import type { MakingType, Pricing } from './variant-model.ts';
import { MAKING_OPTIONS, PRICING_OPTIONS } from './variant-row.tsx';

/** One value for many rows: the selected ones, or all of them when none is selected. */
export function VariantBulkSet({ editor }: { editor: VariantDraftState }) {
  const [field, setField] = useState<BulkField>('stock');
  const [value, setValue] = useState<BulkValue>({
    text: '',
    pricing: 'fixed',
    makingType: 'percent',
  });
  const count = editor.bulkTargets.length;
  const isSelection = editor.selectedRows.length > 0;

  return (
    <div className="grid items-end gap-3 border border-line bg-canvas p-3 sm:grid-cols-[12rem_1fr_auto]">
      <SelectField
        label="Bulk set"
        value={field}
        options={BULK_FIELDS}
        onChange={(event) => setField(event.target.value as BulkField)}
      />
      {field === 'pricing' ? (
        <SelectField
          label="Pricing to set"
          value={value.pricing}
          options={PRICING_OPTIONS}
          onChange={(event) => setValue({ ...value, pricing: event.target.value as Pricing })}
        />
      ) : (
        <div className="flex gap-2">
          {field === 'making' && (
            <SelectField
              label="Making charge type to set"
              value={value.makingType}
              options={MAKING_OPTIONS}
              className="w-40 shrink-0"
              onChange={(event) =>
                setValue({ ...value, makingType: event.target.value as MakingType })
              }
            />
          )}
          <TextField
            label="Value to set"
            inputMode="decimal"
            className="w-full"
            value={value.text}
            onChange={(event) => setValue({ ...value, text: event.target.value })}
          />
        </div>
      )}
      <button
        type="button"
        className={buttonClass('outline', 'min-h-12')}
        disabled={count === 0}
        onClick={() => editor.applyBulk(field, value)}
      >
        {isSelection ? `Apply to ${count} selected` : `Apply to all ${count}`}
      </button>
      <p className="text-xs text-muted sm:col-span-3">
        A price makes the rows fixed-price; a weight or a charge makes them metal-rate.
      </p>
    </div>
  );
}
