import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  MessageSchema,
  VerifyOtpResponseSchema,
  type EmailOnlySchema,
  type ResetPasswordSchema,
  type UpdatePasswordSchema,
} from '#contract/auth.ts';
import { api } from '#web/lib/api-client.ts';
import {
  INVALID_OTP,
  PASSWORD_RESET_FAILED,
  PASSWORD_UPDATE_FAILED,
  PASSWORD_UPDATED,
  SEND_OTP_FAILED,
} from '#web/lib/messages.ts';
import type { VerifyOtpValues } from './auth-api.ts';
import { startResendCooldown } from './otp-cooldown.ts';
import { requireToken } from './profile-api.ts';

export type EmailOnlyValues = z.output<typeof EmailOnlySchema>;
export type ResetPasswordValues = z.output<typeof ResetPasswordSchema>;
export type UpdatePasswordValues = z.output<typeof UpdatePasswordSchema>;

const INLINE_ERRORS = { toastOnError: false } as const;
const OptionalMessageSchema = MessageSchema.partial();

export function useForgotPassword() {
  return useMutation({
    mutationFn: (input: EmailOnlyValues) =>
      api.put('/api/user/forgot-password', input, MessageSchema, {
        defaultMessage: SEND_OTP_FAILED,
      }),
    onSuccess: (_answer, { email }) => startResendCooldown('reset-password', email),
    meta: INLINE_ERRORS,
  });
}

export function useVerifyResetCode() {
  return useMutation({
    mutationFn: (input: VerifyOtpValues) =>
      api.put('/api/user/verify-otp', input, VerifyOtpResponseSchema, {
        defaultMessage: INVALID_OTP,
      }),
    meta: INLINE_ERRORS,
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: ResetPasswordValues) =>
      api.put('/api/user/reset-password', input, MessageSchema, {
        defaultMessage: PASSWORD_RESET_FAILED,
      }),
    meta: INLINE_ERRORS,
  });
}

/** Answers the message to show: the server's, else SPEC §8's success default. */
export function useUpdatePassword() {
  return useMutation({
    mutationFn: async (input: UpdatePasswordValues) => {
      requireToken();
      const answer = await api.put('/api/user/update/password', input, OptionalMessageSchema, {
        defaultMessage: PASSWORD_UPDATE_FAILED,
      });
      return answer.message ?? PASSWORD_UPDATED;
    },
    meta: INLINE_ERRORS,
  });
}
