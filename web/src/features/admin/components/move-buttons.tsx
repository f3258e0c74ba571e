import { ArrowDown, ArrowUp } from 'lucide-react';
import { buttonClass } from '#web/components/ui/button-styles.ts';

type MoveButtonsProps = {
  /** What moves, for the buttons' names: "Move “Do you ship abroad?” up". */
  name: string;
  /** The buttons get `${idPrefix}-up` and `${idPrefix}-down`, to take focus back after a move. */
  idPrefix: string;
  canMoveUp: boolean;
  canMoveDown: boolean;
  isBusy: boolean;
  onMove: (by: -1 | 1) => void;
};

const SMALL = 'min-h-10 min-w-10 px-2 py-2';

/**
 * Up and down for a list kept in order. They stay focusable when they cannot act
 * (aria-disabled), so keyboard focus is not thrown out when an item reaches the top or the bottom.
 */
export function MoveButtons({
  name,
  idPrefix,
  canMoveUp,
  canMoveDown,
  isBusy,
  onMove,
}: MoveButtonsProps) {
  const button = (by: -1 | 1, canMove: boolean) => {
    const isOff = !canMove || isBusy;
    const Icon = by === -1 ? ArrowUp : ArrowDown;
    const label = `Move “${name}” ${by === -1 ? 'up' : 'down'}`;
    return (
      <button
        type="button"
        id={`${idPrefix}-${by === -1 ? 'up' : 'down'}`}
        className={buttonClass(
          'outline',
          `${SMALL} aria-disabled:cursor-not-allowed aria-disabled:opacity-50`,
        )}
        aria-label={label}
        title={label}
        aria-disabled={isOff || undefined}
        onClick={() => {
          if (!isOff) onMove(by);
        }}
      >
        <Icon size={15} aria-hidden />
      </button>
    );
  };
  return (
    <>
      {button(-1, canMoveUp)}
      {button(1, canMoveDown)}
    </>
  );
}
