import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { createJobQueue } from '../db/job-queue.ts';
import { createMailQueue } from '../lib/mail-queue.ts';
import { createMailer } from '../lib/mailer.ts';
import { type CleanUpDeps, scheduleCleanUp } from './clean-up.ts';

/**
 * The job queue (ADR 014) with its two jobs, mail and the periodic clean-up. It starts when the app
 * is ready and stops before close hooks run, so before main.ts closes the database.
 */
export function registerJobs(
  app: FastifyInstance,
  config: Config,
  database: Database,
  deps: Omit<CleanUpDeps, 'db'>,
) {
  const jobs = createJobQueue(database, app.log);
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: path.join(config.dataDir, 'outbox'),
    log: app.log,
    logCodes: !config.isProduction,
  });
  const mail = createMailQueue({ jobs, mailer, publicUrl: config.publicUrl, log: app.log });
  // pg-boss's createQueue deadlocks when processes started together run it at once.
  app.addHook('onReady', () =>
    database.exclusive(async () => {
      await jobs.start();
      await mail.start();
      await scheduleCleanUp(jobs, { db: database.db, ...deps });
    }),
  );
  app.addHook('preClose', async () => {
    await jobs.stop();
    mail.close();
  });
  return mail;
}
