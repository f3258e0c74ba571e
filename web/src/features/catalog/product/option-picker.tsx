import { useId } from 'react';
import type { ProductVariant } from '#contract/catalog.ts';
import { isAvailableWith, optionKeys, optionValues, variantFor } from './variant-choice.ts';

type OptionPickerProps = {
  variants: readonly ProductVariant[];
  current: ProductVariant;
  onChoose: (variantId: string) => void;
};

const capitalised = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/** One group of choices per option (size, metal, length); a piece without options shows none. */
export function OptionPicker({ variants, current, onChoose }: OptionPickerProps) {
  return (
    <div className="space-y-5">
      {optionKeys(variants).map((key) => (
        <OptionGroup
          key={key}
          name={capitalised(key)}
          values={optionValues(variants, key)}
          chosen={current.options[key] ?? null}
          isAvailable={(value) => isAvailableWith(variants, current, key, value)}
          onPick={(value) => {
            const next = variantFor(variants, current, key, value);
            if (next) onChoose(next._id);
          }}
        />
      ))}
    </div>
  );
}

type OptionGroupProps = {
  name: string;
  values: readonly string[];
  chosen: string | null;
  isAvailable: (value: string) => boolean;
  onPick: (value: string) => void;
};

/**
 * A radio group (arrow keys move between values). A value that makes no buyable piece with the
 * other choices stays choosable, to show why, but is struck through and described as unavailable.
 */
function OptionGroup({ name, values, chosen, isAvailable, onPick }: OptionGroupProps) {
  const id = useId();
  return (
    <div role="radiogroup" aria-labelledby={`${id}-label`}>
      <p className="label-caps">
        <span id={`${id}-label`}>{name}</span>
        {chosen && <span className="ml-2 font-sans text-muted normal-case">{chosen}</span>}
      </p>
      <p id={`${id}-unavailable`} hidden>
        Not available with the other choices
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        {values.map((value) => {
          const isOff = !isAvailable(value);
          return (
            <label key={value} className="relative">
              <input
                type="radio"
                name={id}
                value={value}
                checked={chosen === value}
                onChange={() => onPick(value)}
                aria-disabled={isOff || undefined}
                aria-describedby={isOff ? `${id}-unavailable` : undefined}
                className="peer sr-only"
              />
              <span
                className={`inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center border border-line px-3 text-sm transition-colors peer-checked:border-ink peer-checked:bg-button peer-checked:text-on-button peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-focus hover:border-accent ${isOff ? 'border-dashed text-muted line-through' : ''}`}
              >
                {value}
              </span>
            </label>
          );
        })}
      </div>
    </div>
  );
}
