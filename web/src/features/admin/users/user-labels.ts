import { ROLES, type Role, type UserStatus } from '#contract/user.ts';
import type { BadgeTone } from '../components/status-badge.tsx';

export const ROLE_LABELS: Record<Role, string> = {
  USER: 'Customer',
  MANAGER: 'Manager',
  ADMIN: 'Admin',
};
export const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

export const STATUS_LABELS: Record<UserStatus, string> = { active: 'Active', blocked: 'Blocked' };
export const STATUS_TONES: Record<UserStatus, BadgeTone> = { active: 'success', blocked: 'danger' };
export const ROLE_TONES: Record<Role, BadgeTone> = {
  USER: 'neutral',
  MANAGER: 'accent',
  ADMIN: 'warning',
};

export const NOT_FOR_MANAGERS = 'Only an administrator can change roles.';
export const NOT_FOR_YOURSELF = 'You cannot change your own role or status.';
