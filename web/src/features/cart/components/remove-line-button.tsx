import { Trash2 } from 'lucide-react';
import { notify } from '#web/lib/notify.ts';

type RemoveLineButtonProps = {
  /** The piece's name, for screen readers and the toast. */
  name: string;
  lineId: string;
  /** Where the line is kept: "removed from your cart", "… wishlist". */
  list: 'cart' | 'wishlist';
  remove: { mutate: (line: { _id: string }, options: { onSuccess: () => void }) => void };
  disabled: boolean;
  className: string;
};

/** Takes a line off the cart or the wishlist at once, without asking, and says so. */
export function RemoveLineButton({
  name,
  lineId,
  list,
  remove,
  disabled,
  className,
}: RemoveLineButtonProps) {
  return (
    <button
      type="button"
      className={className}
      disabled={disabled}
      onClick={() =>
        remove.mutate(
          { _id: lineId },
          { onSuccess: () => notify.success(`${name} removed from your ${list}`) },
        )
      }
    >
      <Trash2 size={16} aria-hidden />
      Remove<span className="sr-only"> {name}</span>
    </button>
  );
}
