import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import type { Role, User } from '#contract/user.ts';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { notify } from '#web/lib/notify.ts';
import { useSetUserRole } from '../api/users-api.ts';
import { ROLE_LABELS, ROLE_OPTIONS } from './user-labels.ts';

type UserRoleSelectProps = {
  user: Pick<User, '_id' | 'name' | 'email' | 'role'>;
  /** Why it cannot be changed (a MANAGER, or one's own account); null when it can. */
  lockedReason: string | null;
  /** A visible label above it (the user page) or only a spoken one (a table row). */
  showLabel?: boolean;
};

/** The role, changed after a confirmation; read-only with the reason when it may not be. */
export function UserRoleSelect({ user, lockedReason, showLabel = false }: UserRoleSelectProps) {
  const id = useId();
  const [asked, setAsked] = useState<Role | null>(null);
  const setRole = useSetUserRole();
  const label = showLabel ? 'Role' : `Role of ${user.name}`;
  return (
    <div>
      <label htmlFor={id} className={showLabel ? 'mb-2 block label-caps text-ink' : 'sr-only'}>
        {label}
      </label>
      <div className="relative">
        <select
          id={id}
          value={user.role}
          disabled={lockedReason !== null}
          aria-describedby={lockedReason ? `${id}-reason` : undefined}
          onChange={(event) => setAsked(event.target.value as Role)}
          className="block min-h-10 w-full min-w-32 appearance-none border border-line bg-canvas py-2 pr-9 pl-3 text-sm text-ink hover:border-muted/60 focus:border-accent disabled:cursor-not-allowed disabled:opacity-60"
        >
          {ROLE_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown
          size={15}
          strokeWidth={1.5}
          className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-muted"
          aria-hidden
        />
      </div>
      {lockedReason && (
        <p id={`${id}-reason`} className={showLabel ? 'mt-2 text-xs text-muted' : 'sr-only'}>
          {lockedReason}
        </p>
      )}
      {asked && (
        <ConfirmDialog
          title={`Make ${user.name} ${ROLE_LABELS[asked]}?`}
          description={
            asked === 'USER'
              ? 'They lose access to the admin area on their next request.'
              : 'They can use the admin area on their next request.'
          }
          confirmLabel="Change role"
          pendingLabel="Changing…"
          isPending={setRole.isPending}
          onClose={() => setAsked(null)}
          onConfirm={() =>
            setRole.mutate(
              { email: user.email, role: asked },
              {
                onSuccess: ({ message }) => {
                  notify.success(message ?? `${user.name} is now ${ROLE_LABELS[asked]}`);
                  setAsked(null);
                },
              },
            )
          }
        />
      )}
    </div>
  );
}
