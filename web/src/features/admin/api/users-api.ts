import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AdminUserDetailSchema,
  AdminUsersResponseSchema,
  UserResponseSchema,
  type AdminUsersQuery,
} from '#contract/admin.ts';
import { MessageSchema } from '#contract/auth.ts';
import type { Role, User, UserStatus } from '#contract/user.ts';
import { api } from '#web/lib/api-client.ts';
import { pagedQuery } from '#web/lib/paged-query.ts';
import {
  DELETE_FAILED,
  FETCH_USER_FAILED,
  FETCH_USERS_FAILED,
  SOMETHING_WENT_WRONG,
} from '#web/lib/messages.ts';

const USERS_ROOT = ['admin', 'users'] as const;

/** The list call's query; page and limit as numbers (the contract coerces strings). */
export type UsersListQuery = Omit<AdminUsersQuery, 'page' | 'limit'> & {
  page?: number;
  limit?: number;
};

export const adminUsersQuery = (query: UsersListQuery) =>
  pagedQuery({
    key: [...USERS_ROOT, 'list'],
    path: '/api/user/admin/get',
    schema: AdminUsersResponseSchema,
    query,
    defaultMessage: FETCH_USERS_FAILED,
  });

export const adminUserQuery = (id: string) =>
  queryOptions({
    queryKey: [...USERS_ROOT, 'one', id],
    queryFn: ({ signal }) =>
      api.get(`/api/user/admin/get/${encodeURIComponent(id)}`, AdminUserDetailSchema, {
        signal,
        defaultMessage: FETCH_USER_FAILED,
      }),
  });

/** One page of users; the previous page stays on screen while the next one loads. */
export function useAdminUsers(query: UsersListQuery) {
  return useQuery(adminUsersQuery(query));
}

export function useAdminUser(id: string) {
  return useQuery({ ...adminUserQuery(id), enabled: id !== '' });
}

/** The changed user into the open detail page, and every list read again. */
function useStoreUser() {
  const queryClient = useQueryClient();
  return async (user: User) => {
    queryClient.setQueryData(adminUserQuery(user._id).queryKey, (detail) =>
      detail ? { ...detail, user } : detail,
    );
    await queryClient.invalidateQueries({ queryKey: [...USERS_ROOT, 'list'] });
  };
}

export function useSetUserStatus() {
  const storeUser = useStoreUser();
  return useMutation({
    mutationFn: ({ userId, status }: { userId: string; status: UserStatus }) =>
      api.patch(
        `/api/user/admin/${encodeURIComponent(userId)}/status`,
        { status },
        UserResponseSchema,
        { defaultMessage: SOMETHING_WENT_WRONG },
      ),
    onSuccess: ({ user }) => void storeUser(user),
  });
}

/** ADMIN only; the user is named by e-mail (SPEC). */
export function useSetUserRole() {
  const storeUser = useStoreUser();
  return useMutation({
    mutationFn: ({ email, role }: { email: string; role: Role }) =>
      api.put('/api/user/admin/update', { email, role }, UserResponseSchema, {
        defaultMessage: SOMETHING_WENT_WRONG,
      }),
    onSuccess: ({ user }) => void storeUser(user),
  });
}

/** ADMIN only. */
export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      api.delete(`/api/user/admin/delete/${encodeURIComponent(userId)}`, undefined, MessageSchema, {
        defaultMessage: DELETE_FAILED,
      }),
    onSuccess: (_answer, userId) => {
      queryClient.removeQueries({ queryKey: adminUserQuery(userId).queryKey });
      void queryClient.invalidateQueries({ queryKey: [...USERS_ROOT, 'list'] });
    },
  });
}
