import { useId } from 'react';
import { Link } from 'react-router';
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
          variantIdFor={(value) => variantFor(variants, current, key, value)?._id}
          onChoose={onChoose}
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
  /** The variant a value leads to. */
  variantIdFor: (value: string) => string | undefined;
  onChoose: (variantId: string) => void;
};

const CHOICE_CLASS =
  'inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center border border-line px-3 text-sm transition-colors hover:border-accent';
const OFF_CLASS = 'border-dashed text-muted line-through';

/**
 * A radio group (arrow keys move between values). A value that makes no buyable piece with the
 * other choices stays choosable, to show why, but is struck through and described as unavailable.
 */
function OptionGroup({
  name,
  values,
  chosen,
  isAvailable,
  variantIdFor,
  onChoose,
}: OptionGroupProps) {
  const id = useId();
  return (
    <div>
      <p className="label-caps">
        <span id={`${id}-label`}>{name}</span>
        {chosen && <span className="ml-2 font-sans text-muted normal-case">{chosen}</span>}
      </p>
      <p id={`${id}-unavailable`} hidden>
        Not available with the other choices
      </p>
      <div
        role="radiogroup"
        aria-labelledby={`${id}-label`}
        className="mt-3 flex flex-wrap gap-2 noscript:hidden"
      >
        {values.map((value) => {
          const isOff = !isAvailable(value);
          return (
            <label key={value} className="relative">
              <input
                type="radio"
                name={id}
                value={value}
                checked={chosen === value}
                onChange={() => {
                  const variantId = variantIdFor(value);
                  if (variantId) onChoose(variantId);
                }}
                aria-disabled={isOff || undefined}
                aria-describedby={isOff ? `${id}-unavailable` : undefined}
                className="peer sr-only"
              />
              <span
                className={`${CHOICE_CLASS} peer-checked:border-ink peer-checked:bg-button peer-checked:text-on-button peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-focus ${isOff ? OFF_CLASS : ''}`}
              >
                {value}
              </span>
            </label>
          );
        })}
      </div>
      {/* Without JavaScript a radio cannot change the piece shown: each value links to its variant. */}
      <noscript>
        <ul aria-labelledby={`${id}-label`} className="mt-3 flex flex-wrap gap-2">
          {values.map((value) => (
            <li key={value}>
              <Link
                to={`?variant=${variantIdFor(value) ?? ''}`}
                aria-current={chosen === value || undefined}
                aria-describedby={isAvailable(value) ? undefined : `${id}-unavailable`}
                className={`${CHOICE_CLASS} aria-[current]:border-ink aria-[current]:bg-button aria-[current]:text-on-button ${isAvailable(value) ? '' : OFF_CLASS}`}
              >
                {value}
              </Link>
            </li>
          ))}
        </ul>
      </noscript>
    </div>
  );
}
