import { ArrowLeft } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import type { User } from '#contract/user.ts';
import { sectionHref } from '#web/features/admin/admin-links.ts';
import { useAdminUser } from '#web/features/admin/api/users-api.ts';
import { LoadError, LoadingBlocks } from '#web/features/admin/components/query-states.tsx';
import { StatusBadge } from '#web/features/admin/components/status-badge.tsx';
import { DeleteUserButton } from '#web/features/admin/users/delete-user-button.tsx';
import { UserAddresses } from '#web/features/admin/users/user-addresses.tsx';
import {
  NOT_FOR_MANAGERS,
  NOT_FOR_YOURSELF,
  ROLE_LABELS,
  STATUS_LABELS,
  STATUS_TONES,
} from '#web/features/admin/users/user-labels.ts';
import { UserOrders } from '#web/features/admin/users/user-orders.tsx';
import { UserRoleSelect } from '#web/features/admin/users/user-role-select.tsx';
import { UserStatusButton } from '#web/features/admin/users/user-status-button.tsx';
import { UserAvatar } from '#web/features/auth/components/user-avatar.tsx';
import { usePageTitle } from '#web/features/config/config-api.ts';
import { formatDate } from '#web/lib/format-date.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { FETCH_USER_FAILED } from '#web/lib/messages.ts';
import { useSession } from '#web/lib/session.ts';

const USERS_HREF = sectionHref('users');

function Profile({ user, me }: { user: User; me: User | null }) {
  const navigate = useNavigate();
  const isSelf = user._id === me?._id;
  const isAdmin = me?.role === 'ADMIN';
  const roleLock = isSelf ? NOT_FOR_YOURSELF : isAdmin ? null : NOT_FOR_MANAGERS;
  return (
    <div className="flex flex-col gap-6 border border-line bg-raised p-5 sm:flex-row sm:p-8">
      <UserAvatar user={user} size="md" />
      <div className="min-w-0 flex-1 space-y-5">
        <div>
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-3xl leading-tight sm:text-4xl">{user.name}</h1>
            <StatusBadge tone={STATUS_TONES[user.status]}>{STATUS_LABELS[user.status]}</StatusBadge>
          </div>
          <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
            <dt className="text-muted">E-mail</dt>
            <dd className="break-all">
              {user.email} {user.verifyEmail ? '(verified)' : '(not verified)'}
            </dd>
            <dt className="text-muted">Phone</dt>
            <dd>{user.phone ?? 'Not given'}</dd>
            <dt className="text-muted">Role</dt>
            <dd>{ROLE_LABELS[user.role]}</dd>
            <dt className="text-muted">Joined</dt>
            <dd>
              <time dateTime={user.createdAt}>{formatDate(user.createdAt)}</time>
            </dd>
          </dl>
        </div>
        <div className="grid gap-4 sm:grid-cols-[minmax(0,14rem)_auto] sm:items-end">
          <UserRoleSelect user={user} lockedReason={roleLock} showLabel />
          <div className="flex flex-wrap items-center gap-3">
            <UserStatusButton user={user} isDisabled={isSelf} />
            {isAdmin && !isSelf && (
              <DeleteUserButton user={user} onDeleted={() => void navigate(USERS_HREF)} />
            )}
          </div>
        </div>
        {isSelf && <p className="text-xs text-muted">{NOT_FOR_YOURSELF}</p>}
      </div>
    </div>
  );
}

function NotFound() {
  return (
    <div className="border border-line bg-surface px-6 py-14 text-center">
      <h1 className="text-3xl">We could not find this user</h1>
      <p className="mt-3 text-muted">They may have been deleted.</p>
      <Link
        to={USERS_HREF}
        className="mt-6 inline-block text-accent underline-offset-4 hover:underline"
      >
        Go to all users
      </Link>
    </div>
  );
}

/** /admin/users/:id: one user with their orders and addresses, and what staff may change. */
export function AdminUserPage() {
  const { id = '' } = useParams();
  const { user: me } = useSession();
  const query = useAdminUser(id);
  usePageTitle(query.data ? `${query.data.user.name} · Users` : 'User details');

  return (
    <div className="mx-auto w-full max-w-5xl space-y-10 px-4 py-8 sm:px-6 sm:py-12">
      <Link
        to={USERS_HREF}
        className="inline-flex min-h-11 items-center gap-2 text-sm text-muted hover:text-accent"
      >
        <ArrowLeft size={16} aria-hidden />
        All users
      </Link>
      {query.isPending && <LoadingBlocks label="Loading the user…" count={3} height="h-32" />}
      {query.isError &&
        (query.error instanceof ApiError && query.error.status === 404 ? (
          <NotFound />
        ) : (
          <LoadError
            title="This user could not be shown"
            error={query.error}
            fallback={FETCH_USER_FAILED}
            onRetry={() => void query.refetch()}
          />
        ))}
      {query.data && (
        <>
          <Profile user={query.data.user} me={me} />
          <section aria-labelledby="user-orders" className="space-y-4">
            <h2 id="user-orders" className="text-2xl">
              Orders
            </h2>
            <UserOrders orders={query.data.orders} />
          </section>
          <section aria-labelledby="user-addresses" className="space-y-4">
            <h2 id="user-addresses" className="text-2xl">
              Addresses
            </h2>
            <UserAddresses addresses={query.data.addresses} />
          </section>
        </>
      )}
    </div>
  );
}
