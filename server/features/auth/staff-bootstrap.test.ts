import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { createTestDatabase } from '../../test/test-db.ts';
import { createUser, uniqueEmail } from '../../test/factories.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { createSessionsRepo } from './sessions.repo.ts';
import {
  bootstrapAdmin,
  createOrPromoteAdmin,
  DEMO_ADMIN_EMAIL,
  ensureDemoAdmin,
} from './staff-bootstrap.ts';
import { createUsersRepo } from '../users/users.repo.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const findUser = (email: string) => createUsersRepo(database.db).findByEmail(email);
const liveSession = async (userId: string) => {
  const sessions = createSessionsRepo(database.db);
  const id = await sessions.insert({ userId, expiresAt: new Date(Date.now() + 3_600_000) });
  return async () => (await sessions.findWithUser(id))?.endedAt ?? null;
};

describe('ADMIN_EMAIL at start (bootstrapAdmin)', () => {
  it('on a shop without an ADMIN, creates the demo ADMIN once with a generated password, even when processes start at once', async () => {
    const starts = await Promise.all([1, 2, 3].map(() => ensureDemoAdmin(database.db)));
    const created = starts.filter((start) => start?.outcome === 'created');
    expect(created).toHaveLength(1);
    const demo = created[0];
    expect(demo).toMatchObject({ outcome: 'created', email: DEMO_ADMIN_EMAIL });
    expect(demo?.password.length).toBeGreaterThanOrEqual(16);
    const row = await findUser(DEMO_ADMIN_EMAIL);
    expect(row).toMatchObject({ role: 'ADMIN', status: 'active' });
    expect(row?.emailVerifiedAt).not.toBeNull();
    expect(await verifyPassword(row!.passwordHash, demo!.password)).toBe(true);
    expect(await ensureDemoAdmin(database.db)).toBeNull();
  });

  it('when the e-mail is free, creates the ADMIN with the operator’s password', async () => {
    expect(
      await bootstrapAdmin(database.db, {
        email: 'Owner@Example.com',
        password: 'owner passphrase',
      }),
    ).toEqual({ outcome: 'created', email: 'owner@example.com' });
    const row = await findUser('owner@example.com');
    expect(row).toMatchObject({ role: 'ADMIN', status: 'active' });
    expect(await verifyPassword(row!.passwordHash, 'owner passphrase')).toBe(true);
  });

  it('when someone registered the e-mail first, refuses with the command to run, and the account stays a customer with its own password', async () => {
    const squatter = await createUser(database.db, { verified: false });
    const result = await bootstrapAdmin(database.db, {
      email: squatter.email,
      password: 'owner passphrase',
    });
    expect(result.outcome).toBe('refused');
    expect(result.outcome === 'refused' && result.reason).toContain(
      `npm run create-admin -- --email ${squatter.email}`,
    );
    expect(result.outcome === 'refused' && result.reason).toContain('--confirm-existing');
    const row = await findUser(squatter.email);
    expect(row).toMatchObject({ role: 'USER', emailVerifiedAt: null });
    expect(await verifyPassword(row!.passwordHash, 'owner passphrase')).toBe(false);
  });

  it('when another admin blocked or demoted that ADMIN, a restart leaves the decision in place', async () => {
    const email = uniqueEmail('owner');
    await bootstrapAdmin(database.db, { email, password: 'owner passphrase' });
    const owner = (await findUser(email))!;
    await createUsersRepo(database.db).update(owner.id, { status: 'blocked' });
    expect(
      (await bootstrapAdmin(database.db, { email, password: 'owner passphrase' })).outcome,
    ).toBe('refused');
    expect(await findUser(email)).toMatchObject({ role: 'ADMIN', status: 'blocked' });
    await createUsersRepo(database.db).update(owner.id, { status: 'active', role: 'MANAGER' });
    expect(
      (await bootstrapAdmin(database.db, { email, password: 'owner passphrase' })).outcome,
    ).toBe('refused');
    expect(await findUser(email)).toMatchObject({ role: 'MANAGER', status: 'active' });
  });

  it('when the ADMIN exists and is active, leaves it as it is, keeping the password it changed to', async () => {
    const email = uniqueEmail('owner');
    await bootstrapAdmin(database.db, { email, password: 'first passphrase' });
    const owner = (await findUser(email))!;
    await createUsersRepo(database.db).update(owner.id, {
      passwordHash: await hashPassword('changed passphrase'),
    });
    expect(await bootstrapAdmin(database.db, { email, password: 'first passphrase' })).toEqual({
      outcome: 'unchanged',
      email,
    });
    const row = await findUser(email);
    expect(await verifyPassword(row!.passwordHash, 'changed passphrase')).toBe(true);
  });

  it('when several processes start at once, exactly one ADMIN row is created and none fails', async () => {
    const email = uniqueEmail('owner');
    const results = await Promise.all(
      [1, 2, 3].map(() => bootstrapAdmin(database.db, { email, password: 'owner passphrase' })),
    );
    expect(results.filter((result) => result.outcome === 'created')).toHaveLength(1);
    expect(results.filter((result) => result.outcome === 'unchanged')).toHaveLength(2);
  });

  it('refuses a malformed e-mail or a short password', async () => {
    await expect(
      bootstrapAdmin(database.db, { email: 'nope', password: 'long enough pass' }),
    ).rejects.toThrow();
    await expect(
      bootstrapAdmin(database.db, { email: 'a@b.co', password: 'short' }),
    ).rejects.toThrow();
  });
});

