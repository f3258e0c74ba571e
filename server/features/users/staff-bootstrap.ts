import { randomBytes } from 'node:crypto';
import { EmailSchema, PasswordSchema } from '#contract/auth.ts';
import type { Db } from '../../db/client.ts';
import { hashPassword } from '../auth/passwords.ts';
import { createUsersRepo } from './users.repo.ts';

export const DEMO_ADMIN_EMAIL = 'admin@kanakjewels.in';

/**
 * Creates the ADMIN, or promotes an existing account (active and verified). The password is set on
 * creation, and on an existing account only when `setPassword` (the command line's explicit reset).
 */
export async function ensureAdmin(
  db: Db,
  input: { email: string; password: string; setPassword?: boolean },
): Promise<'created' | 'promoted'> {
  const email = EmailSchema.parse(input.email);
  const password = PasswordSchema.parse(input.password);
  const users = createUsersRepo(db);
  const existing = await users.findByEmail(email);
  if (existing) {
    await users.update(existing.id, {
      role: 'ADMIN',
      status: 'active',
      emailVerifiedAt: existing.emailVerifiedAt ?? new Date(),
      ...(input.setPassword ? { passwordHash: await hashPassword(password) } : {}),
    });
    return 'promoted';
  }
  await users.insert({
    name: 'Shop Admin',
    email,
    passwordHash: await hashPassword(password),
    role: 'ADMIN',
    emailVerifiedAt: new Date(),
  });
  return 'created';
}

/** The demo database's first start: an ADMIN with a generated password, shown once. */
export async function ensureDemoAdmin(db: Db): Promise<{ email: string; password: string } | null> {
  if ((await createUsersRepo(db).countAdmins()) > 0) return null;
  const password = randomBytes(12).toString('base64url');
  await ensureAdmin(db, { email: DEMO_ADMIN_EMAIL, password });
  return { email: DEMO_ADMIN_EMAIL, password };
}
