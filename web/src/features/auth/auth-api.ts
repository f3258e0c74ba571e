import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  AuthResponseSchema,
  MessageSchema,
  VerifyEmailResponseSchema,
  type LoginSchema,
  type RegisterSchema,
  type ResendOtpInput,
  type VerifyOtpSchema,
} from '#contract/auth.ts';
import { api } from '#web/lib/api-client.ts';
import { INVALID_OTP, LOGIN_FAILED, SEND_OTP_FAILED } from '#web/lib/messages.ts';
import { clearUserQueries } from '#web/lib/query-client.ts';
import {
  getSession,
  setVerifyEmail,
  signIn,
  updateSessionUser,
  type SignInInput,
} from '#web/lib/session.ts';
import { startResendCooldown } from './otp-cooldown.ts';
import { meQuery } from './profile-api.ts';

export type RegisterValues = z.output<typeof RegisterSchema>;
export type LoginValues = z.output<typeof LoginSchema>;
export type VerifyOtpValues = z.output<typeof VerifyOtpSchema>;

// Forms show their own errors inline, so the global error toast stays quiet for them.
const INLINE_ERRORS = { toastOnError: false } as const;

function useStartSession() {
  const queryClient = useQueryClient();
  return (auth: SignInInput) => {
    clearUserQueries(queryClient);
    signIn(auth);
  };
}

export function useRegister() {
  const startSession = useStartSession();
  return useMutation({
    // SPEC §5: only an answer with both token and user counts; the schema enforces it.
    mutationFn: (input: RegisterValues) =>
      api.post('/api/user/register', input, AuthResponseSchema),
    onSuccess: (auth) => {
      startSession(auth);
      startResendCooldown('verify-email', auth.user.email);
    },
    meta: INLINE_ERRORS,
  });
}

export function useLogin() {
  const startSession = useStartSession();
  return useMutation({
    mutationFn: (input: LoginValues) =>
      api.post('/api/user/login', input, AuthResponseSchema, { defaultMessage: LOGIN_FAILED }),
    onSuccess: startSession,
    meta: INLINE_ERRORS,
  });
}

export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: VerifyOtpValues) =>
      api.post('/api/user/verify-email', input, VerifyEmailResponseSchema, {
        defaultMessage: INVALID_OTP,
      }),
    onSuccess: ({ user }) => {
      const session = getSession();
      if (!session.isSignedIn || (session.user && session.user._id !== user._id)) return;
      updateSessionUser(user);
      setVerifyEmail(true);
      queryClient.setQueryData(meQuery().queryKey, user);
    },
    meta: INLINE_ERRORS,
  });
}

/** Errors toast through the query client (a resend button has no form to show them in). */
export function useResendOtp() {
  return useMutation({
    mutationFn: (input: ResendOtpInput) =>
      api.post('/api/user/resend-otp', input, MessageSchema, { defaultMessage: SEND_OTP_FAILED }),
  });
}
