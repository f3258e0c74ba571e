import type { z } from 'zod';
import {
  RESET_GRANT_TTL_SECONDS,
  type ResendOtpSchema,
  type ResetPasswordSchema,
  type VerifyEmailResponse,
  type VerifyOtpResponse,
  type VerifyOtpSchema,
} from '#contract/auth.ts';
import { AppError } from '../../lib/errors.ts';
import { findUserByEmail, toUser, updateUser } from '../users/users.service.ts';
import { type AuthDeps, createAuthMail } from './auth-deps.ts';
import { AUTH_LIMITS, check, countGuess, WAIT_FOR_CODE } from './auth-rate-limits.ts';
import type { AuthContext } from '../../lib/auth-guards.ts';
import type { ClientInfo } from './auth.service.ts';
import { endSessionsOf, hashNewPassword, limitCodeSends } from './credentials.service.ts';
import { createOneTimeCodes, INVALID_CODE } from './one-time-codes.ts';
import { randomToken, sameHash, sha256 } from './tokens.ts';

export const CODE_SENT =
  'If an account with that e-mail needs a code, we have sent one. It is valid for 10 minutes.';
export const RESET_GRANT_INVALID =
  'Your password reset has expired or is not valid. Please ask for a new code.';

/**
 * Everything done with a one-time code. Answers never reveal whether an e-mail has an account: unknown
 * addresses get the same messages, statuses and rate limits as known ones.
 */
export function createCodesService(deps: AuthDeps) {
  const { db, signer, limiter } = deps;
  const codes = createOneTimeCodes(db, signer);
  const mail = createAuthMail(deps);

  async function sendLimits(
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
  async function verifyEmail(
    input: z.output<typeof VerifyOtpSchema>,
    client: ClientInfo,
    caller?: AuthContext,
  ): Promise<VerifyEmailResponse> {
    const { email, otp } = input;
    const refund = await countGuess(limiter, 'code', email, client.ip);
    const user = await findUserByEmail(db, email);
    if (!user || user.emailVerifiedAt) throw new AppError('BAD_REQUEST', INVALID_CODE);
    await codes.consume(user.id, 'verify-email', otp);
    await refund();
    const keep = caller?.user._id === user.id ? caller.sessionId : undefined;
    const verified = await db.transaction(async (tx) => {
      await createOneTimeCodes(tx, signer).remove(user.id, 'verify-email');
      await endSessionsOf(tx, user.id, keep);
      return updateUser(tx, user.id, { emailVerifiedAt: new Date() });
    });
    return {
      message: 'E-mail verified successfully',
      verifyEmail: true,
      user: toUser(verified ?? user),
    };
  }

  async function sendCode(input: z.output<typeof ResendOtpSchema>, client: ClientInfo) {
    const { email, purpose } = input;
    await sendLimits(email, client, purpose);
    const user = await findUserByEmail(db, email);
    const needsCode =
      user?.status === 'active' && (purpose === 'reset-password' || user.emailVerifiedAt === null);
    if (user && needsCode) await mail.sendCode(user, purpose, await codes.issue(user.id, purpose));
    return { message: CODE_SENT };
  }

  async function verifyResetCode(
    input: z.output<typeof VerifyOtpSchema>,
    client: ClientInfo,
  ): Promise<VerifyOtpResponse> {
    const refund = await countGuess(limiter, 'code', input.email, client.ip);
    const user = await findUserByEmail(db, input.email);
    if (!user || user.status !== 'active') throw new AppError('BAD_REQUEST', INVALID_CODE);
    await codes.consume(user.id, 'reset-password', input.otp);
    await refund();
    const resetToken = randomToken();
    const expiresAt = new Date(Date.now() + RESET_GRANT_TTL_SECONDS * 1000);
    await codes.storeGrant(user.id, sha256(resetToken), expiresAt);
    return {
      message: 'Code verified. You can now choose a new password.',
      resetToken,
      expiresIn: RESET_GRANT_TTL_SECONDS,
    };
  }

  /** Needs the grant from verifyResetCode; ends every session, since the old password may be known. */
  async function resetPassword(
    input: z.output<typeof ResetPasswordSchema>,
    resetToken: string | undefined,
  ): Promise<{ message: string }> {
    if (!resetToken) {
      throw new AppError('BAD_REQUEST', 'Please verify the code from your e-mail first.');
    }
    const user = await findUserByEmail(db, input.email);
    const grant = user ? await codes.findGrant(user.id) : undefined;
    const isValid =
      grant?.grantHash &&
      grant.grantExpiresAt &&
      grant.grantExpiresAt.getTime() > Date.now() &&
      sameHash(grant.grantHash, sha256(resetToken));
    if (!user || !isValid) throw new AppError('BAD_REQUEST', RESET_GRANT_INVALID);
    const passwordHash = await hashNewPassword(input.newPassword, user.email, 'newPassword');
    await db.transaction(async (tx) => {
      await updateUser(tx, user.id, {
        passwordHash,
        // The code reached their inbox, which proves the address as well.
        emailVerifiedAt: user.emailVerifiedAt ?? new Date(),
      });
      await createOneTimeCodes(tx, signer).remove(user.id, 'reset-password');
      await endSessionsOf(tx, user.id);
    });
    await mail.sendPasswordChanged(user);
    return { message: 'Password reset successfully. Please login with your new password.' };
  }

  return { verifyEmail, sendCode, verifyResetCode, resetPassword };
}

export type CodesService = ReturnType<typeof createCodesService>;
