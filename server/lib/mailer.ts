import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export type MailMessage = { to: string; subject: string; text: string; html: string };

export interface Mailer {
  /** Queues the message and returns at once; failures are logged, never thrown to the caller (a failed mail must not fail the request). */
  send(message: MailMessage): void;
  /** Resolves when every message queued so far has been delivered or has failed (tests, graceful shutdown). */
  idle(): Promise<void>;
  close(): Promise<void>;
}

type MailLog = { info(obj: object, msg: string): void; error(obj: object, msg: string): void };

export type MailerOptions = { smtpUrl?: string; from: string; outboxDir: string; log: MailLog };

type Deliver = (message: MailMessage) => Promise<void>;

/** SMTP when `smtpUrl` is set; otherwise one JSON file per mail in `outboxDir` (DESIGN §4). */
export function createMailer({ smtpUrl, from, outboxDir, log }: MailerOptions): Mailer {
  const pending = new Set<Promise<void>>();
  const smtp = smtpUrl ? createSmtp(smtpUrl, from, log) : undefined;
  const deliver: Deliver = smtp?.deliver ?? createOutbox(outboxDir, from, log);

  function send(message: MailMessage): void {
    const task = deliver(message)
      .catch((err: unknown) => {
        log.error({ err, to: message.to, subject: message.subject }, 'sending mail failed');
      })
      .finally(() => pending.delete(task));
    pending.add(task);
  }

  async function idle(): Promise<void> {
    while (pending.size > 0) await Promise.all(pending);
  }

  async function close(): Promise<void> {
    await idle();
    smtp?.close();
  }

  return { send, idle, close };
}

function createSmtp(url: string, from: string, log: MailLog) {
  // Timeouts well below nodemailer's minutes-long defaults, so a stalled server cannot pile up sends.
  const transport = nodemailer.createTransport({
    url,
    pool: true,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  const deliver: Deliver = async (message) => {
    const info = await transport.sendMail({ from, ...message });
    log.info({ to: message.to, subject: message.subject, messageId: info.messageId }, 'mail sent');
  };
  return { deliver, close: () => transport.close() };
}

function createOutbox(dir: string, from: string, log: MailLog): Deliver {
  return async ({ to, subject, text, html }) => {
    const now = new Date();
    const createdAt = now.toISOString();
    const name = `${createdAt.replaceAll(':', '-')}-${randomBytes(4).toString('hex')}.json`;
    const file = path.join(dir, name);
    await mkdir(dir, { recursive: true, mode: 0o700 });
    const body = JSON.stringify({ to, from, subject, text, html, createdAt }, null, 2);
    await writeFile(file, `${body}\n`, { mode: 0o600, flag: 'wx' });
    // Without SMTP a developer still needs the one-time code to sign up, so it goes to the log.
    const code = /\b\d{6}\b/.exec(text)?.[0];
    log.info({ to, subject, ...(code && { code }), file }, 'mail written to outbox');
  };
}
