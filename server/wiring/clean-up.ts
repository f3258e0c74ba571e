import type { Db } from '../db/client.ts';
import type { JobQueue } from '../db/job-queue.ts';
import { pruneExpired } from '../features/auth/prune-expired.ts';
import { pruneReadNotifications } from '../features/notifications/notifier.service.ts';
import type { SettingsService } from '../features/settings/settings.service.ts';
import type { RateLimiter } from '../lib/rate-limit.ts';

export const CLEAN_UP_QUEUE = 'clean-up';
/** Hourly, a few minutes past the hour (not on it, where other cron jobs of a host crowd). */
export const CLEAN_UP_CRON = '7 * * * *';

export type CleanUpDeps = {
  db: Db;
  limiter: RateLimiter;
  settings: Pick<SettingsService, 'getSettings'>;
};

/**
 * Deletes what can no longer be used: expired sessions, spent or expired codes, finished rate-limit
 * windows, and notifications staff have read that are older than `notificationRetentionDays`.
 */
export async function cleanUp({ db, limiter, settings }: CleanUpDeps) {
  const { notificationRetentionDays } = await settings.getSettings();
  await pruneExpired(db, limiter);
  return { notifications: await pruneReadNotifications(db, notificationRetentionDays) };
}

/**
 * A pg-boss schedule: its cron sends one job per run however many processes keep it, and one
 * worker takes that job (ADR 014). The schedule row is upserted, so every start may set it.
 */
export async function scheduleCleanUp({ boss }: JobQueue, deps: CleanUpDeps): Promise<string> {
  await boss.createQueue(CLEAN_UP_QUEUE);
  await boss.schedule(CLEAN_UP_QUEUE, CLEAN_UP_CRON);
  return boss.work(CLEAN_UP_QUEUE, { pollingIntervalSeconds: 30 }, async () => {
    await cleanUp(deps);
  });
}
