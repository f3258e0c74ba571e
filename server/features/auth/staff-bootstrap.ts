import { randomBytes } from 'node:crypto';
import { EmailSchema, PasswordSchema } from '#contract/auth.ts';
import type { Db } from '../../db/client.ts';
import { hashPassword } from './passwords.ts';
import {
  countAdmins,
  findUserByEmail,
  insertUser,
  updateUser,
  type UserRow,
} from '../users/users.service.ts';
import { endSessionsOf } from './credentials.service.ts';

export const DEMO_ADMIN_EMAIL = 'admin@kanakjewels.in';

type Credentials = { email: string; password: string };

export type BootstrapResult =
  | { outcome: 'created' | 'unchanged'; email: string }
  | { outcome: 'refused'; email: string; reason: string };

const isActiveAdmin = (user: UserRow) => user.role === 'ADMIN' && user.status === 'active';

function parseCredentials(input: Credentials): Credentials {
  return { email: EmailSchema.parse(input.email), password: PasswordSchema.parse(input.password) };
}

/** Inserts the ADMIN unless the e-mail is taken (then undefined): one statement, so starts may race. */
async function insertAdmin(db: Db, { email, password }: Credentials) {
  return insertUser(db, {
    name: 'Shop Admin',
    email,
    passwordHash: await hashPassword(password),
    role: 'ADMIN',
    emailVerifiedAt: new Date(),
  });
}

/**
 * `ADMIN_EMAIL`/`ADMIN_PASSWORD` at start: creates that ADMIN when the e-mail is free, and never
 * touches an existing account. Anyone may have registered the address (unverified, after the owner's
 * account was deleted, or by an e-mail change), and another admin may have blocked or demoted it: a
 * restart must neither hand such an account the ADMIN role nor undo that decision. Taking an existing
 * account over is `npm run create-admin -- --confirm-existing`, which sets the password and ends its
 * sessions.
 */
export async function bootstrapAdmin(db: Db, input: Credentials): Promise<BootstrapResult> {
  const credentials = parseCredentials(input);
  const { email } = credentials;
  let existing = await findUserByEmail(db, email);
  if (!existing) {
    if (await insertAdmin(db, credentials)) return { outcome: 'created', email };
    // Another process starting at the same moment created it first.
    existing = await findUserByEmail(db, email);
  }
  if (!existing || isActiveAdmin(existing)) return { outcome: 'unchanged', email };
  const what = existing.role === 'ADMIN' ? 'a blocked ADMIN' : `a ${existing.role} account`;
  return {
    outcome: 'refused',
    email,
    reason:
      `ADMIN_EMAIL ${email} belongs to ${what} that this start did not create, so it was left as it is ` +
      `(not promoted, unblocked or given ADMIN_PASSWORD). If that account is yours, stop the shop and ` +
      `run: npm run create-admin -- --email ${email} --password '<new password>' --confirm-existing ` +
      `(sets the password, makes it an active ADMIN and ends all its sessions); otherwise choose another ADMIN_EMAIL.`,
  };
}

/**
 * `npm run create-admin`: creates the ADMIN, or, only with `confirmExisting`, takes over the existing
 * account: the operator's password replaces its own, and every session it had ends.
 */
export async function createOrPromoteAdmin(
  db: Db,
  input: Credentials & { confirmExisting: boolean },
): Promise<'created' | 'promoted'> {
  const credentials = parseCredentials(input);
  if (await insertAdmin(db, credentials)) return 'created';
  const existing = await findUserByEmail(db, credentials.email);
  if (!existing) throw new Error(`Could not create ${credentials.email}; please try again.`);
  if (!input.confirmExisting) {
    throw new Error(
      `${credentials.email} is an existing ${existing.role} account (${existing.name}, created ` +
        `${existing.createdAt.toISOString().slice(0, 10)}). To make it an active ADMIN with the given ` +
        `password and end all its sessions, run the command again with --confirm-existing.`,
    );
  }
  const passwordHash = await hashPassword(credentials.password);
  await db.transaction(async (tx) => {
    await updateUser(tx, existing.id, {
      role: 'ADMIN',
      status: 'active',
      passwordHash,
      // The operator vouches for the address by naming it.
      emailVerifiedAt: existing.emailVerifiedAt ?? new Date(),
    });
    await endSessionsOf(tx, existing.id);
  });
  return 'promoted';
}

/** The demo database's first start: an ADMIN with a generated password, shown once. */
export async function ensureDemoAdmin(
  db: Db,
): Promise<(BootstrapResult & { password: string }) | null> {
  if ((await countAdmins(db)) > 0) return null;
  const password = randomBytes(12).toString('base64url');
  return { ...(await bootstrapAdmin(db, { email: DEMO_ADMIN_EMAIL, password })), password };
}
