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
import { clientSubject } from '../../lib/rate-limit.ts';
import { createUsersRepo, toUser } from '../users/users.repo.ts';
import { type AuthDeps, createAuthMail } from './auth-deps.ts';
import { AUTH_LIMITS, check, countGuess, WAIT_FOR_CODE } from './auth-rate-limits.ts';
import type { AuthContext } from '../../lib/auth-guards.ts';
import { assertNotCommon, type ClientInfo } from './auth.service.ts';
import { createOneTimeCodes, INVALID_CODE } from './one-time-codes.ts';
import { hashPassword } from './passwords.ts';
import { createSessionsRepo } from './sessions.repo.ts';
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
  const users = createUsersRepo(db);
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
    await limiter.consume([
      check(AUTH_LIMITS.codeSendsPerEmail, email),
      check(AUTH_LIMITS.codeSendsPerIp, clientSubject(client.ip)),
    ]);
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
    const user = await users.findByEmail(email);
    if (!user || user.emailVerifiedAt) throw new AppError('BAD_REQUEST', INVALID_CODE);
    await codes.consume(user.id, 'verify-email', otp);
    await refund();
    const keep = caller?.user._id === user.id ? caller.sessionId : undefined;
    const verified = await db.transaction(async (tx) => {
      await createOneTimeCodes(tx, signer).remove(user.id, 'verify-email');
      await createSessionsRepo(tx).endAllForUser(user.id, keep);
      return createUsersRepo(tx).update(user.id, { emailVerifiedAt: new Date() });
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
    const user = await users.findByEmail(email);
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
    const user = await users.findByEmail(input.email);
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
    const user = await users.findByEmail(input.email);
    const grant = user ? await codes.findGrant(user.id) : undefined;
    const isValid =
      grant?.grantHash &&
      grant.grantExpiresAt &&
      grant.grantExpiresAt.getTime() > Date.now() &&
      sameHash(grant.grantHash, sha256(resetToken));
    if (!user || !isValid) throw new AppError('BAD_REQUEST', RESET_GRANT_INVALID);
    assertNotCommon(input.newPassword, user.email, 'newPassword');
    const passwordHash = await hashPassword(input.newPassword);
    await db.transaction(async (tx) => {
      await createUsersRepo(tx).update(user.id, {
        passwordHash,
        // The code reached their inbox, which proves the address as well.
        emailVerifiedAt: user.emailVerifiedAt ?? new Date(),
      });
      await createOneTimeCodes(tx, signer).remove(user.id, 'reset-password');
      await createSessionsRepo(tx).endAllForUser(user.id);
    });
    await mail.sendPasswordChanged(user);
    return { message: 'Password reset successfully. Please login with your new password.' };
  }

  return { verifyEmail, sendCode, verifyResetCode, resetPassword };
}

export type CodesService = ReturnType<typeof createCodesService>;
