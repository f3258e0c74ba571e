import { Minus, Plus } from 'lucide-react';
import { useId } from 'react';

type QuantityInputProps = {
  value: number;
  max: number;
  onChange: (value: number) => void;
  isDisabled?: boolean;
};

const STEP_BUTTON =
  'inline-flex size-11 items-center justify-center text-ink hover:text-accent disabled:cursor-not-allowed disabled:opacity-40';

/** A number field with − and + buttons, kept between 1 and `max`. */
export function QuantityInput({ value, max, onChange, isDisabled = false }: QuantityInputProps) {
  const id = useId();
  const set = (next: number) =>
    onChange(Math.min(Math.max(1, Math.floor(next) || 1), Math.max(1, max)));
  return (
    <div>
      <label htmlFor={id} className="block label-caps">
        Quantity
      </label>
      <div className="mt-2 inline-flex items-center border border-line">
        <button
          type="button"
          className={STEP_BUTTON}
          onClick={() => set(value - 1)}
          disabled={isDisabled || value <= 1}
        >
          <Minus size={16} aria-hidden />
          <span className="sr-only">Fewer</span>
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={Math.max(1, max)}
          value={value}
          disabled={isDisabled}
          onChange={(event) => set(Number(event.target.value))}
          className="h-11 w-14 [appearance:textfield] border-x border-line bg-canvas text-center text-base [&::-webkit-inner-spin-button]:appearance-none"
        />
        <button
          type="button"
          className={STEP_BUTTON}
          onClick={() => set(value + 1)}
          disabled={isDisabled || value >= max}
        >
          <Plus size={16} aria-hidden />
          <span className="sr-only">More</span>
        </button>
      </div>
    </div>
  );
}
