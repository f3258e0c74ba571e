import { z } from 'zod';

export const ROLES = ['USER', 'MANAGER', 'ADMIN'] as const;
export const RoleSchema = z.enum(ROLES);
export type Role = z.infer<typeof RoleSchema>;

export const USER_STATUSES = ['active', 'blocked'] as const;
export const UserStatusSchema = z.enum(USER_STATUSES);
export type UserStatus = z.infer<typeof UserStatusSchema>;

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
export type User = z.infer<typeof UserSchema>;

export const isStaffRole = (role: Role | undefined): boolean =>
  role === 'ADMIN' || role === 'MANAGER';
