import { CURRENT_PASSWORD_REQUIRED } from '#contract/auth.ts';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { clientSubject, type RateLimiter } from '../../lib/rate-limit.ts';
import type { UserRow } from '../users/users.service.ts';
import { AUTH_LIMITS, check, WAIT_FOR_CODE } from './auth-rate-limits.ts';
import { issueCode } from './one-time-codes.ts';
import { hashPassword, isCommonPassword, verifyPassword } from './passwords.ts';
import { createSessionsRepo } from './sessions.repo.ts';
import type { TokenSigner } from './tokens.ts';

/**
 * Auth's rules for passwords, codes and sessions, for auth itself and the features built on it
 * (account): changing one's own credentials meets the same checks and limits as sign-up and reset.
 */
export type { AuthDeps } from './auth-deps.ts';
export { accountMails } from './auth-deps.ts';

export const COMMON_PASSWORD = 'This password is too common. Please choose another.';

export function assertNotCommon(password: string, email: string, path: string): void {
  if (isCommonPassword(password, email)) {
    throw new AppError('VALIDATION_FAILED', COMMON_PASSWORD, [{ path, message: COMMON_PASSWORD }]);
  }
}

/** A chosen password, refused when common (400 on `path`), as its hash. */
export async function hashNewPassword(password: string, email: string, path: string) {
  assertNotCommon(password, email, path);
  return hashPassword(password);
}

/** Every try counts before the hash, so a stolen session cannot guess the password it lacks. */
export async function confirmCurrentPassword(
  limiter: RateLimiter,
  user: Pick<UserRow, 'id' | 'passwordHash'>,
  password: string | undefined,
  path: string,
): Promise<void> {
  if (!password) {
    throw new AppError('VALIDATION_FAILED', CURRENT_PASSWORD_REQUIRED, [
      { path, message: CURRENT_PASSWORD_REQUIRED },
    ]);
  }
  await limiter.consume([check(AUTH_LIMITS.passwordChecksPerUser, user.id)]);
  if (!(await verifyPassword(user.passwordHash, password))) {
    const message = 'Current password is incorrect';
    throw new AppError('BAD_REQUEST', message, [{ path, message }]);
  }
}

/** Codes sent protect inboxes: a few an hour per address and per client (429). */
export async function limitCodeSends(limiter: RateLimiter, email: string, ip: string) {
  await limiter.consume([
    check(AUTH_LIMITS.codeSendsPerEmail, email),
    check(AUTH_LIMITS.codeSendsPerIp, clientSubject(ip)),
  ]);
}

/** One verification code a minute for each subject (an account, an address), else 429. */
export async function takeVerifyEmailCooldown(limiter: RateLimiter, subjects: string[]) {
  const checks = subjects.map((subject) => check(AUTH_LIMITS.verifyEmailCooldown, subject));
  await limiter.consume(checks, WAIT_FOR_CODE);
}

/** A new verification code for the user, replacing any earlier one; the caller mails it. */
export function issueVerifyEmailCode(db: Db | Tx, signer: TokenSigner, userId: string) {
  return issueCode({ db, signer }, userId, 'verify-email');
}

/** Ends every live session of the user except `keep`. */
export function endSessionsOf(db: Db | Tx, userId: string, keep?: string): Promise<void> {
  return createSessionsRepo(db).endAllForUser(userId, keep);
}
