import { Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { MoveButtons } from './move-buttons.tsx';
import { RowAction } from './row-action.tsx';

export type OrderedItemProps = {
  position: number;
  count: number;
  isMoving: boolean;
  onMove: (by: -1 | 1) => void;
  onEdit: () => void;
  onDelete: () => void;
};

/**
 * One entry of a list staff put in order (FAQs, policy sections): its number, its content, and the
 * move, edit and delete actions. The buttons' ids (`{idPrefix}-move-{id}-up|down`, `{idPrefix}-edit-{id}`)
 * let a screen put focus back on them after a move or an edit.
 */
export function OrderedItem({
  idPrefix,
  id,
  name,
  position,
  count,
  isMoving,
  onMove,
  onEdit,
  onDelete,
  children,
}: OrderedItemProps & { idPrefix: string; id: string; name: string; children: ReactNode }) {
  return (
    <article className="flex flex-col gap-3 px-4 py-4 md:flex-row md:items-start md:justify-between">
      <div className="flex min-w-0 gap-3">
        <span
          aria-hidden
          className="w-6 shrink-0 pt-0.5 text-right text-sm text-muted tabular-nums"
        >
          {position + 1}.
        </span>
        <div className="min-w-0 space-y-1">{children}</div>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2 pl-9 md:pl-0">
        <MoveButtons
          name={name}
          idPrefix={`${idPrefix}-move-${id}`}
          canMoveUp={position > 0}
          canMoveDown={position < count - 1}
          isBusy={isMoving}
          onMove={onMove}
        />
        <RowAction
          icon={Pencil}
          id={`${idPrefix}-edit-${id}`}
          label={`Edit “${name}”`}
          onClick={onEdit}
        >
          Edit
        </RowAction>
        <RowAction icon={Trash2} label={`Delete “${name}”`} isDanger onClick={onDelete}>
          Delete
        </RowAction>
      </div>
    </article>
  );
}
