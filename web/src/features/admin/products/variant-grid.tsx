import type { ProductImage } from '#contract/catalog.ts';
import { ScrollRegion } from '../components/scroll-region.tsx';
import type { VariantDraftState } from './use-variant-draft.ts';
import { VariantGridRow } from './variant-row.tsx';

const HEAD = 'px-2 py-2 text-left label-caps font-medium whitespace-nowrap text-muted';

type VariantGridProps = {
  editor: VariantDraftState;
  errors: Readonly<Record<string, string>>;
  /** The product's photos kept on it, to choose a variant's from. */
  photos: readonly ProductImage[];
  /** Whether new photos wait to be uploaded (they cannot be chosen until saved). */
  hasNewPhotos: boolean;
};

/** Every combination of the options, one row each; left-out rows stay visible to add back. */
export function VariantGrid({ editor, errors, photos, hasNewPhotos }: VariantGridProps) {
  const { rows, selectedRows } = editor;
  const selectedKeys = new Set(selectedRows.map((row) => row.key));
  // A row's place in the list sent names its errors (`variants.2.sku`).
  const sentIndex = new Map(
    rows.filter((row) => !row.isOmitted).map((row, index) => [row.key, index]),
  );
  return (
    <ScrollRegion label="Variants">
      <table className="w-full min-w-[56rem] border-collapse text-sm">
        <caption className="sr-only">Variants, one row per combination of options</caption>
        <thead className="bg-surface">
          <tr>
            <th scope="col" className={HEAD}>
              <input
                type="checkbox"
                className="size-4 accent-accent"
                aria-label="Select every variant"
                checked={sentIndex.size > 0 && selectedRows.length === sentIndex.size}
                onChange={(event) => editor.selectAll(event.target.checked)}
              />
            </th>
            <th scope="col" className={HEAD}>
              Variant
            </th>
            <th scope="col" className={HEAD}>
              SKU
            </th>
            <th scope="col" className={HEAD}>
              Stock
            </th>
            <th scope="col" className={HEAD}>
              Pricing
            </th>
            <th scope="col" className={HEAD}>
              Price · net weight
            </th>
            <th scope="col" className={HEAD}>
              Making charge
            </th>
            <th scope="col" className={HEAD}>
              Stones (₹)
            </th>
            <th scope="col" className={HEAD}>
              Other (₹)
            </th>
            <th scope="col" className={HEAD}>
              Photos
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <VariantGridRow
              key={row.key}
              row={row}
              index={sentIndex.get(row.key)}
              errors={errors}
              isSelected={selectedKeys.has(row.key)}
              canLeaveOut={rows.length > 1}
              onToggle={() => editor.toggleRow(row.key)}
              onChange={(patch) => editor.updateRow(row, patch)}
              photos={{ photos, hasNewPhotos }}
              onImagesChange={(images) => editor.setRowImages(row, images)}
            />
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
