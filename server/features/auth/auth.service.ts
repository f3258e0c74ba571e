import type { z } from 'zod';
import type { AuthResponse, LoginSchema, RegisterSchema } from '#contract/auth.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { clientSubject } from '../../lib/rate-limit.ts';
import { findUserByEmail, insertUser, toUser, type UserRow } from '../users/users.service.ts';
import { accountMails, type AuthDeps } from './auth-deps.ts';
import { AUTH_LIMITS, check, countGuess } from './auth-rate-limits.ts';
import { BLOCKED_MESSAGE } from '../../lib/auth-guards.ts';
import { hashNewPassword, issueVerifyEmailCode } from './credentials.service.ts';
import { verifyPassword } from './passwords.ts';
import { createSessionsRepo } from './sessions.repo.ts';

export type ClientInfo = { ip: string; userAgent?: string };
export const INVALID_CREDENTIALS = 'Invalid e-mail or password';

type RegisterInput = z.output<typeof RegisterSchema>;
type LoginInput = z.output<typeof LoginSchema>;

/** Each login is a session row that the token names. */
async function startSession(
  { db, signer, tokenTtlSeconds }: AuthDeps,
  user: UserRow,
  client: ClientInfo,
): Promise<AuthResponse> {
  const expiresAt = new Date(Date.now() + tokenTtlSeconds * 1000);
  const sessionId = await createSessionsRepo(db).insert({ userId: user.id, expiresAt, ...client });
  const token = await signer.sign(sessionId, user.id, expiresAt);
  return { token, user: toUser(user), verifyEmail: user.emailVerifiedAt !== null };
}

/** A new customer, signed in, with a verification code on its way to the address given. */
export async function register(
  deps: AuthDeps,
  input: RegisterInput,
  client: ClientInfo,
): Promise<AuthResponse> {
  const { db, signer, limiter } = deps;
  await limiter.consume([
    check(AUTH_LIMITS.registerPerIp, clientSubject(client.ip)),
    check(AUTH_LIMITS.registerPerEmail, input.email),
  ]);
  const passwordHash = await hashNewPassword(input.password, input.email, 'password');
  const mails = await accountMails(deps);
  const user = await db.transaction(async (tx) => {
    const created = await insertUser(tx, {
      name: input.name,
      email: input.email,
      phone: input.phone ?? null,
      passwordHash,
    });
    if (!created) {
      throw new AppError('CONFLICT', 'An account with this e-mail already exists. Please login.');
    }
    const code = await issueVerifyEmailCode(tx, signer, created.id);
    await mails.code(tx, created, 'verify-email', code);
    return created;
  });
  // Sign-up sent the first code, so the resend cool-down starts now.
  await limiter.consume([check(AUTH_LIMITS.verifyEmailCooldown, user.email)]).catch(() => {});
  return startSession(deps, user, client);
}

export async function login(
  deps: AuthDeps,
  input: LoginInput,
  client: ClientInfo,
): Promise<AuthResponse> {
  const refund = await countGuess(deps.limiter, 'login', input.email, client.ip);
  const user = await findUserByEmail(deps.db, input.email);
  const isValid = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !isValid) throw new AppError('UNAUTHORIZED', INVALID_CREDENTIALS);
  await refund();
  if (user.status === 'blocked') throw new AppError('FORBIDDEN', BLOCKED_MESSAGE);
  return startSession(deps, user, client);
}

export async function logout(db: Db, sessionId: string): Promise<{ message: string }> {
  await createSessionsRepo(db).end(sessionId);
  return { message: 'Logged out successfully!' };
}

/** Sign-up, sign-in and sign-out. */
export function createAuthService(deps: AuthDeps) {
  return {
    register: (input: RegisterInput, client: ClientInfo) => register(deps, input, client),
    login: (input: LoginInput, client: ClientInfo) => login(deps, input, client),
    logout: (sessionId: string) => logout(deps.db, sessionId),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
