import { Pencil, Trash2 } from 'lucide-react';
import type { Faq } from '#contract/content.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { MoveButtons } from '../components/move-buttons.tsx';

const SMALL = 'min-h-10 px-3 py-2';

type FaqItemProps = {
  faq: Faq;
  position: number;
  count: number;
  isMoving: boolean;
  onMove: (by: -1 | 1) => void;
  onEdit: () => void;
  onDelete: () => void;
};

/** One FAQ as visitors read it (plain text, never markup), with its place and the staff actions. */
export function FaqItem({
  faq,
  position,
  count,
  isMoving,
  onMove,
  onEdit,
  onDelete,
}: FaqItemProps) {
  const { question, answer } = faq.faqData;
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
          <h2 className="text-lg leading-snug break-words">{question}</h2>
          <p className="text-sm break-words whitespace-pre-line text-muted">{answer}</p>
        </div>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2 pl-9 md:pl-0">
        <MoveButtons
          name={question}
          idPrefix={`faq-move-${faq._id}`}
          canMoveUp={position > 0}
          canMoveDown={position < count - 1}
          isBusy={isMoving}
          onMove={onMove}
        />
        <button
          type="button"
          id={`faq-edit-${faq._id}`}
          className={buttonClass('outline', SMALL)}
          aria-label={`Edit “${question}”`}
          onClick={onEdit}
        >
          <Pencil size={15} aria-hidden />
          Edit
        </button>
        <button
          type="button"
          className={buttonClass('quiet', `${SMALL} text-danger`)}
          aria-label={`Delete “${question}”`}
          onClick={onDelete}
        >
          <Trash2 size={15} aria-hidden />
          Delete
        </button>
      </div>
    </article>
  );
}
