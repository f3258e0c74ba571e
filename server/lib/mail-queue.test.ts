import { mkdtemp, rm } from 'node:fs/promises';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { createJobQueue } from '../db/job-queue.ts';
import { mailsTo } from '../test/factories.ts';
import { createTestDatabase } from '../test/test-db.ts';
import { createMailQueue, type MailRetry } from './mail-queue.ts';
import { createMailer } from './mailer.ts';

/** Retries a second apart (then two, four), looked for every half second. */
const FAST: MailRetry = { limit: 3, delaySeconds: 1, pollSeconds: 0.5, expireSeconds: 30 };
const HOST = 'shop.example';

type Line = { level: string; object: Record<string, unknown>; message: string };
function recordingLog() {
  const lines: Line[] = [];
  const at = (level: string) => (object: object, message: string) =>
    lines.push({ level, object: object as Record<string, unknown>, message });
  return { lines, info: at('info'), warn: at('warn'), error: at('error') };
}

let database: Database;
let dataDir: string;
beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), 'shop-mail-queue-'));
});
afterAll(async () => {
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** One process's queue and worker; each test stops its own, so no other worker takes its mail. */
async function startMail({ smtpUrl, retry = FAST }: { smtpUrl?: string; retry?: MailRetry } = {}) {
  const log = recordingLog();
  const jobs = createJobQueue(database, log);
  const outboxDir = path.join(dataDir, 'outbox');
  const mailer = createMailer({ smtpUrl, from: 'shop@example.com', outboxDir, log });
  const mail = createMailQueue({ jobs, mailer, publicUrl: `https://${HOST}:8443`, log, retry });
  await jobs.start();
  await mail.start();
  const stop = async () => {
    await jobs.stop();
    mail.close();
  };
  return { mail, log, stop };
}

const message = (to: string) => ({
  to,
  subject: 'Your order',
  text: 'Thank you',
  html: '<p>Thank you</p>',
});

async function until(check: () => boolean, ms = 15_000): Promise<void> {
  for (const end = Date.now() + ms; !check();) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function jobsTo(to: string): Promise<{ data: Record<string, unknown> }[]> {
  const result = await database.db.execute<{ data: Record<string, unknown> }>(
    sql`select data from pgboss.job where name = 'mail' and data->>'to' = ${to}`,
  );
  return (result as { rows: { data: Record<string, unknown> }[] }).rows;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A real SMTP server that answers 451 to the first `refuse` messages and takes the rest. */
async function startSmtp({ port = 0, refuse = 0 } = {}) {
  const attempts: string[] = [];
  const accepted: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        const messageId = /^Message-ID: (.+)$/im.exec(raw)?.[1]?.trim() ?? '';
        attempts.push(messageId);
        if (attempts.length <= refuse) {
          callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
          return;
        }
        accepted.push(messageId);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return { url, attempts, accepted, close };
}

describe('the mail queue', () => {
  it('sends a mail enqueued in a committed transaction, under its job id, and never one rolled back', async () => {
    // Polling every 30 s: only the nudge after the commit brings the mail within mailsTo's 2.5 s.
    const queue = await startMail({ retry: { ...FAST, pollSeconds: 30 } });
    try {
      const { db } = database;
      const failed = db.transaction(async (tx) => {
        await queue.mail.enqueue(tx, message('gone@example.com'));
        throw new Error('the change failed');
      });
      await expect(failed).rejects.toThrow('the change failed');
      const id = await db.transaction((tx) => queue.mail.enqueue(tx, message('kept@example.com')));
      const [sent] = await mailsTo(dataDir, 'kept@example.com');
      expect(sent).toMatchObject({ subject: 'Your order', messageId: `<${id}@${HOST}>` });
      expect(await jobsTo('gone@example.com')).toEqual([]);
      expect(await jobsTo('kept@example.com')).toHaveLength(1);
    } finally {
      await queue.stop();
    }
  });

  it('stores an attachment by reference and renders it when it sends; the outbox keeps it whole', async () => {
    const queue = await startMail();
    queue.mail.registerAttachment('note', async (id) => ({
      filename: `${id}.txt`,
      content: Buffer.from(`note ${id}`),
      contentType: 'text/plain',
    }));
    try {
      const to = 'attached@example.com';
      await database.db.transaction((tx) =>
        queue.mail.enqueue(tx, { ...message(to), attachments: [{ kind: 'note', id: 'n-1' }] }),
      );
      const [sent] = await mailsTo(dataDir, to);
      expect(sent?.attachments).toEqual([
        {
          filename: 'n-1.txt',
          contentType: 'text/plain',
          contentBase64: Buffer.from('note n-1').toString('base64'),
        },
      ]);
      expect((await jobsTo(to))[0]?.data.attachments).toEqual([{ kind: 'note', id: 'n-1' }]);
    } finally {
      await queue.stop();
    }
  });

  it('when SMTP refuses a message, retries it with the same Message-ID and delivers it once', async () => {
    const smtp = await startSmtp({ refuse: 1 });
    const queue = await startMail({ smtpUrl: smtp.url });
    try {
      const id = await database.db.transaction((tx) =>
        queue.mail.enqueue(tx, message('retry@example.com')),
      );
      await until(() => smtp.accepted.length === 1);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(smtp.attempts).toEqual([`<${id}@${HOST}>`, `<${id}@${HOST}>`]);
      expect(smtp.accepted).toHaveLength(1);
      const failure = queue.log.lines.find((line) => line.level === 'warn');
      expect(failure).toMatchObject({
        message: 'sending mail failed; will retry',
        object: { to: 'retry@example.com', attempt: 1, of: 4, jobId: id },
      });
    } finally {
      await queue.stop();
      await smtp.close();
    }
  });

  it('when SMTP is down, the mail waits in the queue and goes out once SMTP is back', async () => {
    const port = await freePort();
    const queue = await startMail({ smtpUrl: `smtp://127.0.0.1:${port}` });
    let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined;
    try {
      const id = await database.db.transaction((tx) =>
        queue.mail.enqueue(tx, message('down@example.com')),
      );
      await until(() => queue.log.lines.some((line) => line.object.jobId === id));
      smtp = await startSmtp({ port });
      await until(() => smtp!.accepted.length === 1);
      expect(smtp.accepted).toEqual([`<${id}@${HOST}>`]);
    } finally {
      await queue.stop();
      await smtp?.close();
    }
  });

  it('after the last attempt, logs that it gives up; stopping takes well under a second', async () => {
    const queue = await startMail({
      smtpUrl: `smtp://127.0.0.1:${await freePort()}`,
      retry: { ...FAST, limit: 0 },
    });
    const id = await database.db.transaction((tx) =>
      queue.mail.enqueue(tx, message('lost@example.com')),
    );
    await until(() => queue.log.lines.some((line) => line.level === 'error'));
    expect(queue.log.lines.find((line) => line.level === 'error')).toMatchObject({
      message: 'sending mail failed; giving up',
      object: { attempt: 1, of: 1, jobId: id },
    });
    const started = Date.now();
    await queue.stop();
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
