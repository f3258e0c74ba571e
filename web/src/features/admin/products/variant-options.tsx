import { Plus, X } from 'lucide-react';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { TextField } from '#web/components/ui/text-field.tsx';
import type { VariantDraftState } from './use-variant-draft.ts';
import { MAX_OPTIONS } from './variant-model.ts';

/** The choices a customer makes (size, metal colour…), each with its values. */
export function VariantOptions({ editor }: { editor: VariantDraftState }) {
  const { options } = editor.draft;
  return (
    <div className="space-y-3">
      {options.map((option, index) => (
        <div key={index} className="grid items-end gap-3 sm:grid-cols-[12rem_1fr_auto]">
          <TextField
            label={`Option ${index + 1} name`}
            placeholder="size"
            value={option.name}
            onChange={(event) => editor.setOption(index, { name: event.target.value })}
          />
          <TextField
            label={`Option ${index + 1} values`}
            placeholder="12, 14, 16"
            value={option.values}
            onChange={(event) => editor.setOption(index, { values: event.target.value })}
          />
          <button
            type="button"
            className={buttonClass('outline', 'min-h-12 px-3')}
            aria-label={`Remove option ${index + 1}${option.name ? ` (${option.name})` : ''}`}
            onClick={() => editor.removeOption(index)}
          >
            <X size={16} aria-hidden />
          </button>
        </div>
      ))}
      <p className="text-sm text-muted">
        {options.length === 0
          ? 'No options: the piece is sold as one variant.'
          : 'Values are comma-separated; the grid has a row for every combination.'}
      </p>
      {options.length < MAX_OPTIONS && (
        <button type="button" className={buttonClass('outline')} onClick={editor.addOption}>
          <Plus size={16} aria-hidden />
          Add option
        </button>
      )}
    </div>
  );
}
