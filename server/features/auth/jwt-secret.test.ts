import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { createTestDatabase } from '../../test/test-db.ts';
import { appSecrets } from './app-secrets.table.ts';
import { resolveJwtSecret } from './jwt-secret.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(appSecrets);
});

const freshDir = () => mkdtempSync(path.join(tmpdir(), 'shop-jwt-'));
const storedRows = () => database.db.select().from(appSecrets);

describe('resolveJwtSecret', () => {
  it('when JWT_SECRET is set, answers it and stores nothing', async () => {
    const jwtSecret = 'from-env-'.repeat(5);
    expect(await resolveJwtSecret(database.db, { jwtSecret, dataDir: freshDir() })).toBe(jwtSecret);
    expect(await storedRows()).toEqual([]);
  });

  it('when processes with different DATA_DIRs resolve it at once, all get the one secret the database keeps', async () => {
    const secrets = await Promise.all(
      [1, 2, 3].map(() => resolveJwtSecret(database.db, { dataDir: freshDir() })),
    );
    expect(secrets[0]!.length).toBeGreaterThanOrEqual(32);
    expect(new Set(secrets).size).toBe(1);
    expect(await resolveJwtSecret(database.db, { dataDir: freshDir() })).toBe(secrets[0]);
    expect(await storedRows()).toEqual([
      expect.objectContaining({ name: 'jwt', value: secrets[0] }),
    ]);
  });

  it('when an earlier release kept the secret in DATA_DIR/jwt-secret, adopts it, so sessions survive', async () => {
    const dataDir = freshDir();
    const legacy = 'kept-in-a-file-'.repeat(4);
    writeFileSync(path.join(dataDir, 'jwt-secret'), `${legacy}\n`);
    expect(await resolveJwtSecret(database.db, { dataDir })).toBe(legacy);
    expect(await resolveJwtSecret(database.db, { dataDir: freshDir() })).toBe(legacy);
  });
});
