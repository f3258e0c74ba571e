import { randomInt } from 'node:crypto';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import { OTP_MAX_ATTEMPTS, OTP_TTL_MINUTES, type OtpPurpose } from '#contract/auth.ts';
import type { Db, Tx } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { AppError } from '../../lib/errors.ts';
import { oneTimeCodes } from './one-time-codes.table.ts';
import { sameHash, type TokenSigner } from './tokens.ts';

export const INVALID_CODE = 'Invalid or expired code. Please check it or ask for a new one.';

/** Six digits from a secure source, stored only as a keyed hash; a new code replaces the old one. */
export function createOneTimeCodes(db: Db | Tx, signer: TokenSigner) {
  const hashOf = (userId: string, purpose: OtpPurpose, code: string) =>
    signer.hashCode('otp', userId, purpose, code);

  async function issue(userId: string, purpose: OtpPurpose): Promise<string> {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const values = {
      codeHash: hashOf(userId, purpose, code),
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
  async function consume(userId: string, purpose: OtpPurpose, code: string): Promise<void> {
    const [row] = await db
      .update(oneTimeCodes)
      .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
      .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose)))
      .returning();
    if (!row || row.expiresAt.getTime() <= Date.now())
      throw new AppError('BAD_REQUEST', INVALID_CODE);
    if (row.attempts > OTP_MAX_ATTEMPTS) {
      throw new AppError('BAD_REQUEST', 'Too many wrong attempts. Please ask for a new code.');
    }
    if (!sameHash(row.codeHash, hashOf(userId, purpose, code))) {
      const left = OTP_MAX_ATTEMPTS - row.attempts;
      throw new AppError(
        'BAD_REQUEST',
        left > 0 ? INVALID_CODE : 'Too many wrong attempts. Please ask for a new code.',
      );
    }
    // Used: it cannot be entered again, but the row stays to carry a reset grant. Of two parallel
    // right answers only the first finds the code still open.
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

  async function remove(userId: string, purpose: OtpPurpose): Promise<void> {
    await db
      .delete(oneTimeCodes)
      .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose)));
  }

  async function storeGrant(userId: string, grantHash: string, expiresAt: Date): Promise<void> {
    await db
      .update(oneTimeCodes)
      .set({ grantHash, grantExpiresAt: expiresAt })
      .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, 'reset-password')));
  }

  async function findGrant(userId: string) {
    const [row] = await db
      .select({ grantHash: oneTimeCodes.grantHash, grantExpiresAt: oneTimeCodes.grantExpiresAt })
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, 'reset-password')));
    return row;
  }

  return { issue, consume, remove, storeGrant, findGrant };
}

export type OneTimeCodes = ReturnType<typeof createOneTimeCodes>;
