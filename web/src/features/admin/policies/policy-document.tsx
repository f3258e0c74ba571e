import { ScrollText } from 'lucide-react';
import { useState } from 'react';
import type { Policy, PolicyKind } from '#contract/content.ts';
import { PolicySections } from '#web/features/content/policy-sections.tsx';
import { FETCH_FAILED } from '#web/lib/messages.ts';
import { notify } from '#web/lib/notify.ts';
import { useReorderPolicySections, useStaffPolicy } from '#web/features/content/policies-api.ts';
import { EmptyState, LoadError, LoadingBlocks } from '../components/query-states.tsx';
import { orderChanges } from '#web/lib/reorder.ts';
import { useFocusTarget } from '../components/use-focus-target.ts';
import { DeleteSectionDialog } from './delete-section-dialog.tsx';
import { PolicyForm } from './policy-form.tsx';
import { PolicyItem } from './policy-item.tsx';
import { POLICY_LABELS } from './policy-labels.ts';
import { PolicyToolbar } from './policy-toolbar.tsx';

const NEW = 'new';

/**
 * One document's sections: the staff list (add, edit, reorder, delete) or the visitors' view,
 * with the open form above either.
 */
export function PolicyDocument({ kind }: { kind: PolicyKind }) {
  const query = useStaffPolicy(kind);
  const reorder = useReorderPolicySections(kind);
  const focus = useFocusTarget();
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Policy | null>(null);
  const [isPreview, setIsPreview] = useState(false);
  const sections = query.data;
  const label = POLICY_LABELS[kind];
  // The form sits above the list and the preview, so switching the view keeps what is typed.
  const edited = sections?.find((section) => section._id === editing);
  const newButtonId = `policy-new-${kind}`;

  // In the preview the section's Edit button is not on the page; New section always is.
  const closeForm = (returnTo: string) => {
    setEditing(null);
    focus(isPreview ? newButtonId : returnTo);
  };

  const move = (index: number, by: -1 | 1) => {
    const section = sections?.[index];
    const changes = sections ? orderChanges(sections, index, by) : [];
    if (!section || changes.length === 0) return;
    const direction = by === -1 ? 'up' : 'down';
    reorder.mutate(changes, {
      onSuccess: () => {
        notify.success(`Moved “${section.title}” ${direction}`);
        focus(`policy-move-${section._id}-${direction}`);
      },
    });
  };

  return (
    <div className="space-y-6">
      <PolicyToolbar
        kind={kind}
        sections={sections}
        isPreview={isPreview}
        onPreview={setIsPreview}
        newButtonId={newButtonId}
        isAdding={editing === NEW}
        onAdd={() => setEditing(NEW)}
      />
      {editing === NEW && <PolicyForm kind={kind} onDone={() => closeForm(newButtonId)} />}
      {edited && (
        <PolicyForm
          key={edited._id}
          kind={kind}
          section={edited}
          onDone={() => closeForm(`policy-edit-${edited._id}`)}
        />
      )}
      {query.isPending && <LoadingBlocks label={`Loading the ${label.noun}…`} height="h-24" />}
      {query.isError && (
        <LoadError
          title={`The ${label.noun} could not be shown`}
          error={query.error}
          fallback={FETCH_FAILED}
          onRetry={() => void query.refetch()}
        />
      )}
      {sections?.length === 0 && (
        <EmptyState icon={ScrollText} title="No sections yet">
          Add the first section with New section; the page shows the sections in this order.
        </EmptyState>
      )}
      {sections && sections.length > 0 && isPreview && (
        <div className="border border-line bg-canvas p-4 sm:p-8">
          <PolicySections sections={sections} />
        </div>
      )}
      {sections && sections.length > 0 && !isPreview && (
        <ol
          aria-label={`Sections of the ${label.noun}, in order`}
          aria-busy={reorder.isPending}
          className="divide-y divide-line border border-line bg-raised"
        >
          {sections.map((section, index) => (
            <li key={section._id}>
              <PolicyItem
                section={section}
                position={index}
                count={sections.length}
                isEditing={editing === section._id}
                isMoving={reorder.isPending}
                onMove={(by) => move(index, by)}
                onEdit={() => setEditing(section._id)}
                onDelete={() => setDeleting(section)}
              />
            </li>
          ))}
        </ol>
      )}
      {deleting && (
        <DeleteSectionDialog
          kind={kind}
          section={deleting}
          onClose={(isDeleted) => {
            setDeleting(null);
            if (isDeleted) focus(newButtonId);
          }}
        />
      )}
    </div>
  );
}
