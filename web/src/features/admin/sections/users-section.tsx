import { UserRound } from 'lucide-react';
import { USER_SORTS } from '#contract/admin.ts';
import { ROLES, USER_STATUSES, type Role, type UserStatus } from '#contract/user.ts';
import { FETCH_USERS_FAILED } from '#web/lib/messages.ts';
import { useSession } from '#web/lib/session.ts';
import { useAdminUsers } from '../api/users-api.ts';
import { PagedTable } from '../components/paged-table.tsx';
import { ListEmptyState } from '../components/list-empty-state.tsx';
import { SearchInput } from '../components/search-input.tsx';
import { SectionHeader } from '../components/section-header.tsx';
import { statusOptions } from '../components/status-list.tsx';
import { SortSelect, TableToolbar, ToolbarSelect } from '../components/table-toolbar.tsx';
import { useListParams } from '../components/use-list-params.ts';
import { userColumns } from '../users/user-columns.tsx';
import { ROLE_OPTIONS, STATUS_LABELS } from '../users/user-labels.ts';

const SORT_OPTIONS = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
  { value: 'name', label: 'Name A–Z' },
  { value: 'email', label: 'E-mail A–Z' },
];
const ROLE_FILTER = [{ value: '', label: 'All roles' }, ...ROLE_OPTIONS];
const STATUS_FILTER = statusOptions(USER_STATUSES, (status) => STATUS_LABELS[status]);

const pick = <T extends string>(values: readonly T[], value: string | undefined) =>
  values.find((each) => each === value);

function usersLabel(count: number): string {
  return `${count.toLocaleString('en-IN')} ${count === 1 ? 'user' : 'users'}`;
}

/** Staff find a customer by name or e-mail, filter by role and status, and block or unblock. */
export function UsersSection() {
  const { user: me } = useSession();
  const params = useListParams({ sorts: USER_SORTS, defaultSort: 'newest' });
  const role = pick<Role>(ROLES, params.get('role'));
  const status = pick<UserStatus>(USER_STATUSES, params.get('status'));
  const query = useAdminUsers({
    page: params.page,
    search: params.search || undefined,
    role,
    status,
    sort: params.sort,
  });
  const isFiltered = Boolean(params.search || role || status);

  return (
    <section>
      <SectionHeader
        title="Users"
        description="Customers and staff. Open a user for their orders and addresses."
      />
      <TableToolbar>
        <SearchInput
          label="Search users"
          placeholder="Name or e-mail"
          value={params.search}
          onSearch={params.setSearch}
        />
        <ToolbarSelect
          label="Role"
          value={role ?? ''}
          options={ROLE_FILTER}
          onChange={(value) => params.set({ role: value })}
        />
        <ToolbarSelect
          label="Status"
          value={status ?? ''}
          options={STATUS_FILTER}
          onChange={(value) => params.set({ status: value })}
        />
        <SortSelect
          value={params.sort ?? 'newest'}
          options={SORT_OPTIONS}
          onChange={params.setSort}
        />
      </TableToolbar>
      <PagedTable
        caption="Users"
        columns={userColumns(me)}
        rows={query.data?.data}
        rowKey={(user) => user._id}
        query={query}
        errorFallback={FETCH_USERS_FAILED}
        empty={
          <ListEmptyState
            icon={UserRound}
            total={query.data?.totalUsers ?? 0}
            onFirstPage={() => params.setPage(1)}
            filtered={params.noMatch({
              title: 'No users match',
              hint: 'Try another name, e-mail or filter.',
              filters: ['role', 'status'],
              isFiltered,
            })}
            title="No users yet"
          >
            New sign-ups appear here.
          </ListEmptyState>
        }
        page={params.page}
        onPage={params.setPage}
        totalLabel={(data) => usersLabel(data.totalUsers)}
      />
    </section>
  );
}
