import { Ban, CircleCheck } from 'lucide-react';
import { useState } from 'react';
import type { User } from '#contract/user.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { notify } from '#web/lib/notify.ts';
import { useSetUserStatus } from '../api/users-api.ts';

type UserStatusButtonProps = {
  user: Pick<User, '_id' | 'name' | 'status'>;
  /** Smaller, for a table row. */
  isCompact?: boolean;
  isDisabled?: boolean;
};

/** Block or unblock, after a confirmation; blocking ends the user's sessions at once. */
export function UserStatusButton({
  user,
  isCompact = false,
  isDisabled = false,
}: UserStatusButtonProps) {
  const [isAsking, setIsAsking] = useState(false);
  const setStatus = useSetUserStatus();
  const isBlocked = user.status === 'blocked';
  const verb = isBlocked ? 'Unblock' : 'Block';
  const Icon = isBlocked ? CircleCheck : Ban;
  return (
    <>
      <button
        type="button"
        className={buttonClass('outline', isCompact ? 'min-h-10 px-3 py-2' : '')}
        aria-label={isCompact ? `${verb} ${user.name}` : undefined}
        disabled={isDisabled}
        onClick={() => setIsAsking(true)}
      >
        <Icon size={15} aria-hidden />
        {verb}
      </button>
      {isAsking && (
        <ConfirmDialog
          title={`${verb} ${user.name}?`}
          description={
            isBlocked
              ? 'They can sign in and shop again.'
              : 'They are signed out everywhere at once and cannot sign in until unblocked.'
          }
          confirmLabel={verb}
          pendingLabel={isBlocked ? 'Unblocking…' : 'Blocking…'}
          isPending={setStatus.isPending}
          onClose={() => setIsAsking(false)}
          onConfirm={() =>
            setStatus.mutate(
              { userId: user._id, status: isBlocked ? 'active' : 'blocked' },
              {
                onSuccess: ({ message }) => {
                  notify.success(
                    message ?? `${user.name} is ${isBlocked ? 'unblocked' : 'blocked'}`,
                  );
                  setIsAsking(false);
                },
              },
            )
          }
        />
      )}
    </>
  );
}
