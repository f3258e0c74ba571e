import type { z } from 'zod';
import {
  RESET_GRANT_TTL_SECONDS,
  type ResetPasswordSchema,
  type VerifyOtpResponse,
  type VerifyOtpSchema,
} from '#contract/auth.ts';
import { AppError } from '../../lib/errors.ts';
import { findUserByEmail, updateUser } from '../users/users.service.ts';
import { accountMails, type AuthDeps } from './auth-deps.ts';
import { countGuess } from './auth-rate-limits.ts';
import type { ClientInfo } from './auth.service.ts';
import { endSessionsOf, hashNewPassword } from './credentials.service.ts';
import {
  consumeCode,
  findResetGrant,
  INVALID_CODE,
  removeCode,
  storeResetGrant,
} from './one-time-codes.ts';
import { randomToken, sameHash, sha256 } from './tokens.ts';

export const RESET_GRANT_INVALID =
  'Your password reset has expired or is not valid. Please ask for a new code.';

export type VerifyOtpInput = z.output<typeof VerifyOtpSchema>;
export type ResetPasswordInput = z.output<typeof ResetPasswordSchema>;

/** A right reset code earns a short-lived grant (kept as a hash) to choose the new password with. */
export async function verifyResetCode(
  { db, signer, limiter }: AuthDeps,
  input: VerifyOtpInput,
  client: ClientInfo,
): Promise<VerifyOtpResponse> {
  const refund = await countGuess(limiter, 'code', input.email, client.ip);
  const user = await findUserByEmail(db, input.email);
  if (!user || user.status !== 'active') throw new AppError('BAD_REQUEST', INVALID_CODE);
  await consumeCode({ db, signer }, user.id, 'reset-password', input.otp);
  await refund();
  const resetToken = randomToken();
  const expiresAt = new Date(Date.now() + RESET_GRANT_TTL_SECONDS * 1000);
  await storeResetGrant(db, user.id, sha256(resetToken), expiresAt);
  return {
    message: 'Code verified. You can now choose a new password.',
    resetToken,
    expiresIn: RESET_GRANT_TTL_SECONDS,
  };
}

/** Whether `resetToken` is the user's unexpired grant. */
async function holdsResetGrant(deps: AuthDeps, userId: string, resetToken: string) {
  const grant = await findResetGrant(deps.db, userId);
  return Boolean(
    grant?.grantHash &&
    grant.grantExpiresAt &&
    grant.grantExpiresAt.getTime() > Date.now() &&
    sameHash(grant.grantHash, sha256(resetToken)),
  );
}

/** Needs the grant from verifyResetCode; ends every session, since the old password may be known. */
export async function resetPassword(
  deps: AuthDeps,
  input: ResetPasswordInput,
  resetToken: string | undefined,
): Promise<{ message: string }> {
  if (!resetToken) {
    throw new AppError('BAD_REQUEST', 'Please verify the code from your e-mail first.');
  }
  const user = await findUserByEmail(deps.db, input.email);
  const isValid = user ? await holdsResetGrant(deps, user.id, resetToken) : false;
  if (!user || !isValid) throw new AppError('BAD_REQUEST', RESET_GRANT_INVALID);
  const passwordHash = await hashNewPassword(input.newPassword, user.email, 'newPassword');
  const mails = await accountMails(deps);
  await deps.db.transaction(async (tx) => {
    await updateUser(tx, user.id, {
      passwordHash,
      // The code reached their inbox, which proves the address as well.
      emailVerifiedAt: user.emailVerifiedAt ?? new Date(),
    });
    await removeCode(tx, user.id, 'reset-password');
    await endSessionsOf(tx, user.id);
    await mails.passwordChanged(tx, user);
  });
  return { message: 'Password reset successfully. Please login with your new password.' };
}
