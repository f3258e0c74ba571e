import type { User } from '#contract/user.ts';

/** A verified customer as the API returns them; a test overrides only what it looks at. */
export function makeUser(overrides: Partial<User> = {}): User {
  return {
    _id: 'user-1',
    name: 'Asha Menon',
    email: 'asha@example.com',
    phone: null,
    role: 'USER',
    status: 'active',
    avatar: null,
    verifyEmail: true,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}
