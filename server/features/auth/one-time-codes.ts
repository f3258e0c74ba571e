import { randomInt } from 'node:crypto';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import { OTP_MAX_ATTEMPTS, OTP_TTL_MINUTES, type OtpPurpose } from '#contract/auth.ts';
import type { Db, Tx } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { AppError } from '../../lib/errors.ts';
import { oneTimeCodes } from './one-time-codes.table.ts';
import { sameHash, type TokenSigner } from './tokens.ts';

export const INVALID_CODE = 'Invalid or expired code. Please check it or ask for a new one.';
const TOO_MANY_TRIES = 'Too many wrong attempts. Please ask for a new code.';

/** Where codes are kept and how they are hashed: a database (or transaction) and the signer's key. */
export type CodeStore = { db: Db | Tx; signer: TokenSigner };

const codeOf = (userId: string, purpose: OtpPurpose) =>
  and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose));

const hashOf = (signer: TokenSigner, userId: string, purpose: OtpPurpose, code: string) =>
  signer.hashCode('otp', userId, purpose, code);

/** Six digits from a secure source, stored only as a keyed hash; a new code replaces the old one. */
export async function issueCode(
  { db, signer }: CodeStore,
  userId: string,
  purpose: OtpPurpose,
): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const values = {
    codeHash: hashOf(signer, userId, purpose, code),
    attempts: 0,
    expiresAt: new Date(Date.now() + OTP_TTL_MINUTES * 60_000),
    grantHash: null,
    grantExpiresAt: null,
    createdAt: new Date(),
  };
  await db
    .insert(oneTimeCodes)
    .values({ id: newId(), userId, purpose, ...values })
    .onConflictDoUpdate({ target: [oneTimeCodes.userId, oneTimeCodes.purpose], set: values });
  return code;
}

/**
 * Consumes a code: a wrong one counts a try, and after OTP_MAX_ATTEMPTS the code is void. The try is
 * counted in the same statement that reads it, so parallel guesses cannot exceed the limit.
 */
export async function consumeCode(
  { db, signer }: CodeStore,
  userId: string,
  purpose: OtpPurpose,
  code: string,
): Promise<void> {
  const [row] = await db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(codeOf(userId, purpose))
    .returning();
  if (!row || row.expiresAt.getTime() <= Date.now())
    throw new AppError('BAD_REQUEST', INVALID_CODE);
  if (row.attempts > OTP_MAX_ATTEMPTS) {
    throw new AppError('BAD_REQUEST', TOO_MANY_TRIES);
  }
  if (!sameHash(row.codeHash, hashOf(signer, userId, purpose, code))) {
    const left = OTP_MAX_ATTEMPTS - row.attempts;
    throw new AppError('BAD_REQUEST', left > 0 ? INVALID_CODE : TOO_MANY_TRIES);
  }
  await markUsed(db, row);
}

/**
 * Used: it cannot be entered again, but the row stays to carry a reset grant. Of two parallel right
 * answers only the first finds the code still open.
 */
async function markUsed(
  db: Db | Tx,
  row: Pick<typeof oneTimeCodes.$inferSelect, 'id' | 'codeHash'>,
): Promise<void> {
  const [used] = await db
    .update(oneTimeCodes)
    .set({ attempts: OTP_MAX_ATTEMPTS + 1, expiresAt: sql`now()` })
    .where(
      and(
        eq(oneTimeCodes.id, row.id),
        eq(oneTimeCodes.codeHash, row.codeHash),
        lte(oneTimeCodes.attempts, OTP_MAX_ATTEMPTS),
        gt(oneTimeCodes.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: oneTimeCodes.id });
  if (!used) throw new AppError('BAD_REQUEST', INVALID_CODE);
}

export async function removeCode(db: Db | Tx, userId: string, purpose: OtpPurpose): Promise<void> {
  await db.delete(oneTimeCodes).where(codeOf(userId, purpose));
}

/** Keeps the hash of a reset grant on the user's reset-password code, until `expiresAt`. */
export async function storeResetGrant(
  db: Db | Tx,
  userId: string,
  grantHash: string,
  expiresAt: Date,
): Promise<void> {
  await db
    .update(oneTimeCodes)
    .set({ grantHash, grantExpiresAt: expiresAt })
    .where(codeOf(userId, 'reset-password'));
}

export async function findResetGrant(db: Db | Tx, userId: string) {
  const [row] = await db
    .select({ grantHash: oneTimeCodes.grantHash, grantExpiresAt: oneTimeCodes.grantExpiresAt })
    .from(oneTimeCodes)
    .where(codeOf(userId, 'reset-password'));
  return row;
}

/** The code functions bound to one database (or transaction). */
export function createOneTimeCodes(db: Db | Tx, signer: TokenSigner) {
  const store = { db, signer };
  return {
    issue: (userId: string, purpose: OtpPurpose) => issueCode(store, userId, purpose),
    consume: (userId: string, purpose: OtpPurpose, code: string) =>
      consumeCode(store, userId, purpose, code),
    remove: (userId: string, purpose: OtpPurpose) => removeCode(db, userId, purpose),
    storeGrant: (userId: string, grantHash: string, expiresAt: Date) =>
      storeResetGrant(db, userId, grantHash, expiresAt),
    findGrant: (userId: string) => findResetGrant(db, userId),
  };
}

export type OneTimeCodes = ReturnType<typeof createOneTimeCodes>;
