import type { z } from 'zod';
import type { UserSchema } from './user-schemas.ts';

// No zod at run time: the storefront's first load reads roles from here (user-schemas.ts has the schemas).

export const ROLES = ['USER', 'MANAGER', 'ADMIN'] as const;
export type Role = (typeof ROLES)[number];

export const USER_STATUSES = ['active', 'blocked'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export type User = z.infer<typeof UserSchema>;

export const isStaffRole = (role: Role | undefined): boolean =>
  role === 'ADMIN' || role === 'MANAGER';
