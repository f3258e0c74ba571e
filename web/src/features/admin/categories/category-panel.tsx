import { Plus, Tags } from 'lucide-react';
import { useRef, useState } from 'react';
import type { Category, CategoryKind } from '#contract/catalog.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { FormError } from '#web/components/ui/form-error.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { DELETE_FAILED, FETCH_FAILED } from '#web/lib/messages.ts';
import { notify } from '#web/lib/notify.ts';
import { useDeleteCategory, useStaffCategories } from '#web/features/catalog/categories-api.ts';
import { EmptyState, LoadError, LoadingBlocks } from '../components/query-states.tsx';
import { CategoryCard } from './category-card.tsx';
import { CategoryForm } from './category-form.tsx';
import { KIND_TEXT, productsOnSale } from './category-labels.ts';

type DeleteDialogProps = {
  kind: CategoryKind;
  category: Category;
  onClose: () => void;
  onDeleted: (category: Category) => void;
};

/** Asks first; a refusal (409 while products use it) stays in the dialog with the server's reason. */
function DeleteCategoryDialog({ kind, category, onClose, onDeleted }: DeleteDialogProps) {
  const remove = useDeleteCategory(kind);
  const noun = KIND_TEXT[kind].one;
  return (
    <ConfirmDialog
      title={`Delete ${category.name}?`}
      description={
        category.productCount > 0
          ? `${productsOnSale(category.productCount)} use this ${noun}; it can be deleted once no product does.`
          : `The ${noun} and its image go. This cannot be undone.`
      }
      confirmLabel="Delete"
      pendingLabel="Deleting…"
      cancelLabel={`Keep ${noun}`}
      isPending={remove.isPending}
      onClose={onClose}
      onConfirm={() =>
        remove.mutate(category._id, {
          onSuccess: ({ message }) => {
            notify.success(message);
            onDeleted(category);
            onClose();
          },
        })
      }
    >
      <FormError message={remove.error && errorMessage(remove.error, DELETE_FAILED)} />
    </ConfirmDialog>
  );
}

/** One set's list with its add, edit and delete. */
export function CategoryPanel({ kind }: { kind: CategoryKind }) {
  const text = KIND_TEXT[kind];
  const query = useStaffCategories(kind);
  const [editing, setEditing] = useState<Category | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Category | null>(null);
  const opener = useRef<HTMLElement | null>(null);

  const open = (target: Category | 'new') => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setEditing(target);
  };
  const close = () => {
    setEditing(null);
    opener.current?.focus();
  };
  const count = query.data?.length ?? 0;

  return (
    <div>
      <div className="mb-5 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="max-w-xl text-sm text-muted">{text.about}</p>
        <button type="button" className={buttonClass('primary')} onClick={() => open('new')}>
          <Plus size={16} aria-hidden />
          New {text.one}
        </button>
      </div>
      {editing && (
        <CategoryForm
          key={editing === 'new' ? 'new' : editing._id}
          kind={kind}
          category={editing === 'new' ? undefined : editing}
          onDone={close}
        />
      )}
      {query.isPending && (
        <LoadingBlocks label={`Loading ${text.tab.toLowerCase()}…`} count={3} height="h-40" />
      )}
      {query.isError && (
        <LoadError
          title={`${text.tab} could not be shown`}
          error={query.error}
          fallback={FETCH_FAILED}
          onRetry={() => void query.refetch()}
        />
      )}
      {query.data && count === 0 && (
        <EmptyState icon={Tags} title={`No ${text.tab.toLowerCase()} yet`}>
          Add the first with “New {text.one}”; products are filed under them.
        </EmptyState>
      )}
      {count > 0 && (
        <ul
          aria-label={text.tab}
          className="grid gap-4 min-[480px]:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
        >
          {query.data?.map((category) => (
            <li key={category._id}>
              <CategoryCard category={category} onEdit={open} onDelete={setDeleting} />
            </li>
          ))}
        </ul>
      )}
      {deleting && (
        <DeleteCategoryDialog
          kind={kind}
          category={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={(gone) => {
            if (editing !== 'new' && editing?._id === gone._id) setEditing(null);
          }}
        />
      )}
    </div>
  );
}
