import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export type MailAttachment = { filename: string; content: Buffer; contentType: string };
/** What a mail says; the features' mail builders make these. */
export type MailMessage = { to: string; subject: string; text: string; html: string };
/** What a transport sends. */
export type OutgoingMail = MailMessage & {
  attachments?: MailAttachment[];
  /** `<id@host>`: the same on every attempt at one mail, so a retry is recognisable. */
  messageId?: string;
};

/** Delivers one message or throws: the mail queue's worker retries what failed (ADR 014). */
export interface Mailer {
  deliver(message: OutgoingMail): Promise<void>;
  close(): void;
}

type MailLog = { info(obj: object, msg: string): void; error(obj: object, msg: string): void };

export type MailerOptions = {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  log: MailLog;
  /** Development only: without SMTP the log is where a developer finds a one-time code. */
  logCodes?: boolean;
  /** How long to wait for an SMTP server to accept, then to greet (default 5 s each). */
  smtpTimeoutMs?: number;
};

type Deliver = (message: OutgoingMail) => Promise<void>;

/** SMTP when `smtpUrl` is set; otherwise one JSON file per mail in `outboxDir` (DESIGN §4). */
export function createMailer(options: MailerOptions): Mailer {
  const { smtpUrl, from, outboxDir, log } = options;
  const smtp = smtpUrl ? createSmtp(smtpUrl, from, log, options.smtpTimeoutMs ?? 5_000) : undefined;
  const deliver: Deliver = smtp?.deliver ?? createOutbox(outboxDir, from, log, options.logCodes);
  return { deliver, close: () => smtp?.close() };
}

function createSmtp(url: string, from: string, log: MailLog, timeoutMs: number) {
  // Timeouts well below nodemailer's minutes-long defaults, so a stalled server cannot pile up sends.
  const transport = nodemailer.createTransport({
    url,
    pool: true,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: 4 * timeoutMs,
  });
  const deliver: Deliver = async (message) => {
    const info = await transport.sendMail({ from, ...message });
    log.info({ to: message.to, subject: message.subject, messageId: info.messageId }, 'mail sent');
  };
  return { deliver, close: () => transport.close() };
}

function createOutbox(dir: string, from: string, log: MailLog, logCodes = false): Deliver {
  let sequence = 0;
  return async ({ to, subject, text, html, attachments, messageId }) => {
    const now = new Date();
    const createdAt = now.toISOString();
    // The id starts with a counter, so mails written in the same millisecond still sort in send order.
    sequence = (sequence + 1) % 0x10000;
    const id = `${sequence.toString(16).padStart(4, '0')}${randomBytes(2).toString('hex')}`;
    const name = `${createdAt.replaceAll(':', '-')}-${id}.json`;
    const file = path.join(dir, name);
    await mkdir(dir, { recursive: true, mode: 0o700 });
    // Attachments are kept whole (base64) so a developer can open the invoice a mail carried.
    const files = attachments?.map(({ filename, contentType, content }) => ({
      filename,
      contentType,
      contentBase64: content.toString('base64'),
    }));
    const body = JSON.stringify(
      {
        to,
        from,
        subject,
        text,
        html,
        createdAt,
        ...(messageId && { messageId }),
        ...(files && { attachments: files }),
      },
      null,
      2,
    );
    // Written under a hidden name, then renamed: whoever reads the outbox never sees half a mail.
    const partial = path.join(dir, `.${name}.partial`);
    await writeFile(partial, `${body}\n`, { mode: 0o600, flag: 'wx' });
    await rename(partial, file);
    // Without SMTP a developer still needs the one-time code to sign up; never in production logs.
    const code = logCodes ? /\b\d{6}\b/.exec(text)?.[0] : undefined;
    log.info({ to, subject, ...(code && { code }), file }, 'mail written to outbox');
  };
}