describe('the demo ADMIN on a shop without one', () => {
  it('when a customer holds the demo address, refuses rather than promoting them', async () => {
    const fresh = await createTestDatabase();
    try {
      await createUser(fresh.db, { email: DEMO_ADMIN_EMAIL, verified: false });
      expect((await ensureDemoAdmin(fresh.db))?.outcome).toBe('refused');
      expect(await createUsersRepo(fresh.db).findByEmail(DEMO_ADMIN_EMAIL)).toMatchObject({
        role: 'USER',
      });
    } finally {
      await fresh.close();
    }
  });
});

describe('npm run create-admin (createOrPromoteAdmin)', () => {
  it('creates a new ADMIN with the given password', async () => {
    const email = uniqueEmail('cli');
    expect(
      await createOrPromoteAdmin(database.db, {
        email,
        password: 'cli passphrase',
        confirmExisting: false,
      }),
    ).toBe('created');
    expect(await findUser(email)).toMatchObject({ role: 'ADMIN', status: 'active' });
  });

  it('without --confirm-existing, refuses to touch an existing account and says how', async () => {
    const customer = await createUser(database.db);
    await expect(
      createOrPromoteAdmin(database.db, {
        email: customer.email,
        password: 'cli passphrase',
        confirmExisting: false,
      }),
    ).rejects.toThrow(/--confirm-existing/);
    const row = await findUser(customer.email);
    expect(row?.role).toBe('USER');
    expect(await verifyPassword(row!.passwordHash, customer.password)).toBe(true);
  });

  it('with --confirm-existing, makes the account an active verified ADMIN, sets the password and ends every session', async () => {
    const customer = await createUser(database.db, { verified: false });
    await createUsersRepo(database.db).update(customer.id, { status: 'blocked' });
    const endedAt = await liveSession(customer.id);
    expect(await endedAt()).toBeNull();
    expect(
      await createOrPromoteAdmin(database.db, {
        email: customer.email,
        password: 'new owner phrase',
        confirmExisting: true,
      }),
    ).toBe('promoted');
    const row = await findUser(customer.email);
    expect(row).toMatchObject({ role: 'ADMIN', status: 'active' });
    expect(row?.emailVerifiedAt).not.toBeNull();
    expect(await verifyPassword(row!.passwordHash, 'new owner phrase')).toBe(true);
    expect(await verifyPassword(row!.passwordHash, customer.password)).toBe(false);
    expect(await endedAt()).not.toBeNull();
  });
});
