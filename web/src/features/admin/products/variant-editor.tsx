import type { ComponentProps } from 'react';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import type { VariantDraftState } from './use-variant-draft.ts';
import { VariantBulkSet } from './variant-bulk-set.tsx';
import { VariantGrid } from './variant-grid.tsx';
import { rowName } from './variant-model.ts';
import { VariantOptions } from './variant-options.tsx';

type VariantEditorProps = {
  editor: VariantDraftState;
  errors: Readonly<Record<string, string>>;
  /** The product's SKU as typed, to make the variants' from. */
  productSku: () => string;
} & Pick<ComponentProps<typeof VariantGrid>, 'photos' | 'hasNewPhotos'>;

/** Options, then the grid of their combinations with a bulk control over it. */
export function VariantEditor({ editor, errors, productSku, ...photos }: VariantEditorProps) {
  return (
    <fieldset className="space-y-4 border border-line px-4 pt-2 pb-5">
      <legend className="px-2 text-xl">Variants</legend>
      <p className="text-sm text-muted">
        Each variant has its own SKU, stock and price: a fixed price, or the day&apos;s metal rate
        times its net weight plus making, stone and other charges. Amounts are in rupees. A variant
        with no photos chosen shows all the product&apos;s photos.
      </p>
      <VariantOptions editor={editor} />
      {editor.rows.length > 1 && <VariantBulkSet editor={editor} />}
      <VariantGrid editor={editor} errors={errors} {...photos} />
      <button
        type="button"
        className={buttonClass('quiet')}
        onClick={() => editor.fillSkus(productSku())}
      >
        Fill empty SKUs from the product SKU
      </button>
    </fieldset>
  );
}

/** The variant errors as a list for the form's message: the grid may be scrolled away. */
export function VariantProblems({ editor, errors }: Pick<VariantEditorProps, 'editor' | 'errors'>) {
  const sent = editor.rows.filter((row) => !row.isOmitted);
  const problems = Object.entries(errors).flatMap(([path, message]) => {
    const [head, index] = path.split('.');
    if (head !== 'variants') return [];
    const row = index === undefined ? undefined : sent[Number(index)];
    if (!row) return [message];
    const name = rowName(row);
    return [`${name.charAt(0).toUpperCase()}${name.slice(1)}: ${message}`];
  });
  if (problems.length === 0) return null;
  return (
    <ul className="list-disc space-y-1 pl-5">
      {problems.map((problem) => (
        <li key={problem}>{problem}</li>
      ))}
    </ul>
  );
}
