import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { z } from 'zod';
import {
  AvatarResponseSchema,
  MeResponseSchema,
  UpdateUserResponseSchema,
  type UpdateUserSchema,
} from '#contract/auth.ts';
import type { User } from '#contract/user.ts';
import { api, ApiError } from '#web/lib/api-client.ts';
import {
  GET_USER_DETAILS_FAILED,
  NOT_AUTHENTICATED,
  PROFILE_UPDATE_FAILED,
  UPLOAD_FAILED,
} from '#web/lib/messages.ts';
import { getSession, setVerifyEmail, signIn, updateSessionUser } from '#web/lib/session.ts';
import { startResendCooldown } from './otp-cooldown.ts';

export type UpdateProfileValues = z.output<typeof UpdateUserSchema>;

const INLINE_ERRORS = { toastOnError: false } as const;

/** SPEC §5: account changes fail before any call when no token is stored. */
export function requireToken(): void {
  if (!getSession().token) throw new ApiError(401, 'UNAUTHORIZED', NOT_AUTHENTICATED);
}

export const meQuery = () =>
  queryOptions({
    queryKey: ['me'],
    queryFn: async ({ signal }) => {
      const { user } = await api.get('/api/user/me', MeResponseSchema, {
        signal,
        defaultMessage: GET_USER_DETAILS_FAILED,
      });
      return user;
    },
  });

function syncSession(user: User): void {
  const session = getSession();
  if (JSON.stringify(session.user) !== JSON.stringify(user)) updateSessionUser(user);
  if (session.verifyEmail !== user.verifyEmail) setVerifyEmail(user.verifyEmail);
}

/** The signed-in customer as the server knows them; the stored session follows along. */
export function useMe() {
  const query = useQuery(meQuery());
  const { data } = query;
  useEffect(() => {
    if (data) syncSession(data);
  }, [data]);
  return query;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateProfileValues) => {
      requireToken();
      return api.put('/api/user/update-user', input, UpdateUserResponseSchema, {
        defaultMessage: PROFILE_UPDATE_FAILED,
      });
    },
    onSuccess: ({ token, user, verifyEmail }) => {
      const previousEmail = getSession().user?.email;
      signIn({ token, user, verifyEmail });
      queryClient.setQueryData(meQuery().queryKey, user);
      // A changed address gets a fresh code at once, which counts as the first send.
      if (!verifyEmail && previousEmail !== user.email)
        startResendCooldown('verify-email', user.email);
    },
    meta: INLINE_ERRORS,
  });
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      requireToken();
      const form = new FormData();
      form.append('avatar', file);
      return api.put('/api/user/upload-avatar', form, AvatarResponseSchema, {
        defaultMessage: UPLOAD_FAILED,
      });
    },
    onSuccess: ({ user }) => {
      updateSessionUser(user);
      queryClient.setQueryData(meQuery().queryKey, user);
    },
    meta: INLINE_ERRORS,
  });
}
