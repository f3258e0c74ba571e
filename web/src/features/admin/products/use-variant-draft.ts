import { useRef, useState } from 'react';
import type { Product } from '#contract/catalog.ts';
import { applyBulk, type BulkField, type BulkValue } from './variant-bulk.ts';
import {
  draftFromProduct,
  gridRows,
  type OptionDraft,
  suggestSku,
  type VariantDraft,
  type VariantRow,
} from './variant-model.ts';

/**
 * The variant grid's state: options, rows and the selection for bulk edits. `onChange` hears each
 * new draft at once, so the form can re-check it in the same event.
 */
export function useVariantDraft(
  product: Product | undefined,
  onChange: (draft: VariantDraft) => void,
) {
  const [draft, setDraft] = useState(() => draftFromProduct(product));
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  // Several changes in one event each build on the one before, not on the last render.
  const latest = useRef(draft);
  const rows = gridRows(draft);
  const sold = rows.filter((row) => !row.isOmitted);
  const selectedRows = sold.filter((row) => selected.has(row.key));

  function commit(next: VariantDraft) {
    latest.current = next;
    setDraft(next);
    onChange(next);
  }
  function patchRows(targets: readonly VariantRow[], patch: (row: VariantRow) => VariantRow) {
    const next = { ...latest.current.rows };
    for (const row of targets) next[row.key] = patch(next[row.key] ?? row);
    commit({ ...latest.current, rows: next });
  }
  function setOptions(options: OptionDraft[]) {
    commit({ ...latest.current, options });
  }

  return {
    draft,
    rows,
    selectedRows,
    /** Rows a bulk edit reaches: the selected ones, or every row sold when none is. */
    bulkTargets: selectedRows.length > 0 ? selectedRows : sold,
    latest: () => latest.current,
    setOption: (index: number, patch: Partial<OptionDraft>) =>
      setOptions(
        latest.current.options.map((option, at) =>
          at === index ? { ...option, ...patch } : option,
        ),
      ),
    addOption: () => setOptions([...latest.current.options, { name: '', values: '' }]),
    removeOption: (index: number) =>
      setOptions(latest.current.options.filter((_, at) => at !== index)),
    updateRow: (row: VariantRow, patch: Partial<VariantRow>) =>
      patchRows([row], (current) => ({ ...current, ...patch })),
    /** The ids of the product's photos that show this row's variant. */
    setRowImages: (row: VariantRow, images: string[]) =>
      patchRows([row], (current) => ({ ...current, images })),
    toggleRow: (key: string) =>
      setSelected((keys) => {
        const next = new Set(keys);
        if (!next.delete(key)) next.add(key);
        return next;
      }),
    selectAll: (isOn: boolean) => setSelected(new Set(isOn ? sold.map((row) => row.key) : [])),
    applyBulk: (field: BulkField, value: BulkValue) =>
      patchRows(selectedRows.length > 0 ? selectedRows : sold, (row) =>
        applyBulk(row, field, value),
      ),
    /** Fills the empty SKUs from the product's own. */
    fillSkus: (productSku: string) =>
      patchRows(
        sold.filter((row) => !row.sku.trim()),
        (row) => ({ ...row, sku: suggestSku(productSku, row.options) }),
      ),
  };
}
export type VariantDraftState = ReturnType<typeof useVariantDraft>;
