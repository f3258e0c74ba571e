import { AppError } from '../../lib/errors.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import type { ClientInfo } from '../auth/auth.service.ts';
import {
  type AuthDeps,
  issueVerifyEmailCode,
  limitCodeSends,
  takeVerifyEmailCooldown,
} from '../auth/credentials.service.ts';
import type { Tx } from '../../db/client.ts';
import {
  isEmailTakenByOther,
  updateUser,
  type UserChanges,
  type UserRow,
} from '../users/users.service.ts';

const EMAIL_TAKEN = 'An account with this e-mail already exists.';

/**
 * A new e-mail gets a verification code, so it is limited like every other code: per address and IP
 * per hour, and one a minute per account and per address. The cool-down is taken before the code is
 * issued, so changes fired at once send one code, and resend-otp to the new address must wait too.
 */
export async function limitEmailChange(
  { db, limiter }: AuthDeps,
  userId: string,
  email: string,
  client: ClientInfo,
) {
  await limitCodeSends(limiter, email, client.ip);
  if (await isEmailTakenByOther(db, email, userId)) {
    throw new AppError('CONFLICT', EMAIL_TAKEN);
  }
  await takeVerifyEmailCooldown(limiter, [userId, email]);
}

type NewEmail = (tx: Tx, row: UserRow, code: string) => Promise<void>;

/**
 * Saves the changes; a new e-mail (`changes.email`) gets its verification code in the same
 * transaction, where `onNewEmail` enqueues its mails.
 */
export function saveProfile(
  { db, signer }: AuthDeps,
  userId: string,
  changes: UserChanges,
  onNewEmail: NewEmail,
) {
  return db
    .transaction(async (tx) => {
      const row = await updateUser(tx, userId, changes);
      if (!row) throw new AppError('NOT_FOUND', 'User not found');
      if (changes.email) await onNewEmail(tx, row, await issueVerifyEmailCode(tx, signer, row.id));
      return row;
    })
    .catch((error: unknown) => {
      // Two requests racing for one e-mail: the unique index decides.
      if (isUniqueViolation(error)) {
        throw new AppError('CONFLICT', EMAIL_TAKEN);
      }
      throw error;
    });
}
