import { Pencil, Trash2 } from 'lucide-react';
import type { Policy } from '#contract/content.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { formatPolicyDate } from '#web/features/content/policy-sections.tsx';
import { StatusBadge } from '../components/status-badge.tsx';
import { MoveButtons } from '../components/move-buttons.tsx';

const SMALL = 'min-h-10 px-3 py-2';

type PolicyItemProps = {
  section: Policy;
  position: number;
  count: number;
  /** Its form is open above the list. */
  isEditing: boolean;
  isMoving: boolean;
  onMove: (by: -1 | 1) => void;
  onEdit: () => void;
  onDelete: () => void;
};

/** One section in the staff list: its title, when it changed, the start of its Markdown as text. */
export function PolicyItem({
  section,
  position,
  count,
  isEditing,
  isMoving,
  onMove,
  onEdit,
  onDelete,
}: PolicyItemProps) {
  return (
    <article className="flex flex-col gap-3 px-4 py-4 md:flex-row md:items-start md:justify-between">
      <div className="flex min-w-0 gap-3">
        <span
          aria-hidden
          className="w-6 shrink-0 pt-0.5 text-right text-sm text-muted tabular-nums"
        >
          {position + 1}.
        </span>
        <div className="min-w-0 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="text-lg leading-snug break-words">{section.title}</h2>
            {isEditing && <StatusBadge tone="accent">Editing</StatusBadge>}
          </div>
          <p className="text-xs text-muted">
            Changed{' '}
            <time dateTime={section.updatedAt}>
              {formatPolicyDate(new Date(section.updatedAt))}
            </time>
          </p>
          <p className="line-clamp-3 font-mono text-xs break-words whitespace-pre-line text-muted">
            {section.content}
          </p>
        </div>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2 pl-9 md:pl-0">
        <MoveButtons
          name={section.title}
          idPrefix={`policy-move-${section._id}`}
          canMoveUp={position > 0}
          canMoveDown={position < count - 1}
          isBusy={isMoving}
          onMove={onMove}
        />
        <button
          type="button"
          id={`policy-edit-${section._id}`}
          className={buttonClass('outline', SMALL)}
          aria-label={`Edit “${section.title}”`}
          onClick={onEdit}
        >
          <Pencil size={15} aria-hidden />
          Edit
        </button>
        <button
          type="button"
          className={buttonClass('quiet', `${SMALL} text-danger`)}
          aria-label={`Delete “${section.title}”`}
          onClick={onDelete}
        >
          <Trash2 size={15} aria-hidden />
          Delete
        </button>
      </div>
    </article>
  );
}
