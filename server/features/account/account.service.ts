import type { z } from 'zod';
import {
  isEmailChange,
  type AvatarResponse,
  type UpdatePasswordSchema,
  type UpdateUserResponse,
  type UpdateUserSchema,
} from '#contract/auth.ts';
import type { User } from '#contract/user.ts';
import { AppError } from '../../lib/errors.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import type { ClientInfo } from '../auth/auth.service.ts';
import {
  type AuthDeps,
  confirmCurrentPassword,
  createAuthMail,
  endSessionsOf,
  hashNewPassword,
  issueVerifyEmailCode,
  limitCodeSends,
  takeVerifyEmailCooldown,
} from '../auth/credentials.service.ts';
import type { AuthContext } from '../../lib/auth-guards.ts';
import {
  findUserById,
  isEmailTakenByOther,
  toUser,
  updateUser,
  type UserChanges,
} from '../users/users.service.ts';

const AVATAR_WIDTH = 256;
/**
 * Below the 40 MP product cap: a 256 px avatar needs no more, and 25 MP still takes the largest
 * default phone photo (24 MP, 5712×4284) while a PNG of that size costs ~100 MB to decode, not ~160 MB.
 */
export const AVATAR_MAX_PIXELS = 25_000_000;
const EMAIL_TAKEN = 'An account with this e-mail already exists.';

/** What signed-in customers do with their own account. Role, status and verification are never theirs to set. */
export function createAccountService(deps: AuthDeps) {
  const { db, signer, images, limiter } = deps;
  const mail = createAuthMail(deps);

  async function mustFind(id: string) {
    const user = await findUserById(db, id);
    if (!user) throw new AppError('NOT_FOUND', 'User not found');
    return user;
  }

  const me = async (auth: AuthContext): Promise<{ user: User }> => ({
    user: toUser(await mustFind(auth.user._id)),
  });

  /**
   * A new e-mail gets a verification code, so it is limited like every other code: per address and IP
   * per hour, and one a minute per account and per address. The cool-down is taken before the code is
   * issued, so changes fired at once send one code, and resend-otp to the new address must wait too.
   */
  async function limitEmailChange(userId: string, email: string, client: ClientInfo) {
    await limitCodeSends(limiter, email, client.ip);
    if (await isEmailTakenByOther(db, email, userId)) {
      throw new AppError('CONFLICT', EMAIL_TAKEN);
    }
    await takeVerifyEmailCooldown(limiter, [userId, email]);
  }

  /** Saves the changes; a new e-mail gets its verification code in the same transaction. */
  function saveProfile(userId: string, changes: UserChanges, isNewEmail: boolean) {
    return db
      .transaction(async (tx) => {
        const row = await updateUser(tx, userId, changes);
        if (!row) throw new AppError('NOT_FOUND', 'User not found');
        const code = isNewEmail ? await issueVerifyEmailCode(tx, signer, row.id) : null;
        return { row, code };
      })
      .catch((error: unknown) => {
        // Two requests racing for one e-mail: the unique index decides.
        if (isUniqueViolation(error)) {
          throw new AppError('CONFLICT', EMAIL_TAKEN);
        }
        throw error;
      });
  }

  async function updateProfile(
    auth: AuthContext,
    input: z.output<typeof UpdateUserSchema>,
    client: ClientInfo,
  ): Promise<UpdateUserResponse> {
    const current = await mustFind(auth.user._id);
    const changes: UserChanges = { name: input.name, phone: input.phone };
    const isNewEmail = isEmailChange(input, current.email);
    if (isNewEmail) {
      await confirmCurrentPassword(limiter, current, input.currentPassword, 'currentPassword');
      await limitEmailChange(current.id, input.email!, client);
      Object.assign(changes, { email: input.email, emailVerifiedAt: null });
    }
    const updated = await saveProfile(current.id, changes, isNewEmail);
    if (updated.code) {
      await mail.sendCode(updated.row, 'verify-email', updated.code);
      // The old address hears of the move: if it was not its owner, the mail is their way back.
      await mail.sendEmailChanged(current, updated.row.email);
    }
    const user = toUser(updated.row);
    return {
      message: isNewEmail
        ? 'Profile updated. We sent a code to your new e-mail to verify it.'
        : 'Profile updated successfully',
      token: auth.token,
      user,
      verifyEmail: user.verifyEmail,
    };
  }

  async function uploadAvatar(
    auth: AuthContext,
    file: Buffer | undefined,
  ): Promise<AvatarResponse> {
    if (!file) {
      const message = 'Choose an image to upload as `avatar`';
      throw new AppError('VALIDATION_FAILED', message, [{ path: 'avatar', message }]);
    }
    const [variant] = await images.save(file, {
      folder: 'avatars',
      widths: [AVATAR_WIDTH],
      square: true,
      maxPixels: AVATAR_MAX_PIXELS,
    });
    if (!variant) throw new AppError('BAD_REQUEST', 'Upload failed');
    const previous = (await mustFind(auth.user._id)).avatar;
    const row = await updateUser(db, auth.user._id, { avatar: variant.url });
    if (previous) await images.remove([previous]);
    return { message: 'Profile picture updated', avatar: variant.url, user: toUser(row!) };
  }

  /** Ends the user's other sessions: a changed password should lock out whoever knew the old one. */
  async function changePassword(
    auth: AuthContext,
    input: z.output<typeof UpdatePasswordSchema>,
  ): Promise<{ message: string }> {
    const user = await mustFind(auth.user._id);
    await confirmCurrentPassword(limiter, user, input.oldPassword, 'oldPassword');
    if (input.newPassword === input.oldPassword) {
      const message = 'The new password must differ from the current one';
      throw new AppError('VALIDATION_FAILED', message, [{ path: 'newPassword', message }]);
    }
    const passwordHash = await hashNewPassword(input.newPassword, user.email, 'newPassword');
    await db.transaction(async (tx) => {
      await updateUser(tx, user.id, { passwordHash });
      await endSessionsOf(tx, user.id, auth.sessionId);
    });
    await mail.sendPasswordChanged(user);
    return { message: 'Password updated successfully!' };
  }

  return { me, updateProfile, uploadAvatar, changePassword };
}

export type AccountService = ReturnType<typeof createAccountService>;
