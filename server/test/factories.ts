import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import { expect } from 'vitest';
import type { Role } from '#contract/user.ts';
import type { Db } from '../db/client.ts';
import type { MailMessage } from '../lib/mailer.ts';
import { hashPassword } from '../features/auth/passwords.ts';
import { createUsersRepo } from '../features/users/users.repo.ts';
import type { UserRow } from '../features/users/users.table.ts';
import type { TestApp } from './build-test-app.ts';

export const TEST_PASSWORD = 'correct horse battery';

export const uniqueEmail = (prefix = 'user'): string =>
  `${prefix}.${randomBytes(4).toString('hex')}@example.com`;

/** A user straight in the database (no mail, no rate limit); verified unless told otherwise. */
export async function createUser(
  db: Db,
  overrides: {
    role?: Role;
    email?: string;
    password?: string;
    verified?: boolean;
    name?: string;
  } = {},
): Promise<UserRow & { password: string }> {
  const password = overrides.password ?? TEST_PASSWORD;
  const row = await createUsersRepo(db).insert({
    name: overrides.name ?? 'Asha Verma',
    email: overrides.email ?? uniqueEmail(overrides.role?.toLowerCase()),
    passwordHash: await hashPassword(password),
    role: overrides.role ?? 'USER',
    emailVerifiedAt: overrides.verified === false ? null : new Date(),
  });
  if (!row) throw new Error('createUser: e-mail taken');
  return { ...row, password };
}

let nextAddress = 1;
/** A distinct client address per call, so per-IP limits of one test do not spill into the next. */
export const freshIp = (): string =>
  `10.0.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

export async function login(app: FastifyInstance, email: string, password = TEST_PASSWORD) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { email, password },
    remoteAddress: freshIp(),
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return response.json<{ token: string }>().token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** app.inject as `who` (a signed-in actor's headers), or as the anonymous when `who` is null. */
export const callAs = (
  shop: TestApp,
  who: { headers: Record<string, string> } | null,
  method: HTTPMethods,
  url: string,
  payload?: object,
) => shop.app.inject({ method, url, headers: who?.headers ?? {}, payload });

/** Each answer is 401 UNAUTHORIZED, as for an anonymous visitor on a signed-in route. */
export async function expectUnauthorized(
  answers: Promise<{ statusCode: number; json: () => unknown }>[],
) {
  for (const response of await Promise.all(answers)) {
    expect(response.statusCode).toBe(401);
    expect((response.json() as { code: string }).code).toBe('UNAUTHORIZED');
  }
}

/** A 400 whose first detail names `field`. */
export function expectInvalid(
  response: { statusCode: number; json: () => unknown },
  field: string,
) {
  expect(response.statusCode).toBe(400);
  expect((response.json() as { details: { path: string }[] }).details[0]?.path).toBe(field);
}

/**
 * Calls to the routes under `prefix` as the holder of `token` (the anonymous when null); without a
 * token, as `defaultToken()`, read at call time so that it may come from a fixture.
 */
export const callsUnder =
  (shop: TestApp, prefix: string, defaultToken: () => string) =>
  (method: HTTPMethods, url = '', payload?: object, token: string | null = defaultToken()) =>
    shop.app.inject({
      method,
      url: `${prefix}${url}`,
      headers: token ? bearer(token) : {},
      ...(payload && { payload }),
    });

/** A mail as the outbox writes it to DATA_DIR/outbox. */
type OutboxMail = MailMessage & {
  from: string;
  createdAt: string;
  /** `<job id@host>`, as the mail queue sends it. */
  messageId?: string;
  attachments?: { filename: string; contentType: string; contentBase64: string }[];
};

/** Every mail in DATA_DIR/outbox, oldest first. */
export async function readOutbox(dataDir: string): Promise<OutboxMail[]> {
  const dir = path.join(dataDir, 'outbox');
  const names = (await readdir(dir).catch(() => [] as string[]))
    .filter((name) => name.endsWith('.json'))
    .sort();
  return Promise.all(
    names.map(
      async (name) => JSON.parse(await readFile(path.join(dir, name), 'utf8')) as OutboxMail,
    ),
  );
}

/** The mails written to DATA_DIR/outbox for one address, oldest first; waits briefly for async sends. */
export async function mailsTo(dataDir: string, to: string, atLeast = 1): Promise<OutboxMail[]> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const mine = (await readOutbox(dataDir)).filter((mail) => mail.to === to);
    if (mine.length >= atLeast) return mine;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`expected ${atLeast} mail(s) to ${to}`);
}

export async function latestCode(dataDir: string, to: string, atLeast = 1): Promise<string> {
  const mails = await mailsTo(dataDir, to, atLeast);
  const code = /\b(\d{6})\b/.exec(mails.at(-1)?.text ?? '')?.[1];
  if (!code) throw new Error(`no code in the mail to ${to}`);
  return code;
}
