import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ShopSettingsSchema } from '#contract/settings.ts';
import type { Database } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { createJobQueue } from '../db/job-queue.ts';
import { oneTimeCodes } from '../features/auth/one-time-codes.table.ts';
import { createSessionsRepo } from '../features/auth/sessions.repo.ts';
import { sessions } from '../features/auth/sessions.table.ts';
import { notifications } from '../features/notifications/notifications.table.ts';
import { createSettingsService } from '../features/settings/settings.service.ts';
import { createRateLimiter } from '../lib/rate-limit.ts';
import { buildTestAppOn } from '../test/build-test-app.ts';
import { createUser } from '../test/factories.ts';
import { createTestDatabase } from '../test/test-db.ts';
import { CLEAN_UP_CRON, CLEAN_UP_QUEUE, cleanUp, scheduleCleanUp } from './clean-up.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs);
const quiet = { warn: () => {} };

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function sessionIds(ids: string[]) {
  const rows = await database.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(inArray(sessions.id, ids));
  return rows.map((row) => row.id);
}

describe('cleanUp', () => {
  it('deletes expired sessions and codes and read notices older than the setting; keeps the rest', async () => {
    const { db } = database;
    const settings = createSettingsService(db);
    await settings.update({ notificationRetentionDays: 30 });
    const user = await createUser(db);
    const repo = createSessionsRepo(db);
    const expired = await repo.insert({ userId: user.id, expiresAt: at(-HOUR) });
    const live = await repo.insert({ userId: user.id, expiresAt: at(HOUR) });
    const code = { userId: user.id, codeHash: 'x' };
    await db.insert(oneTimeCodes).values([
      { ...code, id: newId(), purpose: 'verify-email', expiresAt: at(-HOUR) },
      { ...code, id: newId(), purpose: 'reset-password', expiresAt: at(HOUR) },
    ]);
    const notice = (title: string, ageDays: number, isRead: boolean) => ({
      id: newId(),
      type: 'new_contact' as const,
      title,
      message: 'A message',
      createdAt: at(-ageDays * DAY),
      readAt: isRead ? at(-ageDays * DAY + HOUR) : null,
    });
    await db
      .insert(notifications)
      .values([
        notice('old and read', 31, true),
        notice('old and unread', 400, false),
        notice('recent and read', 29, true),
      ]);

    expect(await cleanUp({ db, limiter: createRateLimiter(db), settings })).toEqual({
      notifications: 1,
    });

    const titles = (await db.select({ title: notifications.title }).from(notifications)).map(
      (row) => row.title,
    );
    expect(titles.sort()).toEqual(['old and unread', 'recent and read']);
    expect(await sessionIds([expired, live])).toEqual([live]);
    const codes = await db.select({ purpose: oneTimeCodes.purpose }).from(oneTimeCodes);
    expect(codes).toEqual([{ purpose: 'reset-password' }]);
  });
});

describe('scheduleCleanUp', () => {
  it('keeps one schedule however many processes set it, and one of them runs each job', async () => {
    const { db } = database;
    let runs = 0;
    const settings = {
      getSettings: async () => {
        runs += 1;
        return ShopSettingsSchema.parse({});
      },
    };
    const deps = { db, limiter: createRateLimiter(db), settings };
    const processes = [createJobQueue(database, quiet), createJobQueue(database, quiet)];
    const workers: string[] = [];
    try {
      for (const jobs of processes) {
        await jobs.start();
        workers.push(await scheduleCleanUp(jobs, deps));
      }
      const [first, second] = processes;
      expect(await first!.boss.getSchedules()).toEqual([
        expect.objectContaining({ name: CLEAN_UP_QUEUE, cron: CLEAN_UP_CRON }),
      ]);
      const user = await createUser(db);
      const expired = await createSessionsRepo(db).insert({
        userId: user.id,
        expiresAt: at(-HOUR),
      });

      // What pg-boss's cron does once per run, whichever process's clock saw it first.
      await first!.boss.send(CLEAN_UP_QUEUE, {});
      first!.boss.notifyWorker(workers[0]!);
      second!.boss.notifyWorker(workers[1]!);
      for (let waited = 0; runs === 0 && waited < 10_000; waited += 50)
        await new Promise((resolve) => setTimeout(resolve, 50));
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(runs).toBe(1);
      expect(await sessionIds([expired])).toEqual([]);
    } finally {
      for (const jobs of processes) await jobs.stop();
    }
  });

  it('the app sets it too when ready, and stops its job queue on close within a second', async () => {
    const shop = await buildTestAppOn(database);
    const schedules = await database.db.execute<{ name: string }>(
      sql`select name, cron from pgboss.schedule`,
    );
    expect((schedules as { rows: unknown[] }).rows).toEqual([
      { name: CLEAN_UP_QUEUE, cron: CLEAN_UP_CRON },
    ]);
    const started = Date.now();
    await shop.close();
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
