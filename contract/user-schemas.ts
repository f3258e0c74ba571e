import { z } from 'zod';
import { ROLES, USER_STATUSES } from './user.ts';

export const RoleSchema = z.enum(ROLES);
export const UserStatusSchema = z.enum(USER_STATUSES);

/** A user as the API shows it: never the password hash or OTP data. */
export const UserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.email(),
  phone: z.string().nullable(),
  role: RoleSchema,
  status: UserStatusSchema,
  avatar: z.string().nullable(),
  verifyEmail: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
