import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { User } from '#contract/user.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { notify } from '#web/lib/notify.ts';
import { useDeleteUser } from '../api/users-api.ts';

type DeleteUserButtonProps = {
  user: Pick<User, '_id' | 'name'>;
  isCompact?: boolean;
  /** After the user is gone (the detail page leaves). */
  onDeleted?: () => void;
};

/** ADMIN only: deletes after a confirmation; their orders stay, without personal data. */
export function DeleteUserButton({ user, isCompact = false, onDeleted }: DeleteUserButtonProps) {
  const [isAsking, setIsAsking] = useState(false);
  const remove = useDeleteUser();
  return (
    <>
      <button
        type="button"
        className={buttonClass('quiet', isCompact ? 'min-h-10 px-2 text-danger' : 'text-danger')}
        aria-label={isCompact ? `Delete ${user.name}` : undefined}
        onClick={() => setIsAsking(true)}
      >
        <Trash2 size={15} aria-hidden />
        Delete
      </button>
      {isAsking && (
        <ConfirmDialog
          title={`Delete ${user.name}?`}
          description="Their account, addresses, cart and wishlist go. Their orders stay for the accounts, with the personal details removed. This cannot be undone."
          confirmLabel="Delete user"
          pendingLabel="Deleting…"
          cancelLabel="Keep user"
          isPending={remove.isPending}
          onClose={() => setIsAsking(false)}
          onConfirm={() =>
            remove.mutate(user._id, {
              onSuccess: ({ message }) => {
                notify.success(message);
                setIsAsking(false);
                onDeleted?.();
              },
            })
          }
        />
      )}
    </>
  );
}
