import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { databaseUrlFor, dropDatabase, withAdminClient } from '../test/admin-db.ts';
import { MIGRATIONS_DIR, openPostgres } from './client.ts';

const template = inject('databaseTemplate');
const adminUrl = template.kind === 'postgres' ? template.url : '';
const name = `shop_start_${randomBytes(6).toString('hex')}`;
const url = databaseUrlFor(adminUrl || 'postgres://unused@127.0.0.1/unused', name);

/** Three processes starting at the same moment, each with its own pool. */
const openProcesses = () => Promise.all([1, 2, 3].map(() => openPostgres(url, 2)));

describe.skipIf(template.kind !== 'postgres')('starting processes together on PostgreSQL', () => {
  beforeAll(() => withAdminClient(adminUrl, (client) => client.query(`CREATE DATABASE "${name}"`)));
  afterAll(() => dropDatabase(adminUrl, name));

  it('when three processes migrate an empty database at once, all succeed and each migration runs once', async () => {
    const processes = await openProcesses();
    try {
      await Promise.all(processes.map((shop) => shop.migrate()));
      const journal = JSON.parse(
        readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8'),
      ) as { entries: unknown[] };
      const { rows } = await withAdminClient(url, (client) =>
        client.query<{ applied: number }>(
          'select count(*)::int as applied from drizzle.__drizzle_migrations',
        ),
      );
      expect(rows[0]?.applied).toBe(journal.entries.length);
    } finally {
      await Promise.all(processes.map((shop) => shop.close()));
    }
  });

  it('when processes run exclusive work at once, one runs at a time', async () => {
    const processes = await openProcesses();
    const events: string[] = [];
    try {
      await Promise.all(
        processes.map((shop, index) =>
          shop.exclusive(async () => {
            events.push(`start ${index}`);
            await new Promise((resolve) => setTimeout(resolve, 50));
            events.push(`end ${index}`);
          }),
        ),
      );
    } finally {
      await Promise.all(processes.map((shop) => shop.close()));
    }
    expect(events).toHaveLength(6);
    for (let step = 0; step < 6; step += 2) {
      expect(events[step + 1]).toBe(events[step]!.replace('start', 'end'));
    }
  });
});
