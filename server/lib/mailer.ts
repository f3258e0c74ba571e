import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export type MailMessage = { to: string; subject: string; text: string; html: string };

export interface Mailer {
  /** Queues the message and returns at once; a failed mail is logged and never fails the request. */
  send(message: MailMessage): void;
  /** Resolves when every message queued so far has been delivered or has failed. */
  idle(): Promise<void>;
  close(): Promise<void>;
}

type Log = {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
};

export type MailerOptions = { smtpUrl?: string; from: string; outboxDir: string; log: Log };

/**
 * SMTP through nodemailer when SMTP_URL is set; otherwise each mail becomes a JSON file in the outbox
 * (DESIGN §4) and its code is logged, so a shop without mail still lets people sign up.
 */
export function createMailer({ smtpUrl, from, outboxDir, log }: MailerOptions): Mailer {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
  const pending = new Set<Promise<void>>();

  async function writeToOutbox(message: MailMessage): Promise<void> {
    await mkdir(outboxDir, { recursive: true, mode: 0o700 });
    const createdAt = new Date().toISOString();
    const name = `${createdAt.replace(/:/g, '-')}-${randomBytes(4).toString('hex')}.json`;
    const file = path.join(outboxDir, name);
    await writeFile(file, JSON.stringify({ ...message, from, createdAt }, null, 2), {
      mode: 0o600,
    });
    const code = /\b\d{6}\b/.exec(message.text)?.[0];
    log.info({ to: message.to, subject: message.subject, code, file }, 'mail written to outbox');
  }

  async function deliver(message: MailMessage): Promise<void> {
    if (!transport) return writeToOutbox(message);
    await transport.sendMail({ from, ...message });
    log.info({ to: message.to, subject: message.subject }, 'mail sent');
  }

  return {
    send(message) {
      const task = deliver(message)
        .catch((err: unknown) => log.error({ err, to: message.to }, 'sending mail failed'))
        .finally(() => pending.delete(task));
      pending.add(task);
    },
    async idle() {
      while (pending.size > 0) await Promise.all(pending);
    },
    async close() {
      transport?.close();
    },
  };
}
