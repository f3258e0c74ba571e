import { CircleHelp, Plus } from 'lucide-react';
import { useState } from 'react';
import type { Faq } from '#contract/content.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { FETCH_FAILED } from '#web/lib/messages.ts';
import { notify } from '#web/lib/notify.ts';
import { useDeleteFaq, useReorderFaqs, useStaffFaqs } from '#web/features/content/faqs-api.ts';
import { EmptyState, LoadError, LoadingBlocks } from '../components/query-states.tsx';
import { SectionHeader } from '../components/section-header.tsx';
import { FaqForm } from '../faqs/faq-form.tsx';
import { FaqItem } from '../faqs/faq-item.tsx';
import { orderChanges } from '#web/lib/reorder.ts';
import { useFocusTarget } from '../components/use-focus-target.ts';

const NEW = 'new';
const NEW_BUTTON_ID = 'faq-new';

function DeleteFaqDialog({ faq, onClose }: { faq: Faq; onClose: (isDeleted: boolean) => void }) {
  const remove = useDeleteFaq();
  return (
    <ConfirmDialog
      title="Delete this FAQ?"
      description={`“${faq.faqData.question}” leaves the FAQ page at once.`}
      confirmLabel="Delete"
      pendingLabel="Deleting…"
      isPending={remove.isPending}
      onClose={() => onClose(false)}
      onConfirm={() =>
        remove.mutate(faq._id, {
          onSuccess: ({ message }) => {
            notify.success(message);
            onClose(true);
          },
        })
      }
    />
  );
}

/** The questions on the FAQ page, in the order visitors read them: add, edit, reorder, delete. */
export function FaqsSection() {
  const query = useStaffFaqs();
  const reorder = useReorderFaqs();
  const focus = useFocusTarget();
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Faq | null>(null);
  const faqs = query.data;

  const closeForm = (returnTo: string) => {
    setEditing(null);
    focus(returnTo);
  };

  const move = (index: number, by: -1 | 1) => {
    const faq = faqs?.[index];
    const changes = faqs ? orderChanges(faqs, index, by) : [];
    if (!faq || changes.length === 0) return;
    reorder.mutate(changes, {
      onSuccess: () => {
        notify.success(`Moved “${faq.faqData.question}” ${by === -1 ? 'up' : 'down'}`);
        focus(`faq-move-${faq._id}-${by === -1 ? 'up' : 'down'}`);
      },
    });
  };

  return (
    <section>
      <SectionHeader
        title="FAQs"
        description={
          faqs
            ? `${faqs.length} ${faqs.length === 1 ? 'question' : 'questions'} on the FAQ page, in this order.`
            : 'The questions on the FAQ page, in the order visitors read them.'
        }
        actions={
          <button
            type="button"
            id={NEW_BUTTON_ID}
            className={buttonClass('primary')}
            disabled={editing === NEW}
            onClick={() => setEditing(NEW)}
          >
            <Plus size={16} aria-hidden />
            New FAQ
          </button>
        }
      />
      {editing === NEW && (
        <div className="mt-6">
          <FaqForm onDone={() => closeForm(NEW_BUTTON_ID)} />
        </div>
      )}
      <div className="mt-6">
        {query.isPending && <LoadingBlocks label="Loading the FAQs…" count={4} height="h-20" />}
        {query.isError && (
          <LoadError
            title="The FAQs could not be shown"
            error={query.error}
            fallback={FETCH_FAILED}
            onRetry={() => void query.refetch()}
          />
        )}
        {faqs?.length === 0 && (
          <EmptyState icon={CircleHelp} title="No FAQs yet">
            Add the first question with New FAQ; the FAQ page shows them in this order.
          </EmptyState>
        )}
        {faqs && faqs.length > 0 && (
          <ol
            aria-label="FAQs in order"
            aria-busy={reorder.isPending}
            className="divide-y divide-line border border-line bg-raised"
          >
            {faqs.map((faq, index) =>
              editing === faq._id ? (
                <li key={faq._id} className="p-2 sm:p-4">
                  <FaqForm faq={faq} onDone={() => closeForm(`faq-edit-${faq._id}`)} />
                </li>
              ) : (
                <li key={faq._id}>
                  <FaqItem
                    faq={faq}
                    position={index}
                    count={faqs.length}
                    isMoving={reorder.isPending}
                    onMove={(by) => move(index, by)}
                    onEdit={() => setEditing(faq._id)}
                    onDelete={() => setDeleting(faq)}
                  />
                </li>
              ),
            )}
          </ol>
        )}
      </div>
      {deleting && (
        <DeleteFaqDialog
          faq={deleting}
          onClose={(isDeleted) => {
            setDeleting(null);
            if (isDeleted) focus(NEW_BUTTON_ID);
          }}
        />
      )}
    </section>
  );
}
