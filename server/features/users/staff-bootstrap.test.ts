import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { createTestDatabase } from '../../test/test-db.ts';
import { createUser } from '../../test/factories.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { DEMO_ADMIN_EMAIL, ensureAdmin, ensureDemoAdmin } from './staff-bootstrap.ts';
import { createUsersRepo } from './users.repo.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('staff bootstrap', () => {
  it('on a shop without an ADMIN, creates the demo ADMIN once with a generated password', async () => {
    const demo = await ensureDemoAdmin(database.db);
    expect(demo?.email).toBe(DEMO_ADMIN_EMAIL);
    expect(demo?.password.length).toBeGreaterThanOrEqual(16);
    const row = await createUsersRepo(database.db).findByEmail(DEMO_ADMIN_EMAIL);
    expect(row).toMatchObject({ role: 'ADMIN', status: 'active' });
    expect(row?.emailVerifiedAt).not.toBeNull();
    expect(await verifyPassword(row!.passwordHash, demo!.password)).toBe(true);
    expect(await ensureDemoAdmin(database.db)).toBeNull();
  });

  it('creates the configured ADMIN with its password', async () => {
    expect(
      await ensureAdmin(database.db, { email: 'Owner@Example.com', password: 'owner passphrase' }),
    ).toBe('created');
    const row = await createUsersRepo(database.db).findByEmail('owner@example.com');
    expect(row?.role).toBe('ADMIN');
    expect(await verifyPassword(row!.passwordHash, 'owner passphrase')).toBe(true);
  });

  it('promotes an existing blocked customer, keeping the password unless told to set it', async () => {
    const user = await createUser(database.db, { verified: false });
    await createUsersRepo(database.db).update(user.id, { status: 'blocked' });
    expect(
      await ensureAdmin(database.db, { email: user.email, password: 'ignored passphrase' }),
    ).toBe('promoted');
    let row = await createUsersRepo(database.db).findById(user.id);
    expect(row).toMatchObject({ role: 'ADMIN', status: 'active' });
    expect(await verifyPassword(row!.passwordHash, user.password)).toBe(true);
    await ensureAdmin(database.db, {
      email: user.email,
      password: 'new owner phrase',
      setPassword: true,
    });
    row = await createUsersRepo(database.db).findById(user.id);
    expect(await verifyPassword(row!.passwordHash, 'new owner phrase')).toBe(true);
  });

  it('refuses a malformed e-mail or a short password', async () => {
    await expect(
      ensureAdmin(database.db, { email: 'nope', password: 'long enough pass' }),
    ).rejects.toThrow();
    await expect(
      ensureAdmin(database.db, { email: 'a@b.co', password: 'short' }),
    ).rejects.toThrow();
  });
});
