import type { z } from 'zod';
import {
  isEmailChange,
  type AvatarResponse,
  type UpdatePasswordSchema,
  type UpdateUserResponse,
  type UpdateUserSchema,
} from '#contract/auth.ts';
import type { User } from '#contract/user.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { ClientInfo } from '../auth/auth.service.ts';
import {
  accountMails,
  type AuthDeps,
  confirmCurrentPassword,
  endSessionsOf,
  hashNewPassword,
} from '../auth/credentials.service.ts';
import type { AuthContext } from '../../lib/auth-guards.ts';
import { findUserById, toUser, updateUser, type UserChanges } from '../users/users.service.ts';
import { limitEmailChange, saveProfile } from './email-change.ts';

const AVATAR_WIDTH = 256;
/**
 * Below the 40 MP product cap: a 256 px avatar needs no more, and 25 MP still takes the largest
 * default phone photo (24 MP, 5712×4284) while a PNG of that size costs ~100 MB to decode, not ~160 MB.
 */
export const AVATAR_MAX_PIXELS = 25_000_000;

type UpdateProfileInput = z.output<typeof UpdateUserSchema>;
type UpdatePasswordInput = z.output<typeof UpdatePasswordSchema>;

async function mustFindUser(db: Db, id: string) {
  const user = await findUserById(db, id);
  if (!user) throw new AppError('NOT_FOUND', 'User not found');
  return user;
}

export async function readOwnAccount(db: Db, auth: AuthContext): Promise<{ user: User }> {
  return { user: toUser(await mustFindUser(db, auth.user._id)) };
}

/** Name and phone as given; a new e-mail needs the current password and is unverified until its code. */
export async function updateProfile(
  deps: AuthDeps,
  auth: AuthContext,
  input: UpdateProfileInput,
  client: ClientInfo,
): Promise<UpdateUserResponse> {
  const current = await mustFindUser(deps.db, auth.user._id);
  const changes: UserChanges = { name: input.name, phone: input.phone };
  const isNewEmail = isEmailChange(input, current.email);
  if (isNewEmail) {
    await confirmCurrentPassword(deps.limiter, current, input.currentPassword, 'currentPassword');
    await limitEmailChange(deps, current.id, input.email!, client);
    Object.assign(changes, { email: input.email, emailVerifiedAt: null });
  }
  const mails = await accountMails(deps);
  const updated = await saveProfile(deps, current.id, changes, async (tx, row, code) => {
    await mails.code(tx, row, 'verify-email', code);
    // The old address hears of the move: if it was not its owner, the mail is their way back.
    await mails.emailChanged(tx, current, row.email);
  });
  const user = toUser(updated);
  return {
    message: isNewEmail
      ? 'Profile updated. We sent a code to your new e-mail to verify it.'
      : 'Profile updated successfully',
    token: auth.token,
    user,
    verifyEmail: user.verifyEmail,
  };
}

/** A square 256 px picture replaces the previous one, which is then deleted. */
export async function uploadAvatar(
  { db, images }: AuthDeps,
  auth: AuthContext,
  file: Buffer | undefined,
): Promise<AvatarResponse> {
  if (!file) {
    const message = 'Choose an image to upload as `avatar`';
    throw new AppError('VALIDATION_FAILED', message, [{ path: 'avatar', message }]);
  }
  const options = {
    folder: 'avatars',
    widths: [AVATAR_WIDTH],
    square: true,
    maxPixels: AVATAR_MAX_PIXELS,
  };
  // The new file goes if the row cannot take it; the previous one only once the row no longer has it.
  const { previous, row, url } = await images.withSaved([file], options, async ([variants]) => {
    const url = variants![0]!.url;
    const previous = (await mustFindUser(db, auth.user._id)).avatar;
    return { previous, row: await updateUser(db, auth.user._id, { avatar: url }), url };
  });
  if (previous) await images.remove([previous]);
  return { message: 'Profile picture updated', avatar: url, user: toUser(row!) };
}

/** Ends the user's other sessions: a changed password should lock out whoever knew the old one. */
export async function changePassword(
  deps: AuthDeps,
  auth: AuthContext,
  input: UpdatePasswordInput,
): Promise<{ message: string }> {
  const user = await mustFindUser(deps.db, auth.user._id);
  await confirmCurrentPassword(deps.limiter, user, input.oldPassword, 'oldPassword');
  if (input.newPassword === input.oldPassword) {
    const message = 'The new password must differ from the current one';
    throw new AppError('VALIDATION_FAILED', message, [{ path: 'newPassword', message }]);
  }
  const passwordHash = await hashNewPassword(input.newPassword, user.email, 'newPassword');
  const mails = await accountMails(deps);
  await deps.db.transaction(async (tx) => {
    await updateUser(tx, user.id, { passwordHash });
    await endSessionsOf(tx, user.id, auth.sessionId);
    await mails.passwordChanged(tx, user);
  });
  return { message: 'Password updated successfully!' };
}

/** What signed-in customers do with their own account. Role, status and verification are never theirs to set. */
export function createAccountService(deps: AuthDeps) {
  return {
    me: (auth: AuthContext) => readOwnAccount(deps.db, auth),
    updateProfile: (auth: AuthContext, input: UpdateProfileInput, client: ClientInfo) =>
      updateProfile(deps, auth, input, client),
    uploadAvatar: (auth: AuthContext, file: Buffer | undefined) => uploadAvatar(deps, auth, file),
    changePassword: (auth: AuthContext, input: UpdatePasswordInput) =>
      changePassword(deps, auth, input),
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
