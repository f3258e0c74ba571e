import { useId } from 'react';
import type { OrderItem } from '#contract/orders.ts';
import { LineDetails } from '#web/features/catalog/components/product-line.tsx';

/** Each chosen line's quantity, by line id. */
export type ChosenLines = Record<string, number>;

type ReturnLinesProps = {
  items: readonly OrderItem[];
  chosen: ChosenLines;
  onChange: (chosen: ChosenLines) => void;
  errorId?: string | undefined;
};

function whyNot(item: OrderItem): string | null {
  if (!item.isReturnable) return 'Not returnable under our returns policy';
  if (item.returnableQuantity === 0) return 'Already returned, or in a return';
  return null;
}

/** The order's lines as choices: a box per line and, for several pieces, how many go back. */
export function ReturnLines({ items, chosen, onChange, errorId }: ReturnLinesProps) {
  const idPrefix = useId();
  const toggle = (item: OrderItem, isOn: boolean) => {
    const next = { ...chosen };
    if (isOn) next[item._id] = item.returnableQuantity;
    else delete next[item._id];
    onChange(next);
  };
  return (
    <fieldset aria-describedby={errorId}>
      <legend className="label-caps text-ink">Pieces to return</legend>
      <ul className="mt-3 divide-y divide-line border-y border-line">
        {items.map((item) => {
          const reason = whyNot(item);
          const quantity = chosen[item._id];
          return (
            <li key={item._id} className="py-3">
              <label
                className={`flex items-start gap-3 ${reason ? 'cursor-not-allowed opacity-70' : 'cursor-pointer'}`}
              >
                <input
                  type="checkbox"
                  className="mt-1 size-5 shrink-0 accent-[var(--kj-accent)]"
                  disabled={reason !== null}
                  checked={quantity !== undefined}
                  onChange={(event) => toggle(item, event.target.checked)}
                />
                <span className="min-w-0 text-sm">
                  <span className="block font-medium">{item.name}</span>
                  <LineDetails {...item} />
                  <span className="block text-xs text-muted">
                    {reason ?? `${item.returnableQuantity} of ${item.quantity} can be returned`}
                  </span>
                </span>
              </label>
              {quantity !== undefined && item.returnableQuantity > 1 && (
                <div className="mt-2 ml-8 flex items-center gap-3 text-sm">
                  <label htmlFor={`${idPrefix}-${item._id}`}>
                    {'How many '}
                    <span className="sr-only">of {item.name}</span>
                  </label>
                  <select
                    id={`${idPrefix}-${item._id}`}
                    className="min-h-11 border border-line bg-canvas px-3"
                    value={quantity}
                    onChange={(event) =>
                      onChange({ ...chosen, [item._id]: Number(event.target.value) })
                    }
                  >
                    {Array.from({ length: item.returnableQuantity }, (_, n) => n + 1).map((n) => (
                      <option key={n} value={n}>
                        {n}
                      </option>
                    ))}
                  </select>
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
