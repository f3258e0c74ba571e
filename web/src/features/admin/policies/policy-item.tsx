import type { Policy } from '#contract/content.ts';
import { formatPolicyDate } from '#web/features/content/policy-sections.tsx';
import { OrderedItem, type OrderedItemProps } from '../components/ordered-item.tsx';
import { StatusBadge } from '../components/status-badge.tsx';

/** One section in the staff list: its title, when it changed, the start of its Markdown as text. */
export function PolicyItem({
  section,
  isEditing,
  ...item
}: OrderedItemProps & {
  section: Policy;
  /** Its form is open above the list. */
  isEditing: boolean;
}) {
  return (
    <OrderedItem idPrefix="policy" id={section._id} name={section.title} {...item}>
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="text-lg leading-snug break-words">{section.title}</h2>
        {isEditing && <StatusBadge tone="accent">Editing</StatusBadge>}
      </div>
      <p className="text-xs text-muted">
        Changed{' '}
        <time dateTime={section.updatedAt}>{formatPolicyDate(new Date(section.updatedAt))}</time>
      </p>
      <p className="line-clamp-3 font-mono text-xs break-words whitespace-pre-line text-muted">
        {section.content}
      </p>
    </OrderedItem>
  );
}
