import type { z } from 'zod';
import type { ResendOtpSchema, VerifyEmailResponse } from '#contract/auth.ts';
import { AppError } from '../../lib/errors.ts';
import { findUserByEmail, toUser, updateUser } from '../users/users.service.ts';
import { accountMails, type AuthDeps } from './auth-deps.ts';
import { AUTH_LIMITS, check, countGuess, WAIT_FOR_CODE } from './auth-rate-limits.ts';
import type { AuthContext } from '../../lib/auth-guards.ts';
import type { ClientInfo } from './auth.service.ts';
import { endSessionsOf, limitCodeSends } from './credentials.service.ts';
import { consumeCode, INVALID_CODE, issueCode, removeCode } from './one-time-codes.ts';
import {
  resetPassword,
  type ResetPasswordInput,
  verifyResetCode,
  type VerifyOtpInput,
} from './password-reset.ts';

export const CODE_SENT =
  'If an account with that e-mail needs a code, we have sent one. It is valid for 10 minutes.';

type ResendOtpInput = z.output<typeof ResendOtpSchema>;

/** The purpose's cool-down per address, then the hourly limits per address and client. */
async function limitSends(
  { limiter }: AuthDeps,
  email: string,
  client: ClientInfo,
  purpose: 'verify-email' | 'reset-password',
) {
  const cooldown =
    purpose === 'verify-email'
      ? AUTH_LIMITS.verifyEmailCooldown
      : AUTH_LIMITS.resetPasswordCooldown;
  await limiter.consume([check(cooldown, email)], WAIT_FOR_CODE);
  await limitCodeSends(limiter, email, client.ip);
}

/**
 * The code proves the inbox, not who holds the sessions: whoever signed up, or changed the address,
 * may not own it. So every session of the account ends except the caller's own session of this
 * account. The password stays (a client that verifies and then signs in must keep working); an
 * owner who did not choose it resets it, and a reset ends every session again.
 */
export async function verifyEmail(
  { db, signer, limiter }: AuthDeps,
  input: VerifyOtpInput,
  client: ClientInfo,
  caller?: AuthContext,
): Promise<VerifyEmailResponse> {
  const { email, otp } = input;
  const refund = await countGuess(limiter, 'code', email, client.ip);
  const user = await findUserByEmail(db, email);
  if (!user || user.emailVerifiedAt) throw new AppError('BAD_REQUEST', INVALID_CODE);
  await consumeCode({ db, signer }, user.id, 'verify-email', otp);
  await refund();
  const keep = caller?.user._id === user.id ? caller.sessionId : undefined;
  const verified = await db.transaction(async (tx) => {
    await removeCode(tx, user.id, 'verify-email');
    await endSessionsOf(tx, user.id, keep);
    return updateUser(tx, user.id, { emailVerifiedAt: new Date() });
  });
  return {
    message: 'E-mail verified successfully',
    verifyEmail: true,
    user: toUser(verified ?? user),
  };
}

/** Mails a code only to an active account that needs one; every caller gets the same answer. */
export async function sendCode(deps: AuthDeps, input: ResendOtpInput, client: ClientInfo) {
  const { email, purpose } = input;
  await limitSends(deps, email, client, purpose);
  const user = await findUserByEmail(deps.db, email);
  const needsCode =
    user?.status === 'active' && (purpose === 'reset-password' || user.emailVerifiedAt === null);
  if (user && needsCode) {
    const mails = await accountMails(deps);
    // The code and its mail commit together: a code is never stored without its mail queued.
    await deps.db.transaction(async (tx) => {
      const code = await issueCode({ db: tx, signer: deps.signer }, user.id, purpose);
      await mails.code(tx, user, purpose, code);
    });
  }
  return { message: CODE_SENT };
}

/**
 * Everything done with a one-time code. Answers never reveal whether an e-mail has an account: unknown
 * addresses get the same messages, statuses and rate limits as known ones.
 */
export function createCodesService(deps: AuthDeps) {
  return {
    verifyEmail: (input: VerifyOtpInput, client: ClientInfo, caller?: AuthContext) =>
      verifyEmail(deps, input, client, caller),
    sendCode: (input: ResendOtpInput, client: ClientInfo) => sendCode(deps, input, client),
    verifyResetCode: (input: VerifyOtpInput, client: ClientInfo) =>
      verifyResetCode(deps, input, client),
    resetPassword: (input: ResetPasswordInput, resetToken: string | undefined) =>
      resetPassword(deps, input, resetToken),
  };
}

export type CodesService = ReturnType<typeof createCodesService>;
