import { Star } from 'lucide-react';
import { useId, type InputHTMLAttributes, type Ref } from 'react';

type RatingInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value'> & {
  /** The chosen rating, to fill the stars up to it. */
  current: number;
  error?: string | undefined;
  label?: string;
  ref?: Ref<HTMLInputElement>;
};

const WORDS = ['Poor', 'Fair', 'Good', 'Very good', 'Excellent'] as const;

/**
 * Five native radios drawn as stars: arrow keys choose, each is read as "4 stars, Very good".
 * Takes react-hook-form's `register()` props, shared by the five inputs.
 */
export function RatingInput({
  current,
  error,
  label = 'Your rating',
  ref,
  ...input
}: RatingInputProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div
      role="radiogroup"
      aria-labelledby={`${id}-label`}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <p id={`${id}-label`} className="label-caps">
        {label}
      </p>
      <div className="mt-2 flex items-center gap-1">
        {WORDS.map((word, index) => {
          const value = index + 1;
          const isFilled = value <= current;
          return (
            <label key={value} className="relative cursor-pointer" title={word}>
              <input {...input} ref={ref} type="radio" value={value} className="peer sr-only" />
              <span className="sr-only">
                {value} {value === 1 ? 'star' : 'stars'}, {word}
              </span>
              <span
                aria-hidden="true"
                className="inline-flex size-11 items-center justify-center text-gold peer-focus-visible:outline-2 peer-focus-visible:outline-focus"
              >
                <Star size={26} strokeWidth={1.4} fill={isFilled ? 'currentColor' : 'none'} />
              </span>
            </label>
          );
        })}
        {current > 0 && <span className="ml-2 text-sm text-muted">{WORDS[current - 1]}</span>}
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
