import { Link } from 'react-router';
import type { User } from '#contract/user.ts';
import { formatDate } from '#web/lib/format-date.ts';
import { adminUserHref } from '../admin-links.ts';
import type { Column } from '../components/data-table.tsx';
import { StatusBadge } from '../components/status-badge.tsx';
import { DeleteUserButton } from './delete-user-button.tsx';
import {
  NOT_FOR_MANAGERS,
  NOT_FOR_YOURSELF,
  ROLE_LABELS,
  STATUS_LABELS,
  STATUS_TONES,
} from './user-labels.ts';
import { UserRoleSelect } from './user-role-select.tsx';
import { UserStatusButton } from './user-status-button.tsx';

/** The users table's columns as the signed-in staff member may use them. */
export function userColumns(me: User | null): Column<User>[] {
  const isAdmin = me?.role === 'ADMIN';
  return [
    {
      id: 'name',
      header: 'Name',
      isRowHeader: true,
      cell: (user) => (
        <Link to={adminUserHref(user._id)} className="font-medium text-ink hover:text-accent">
          {user.name}
          {user._id === me?._id && <span className="ml-2 text-xs text-muted">(you)</span>}
        </Link>
      ),
    },
    {
      id: 'email',
      header: 'E-mail',
      cell: (user) => user.email,
    },
    {
      id: 'role',
      header: 'Role',
      cell: (user) =>
        isAdmin && user._id !== me?._id ? (
          <UserRoleSelect user={user} lockedReason={null} />
        ) : (
          <span title={isAdmin ? NOT_FOR_YOURSELF : NOT_FOR_MANAGERS}>
            {ROLE_LABELS[user.role]}
          </span>
        ),
    },
    {
      id: 'status',
      header: 'Status',
      cell: (user) => (
        <StatusBadge tone={STATUS_TONES[user.status]}>{STATUS_LABELS[user.status]}</StatusBadge>
      ),
    },
    {
      id: 'joined',
      header: 'Joined',
      // The first column to give way: below 1280 px the table shares a narrow width.
      className: 'hidden whitespace-nowrap xl:table-cell',
      cell: (user) => <time dateTime={user.createdAt}>{formatDate(user.createdAt)}</time>,
    },
    {
      id: 'actions',
      header: <span className="sr-only">Actions</span>,
      cell: (user) =>
        user._id === me?._id ? null : (
          <div className="flex items-center gap-2 whitespace-nowrap">
            <UserStatusButton user={user} isCompact />
            {isAdmin && <DeleteUserButton user={user} isCompact />}
          </div>
        ),
    },
  ];
}
