import type PgBoss from 'pg-boss';
import type { Tx } from '../db/client.ts';
import { type JobQueue, transactionExecutor } from '../db/job-queue.ts';
import type { MailAttachment, Mailer, MailMessage } from './mailer.ts';

export const MAIL_QUEUE = 'mail';

/** An attachment named, not stored: the worker renders it when it sends (an invoice by its order). */
export type AttachmentRef = { kind: string; id: string };
export type QueuedMail = MailMessage & { attachments?: AttachmentRef[] };
type Resolver = (id: string) => Promise<MailAttachment | null>;
type Log = {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
};

export type MailRetry = {
  /** Attempts after the first (pg-boss `retryLimit`). */
  limit: number;
  /** Seconds before the first retry; each later one waits about twice as long, with jitter. */
  delaySeconds: number;
  /** How often a worker looks for mail that no nudge announced (a retry falling due, another process). */
  pollSeconds: number;
  /** An attempt still running after this is failed (and retried) by pg-boss's maintenance. */
  expireSeconds: number;
};

/**
 * Twelve attempts over about 5½ to 11½ hours (10–20 s, then 20–40 s … 2.8–5.7 hours apart). An
 * attempt outlives the SMTP timeouts (5 + 5 + 20 s) before it expires; a process killed mid-send has
 * its mail retried by another within about a minute (expiry, maintenance, first delay).
 */
export const MAIL_RETRY: MailRetry = {
  limit: 11,
  delaySeconds: 10,
  pollSeconds: 1,
  expireSeconds: 40,
};

export type MailQueueOptions = {
  jobs: JobQueue;
  mailer: Mailer;
  /** Its host names the message ids: `<job id@host>`. */
  publicUrl: string;
  log: Log;
  retry?: MailRetry;
};

export type MailQueue = ReturnType<typeof createMailQueue>;

/**
 * Mail as jobs (ADR 014): enqueued in the transaction of the change that causes it, sent by a worker
 * at least once, retried with exponential backoff while the mail server is away.
 */
export function createMailQueue({
  jobs,
  mailer,
  publicUrl,
  log,
  retry = MAIL_RETRY,
}: MailQueueOptions) {
  const { boss } = jobs;
  const host = new URL(publicUrl).hostname;
  const resolvers = new Map<string, Resolver>();
  let workerId: string | undefined;
  const nudge = () => workerId && boss.notifyWorker(workerId);

  /** Commits or rolls back with `tx`; the local worker is nudged when `tx` ends. */
  async function enqueue(tx: Tx, mail: QueuedMail): Promise<string> {
    const id = await boss.send(MAIL_QUEUE, mail, {
      db: transactionExecutor(tx),
      retryLimit: retry.limit,
      retryDelay: retry.delaySeconds,
      retryBackoff: true,
      expireInSeconds: retry.expireSeconds,
    });
    if (!id) throw new Error(`The job queue has no "${MAIL_QUEUE}" queue; was it started?`);
    await jobs.holdUntilEnd(tx, id);
    jobs.afterEnd(id, nudge);
    return id;
  }

  async function attachmentsOf(refs: AttachmentRef[] = []): Promise<MailAttachment[]> {
    const found = await Promise.all(
      refs.map((ref) => {
        const resolve = resolvers.get(ref.kind);
        if (!resolve) throw new Error(`No attachment resolver for "${ref.kind}"`);
        return resolve(ref.id);
      }),
    );
    return found.filter((attachment) => attachment !== null);
  }

  async function deliver(job: PgBoss.JobWithMetadata<QueuedMail>): Promise<void> {
    const { attachments, ...mail } = job.data;
    const attempt = { attempt: job.retryCount + 1, of: job.retryLimit + 1, jobId: job.id };
    try {
      const files = await attachmentsOf(attachments);
      await mailer.deliver({
        ...mail,
        ...(files.length > 0 && { attachments: files }),
        messageId: `<${job.id}@${host}>`,
      });
      if (attempt.attempt > 1) log.info({ to: mail.to, ...attempt }, 'mail sent on a retry');
    } catch (err) {
      const last = job.retryCount >= job.retryLimit;
      const details = { err, to: mail.to, subject: mail.subject, ...attempt };
      if (last) log.error(details, 'sending mail failed; giving up');
      else log.warn(details, 'sending mail failed; will retry');
      throw err;
    }
  }

  return {
    enqueue,
    /** How the worker renders an attachment of `kind` from its id (null: there is none). */
    registerAttachment: (kind: string, resolve: Resolver) => resolvers.set(kind, resolve),
    /** Creates the queue and starts this process's worker; after `jobs.start()`. */
    async start(): Promise<void> {
      await boss.createQueue(MAIL_QUEUE);
      workerId = await boss.work<QueuedMail>(
        MAIL_QUEUE,
        { includeMetadata: true, pollingIntervalSeconds: retry.pollSeconds },
        async ([job]) => {
          // pg-boss waits a polling interval after each job: asking again at once drains a backlog.
          nudge();
          if (job) await deliver(job);
        },
      );
    },
    close: () => mailer.close(),
  };
}
