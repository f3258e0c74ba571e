import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { createUser } from '../../test/factories.ts';
import { createTestDatabase } from '../../test/test-db.ts';
import { createOneTimeCodes, type OneTimeCodes } from './one-time-codes.ts';
import { createTokenSigner } from './tokens.ts';

let database: Database;
let codes: OneTimeCodes;
beforeAll(async () => {
  database = await createTestDatabase();
  codes = createOneTimeCodes(
    database.db,
    createTokenSigner('one-time-codes-test-secret-long-enough'),
  );
});
afterAll(() => database.close());

describe('createOneTimeCodes', () => {
  it('when the right code is used twice at once, accepts one use and answers the other 400', async () => {
    const user = await createUser(database.db);
    const code = await codes.issue(user.id, 'reset-password');
    const uses = await Promise.allSettled([
      codes.consume(user.id, 'reset-password', code),
      codes.consume(user.id, 'reset-password', code),
    ]);
    expect(uses.map((use) => use.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(uses.find((use) => use.status === 'rejected')).toMatchObject({
      reason: { statusCode: 400 },
    });
  });
});
