import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { type AddressInfo, createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderMail } from './mail-layout.ts';
import { createMailer, type MailMessage } from './mailer.ts';

function recordingLog() {
  const lines: { level: string; object: object; message: string }[] = [];
  return {
    lines,
    info: (object: object, message: string) => lines.push({ level: 'info', object, message }),
    error: (object: object, message: string) => lines.push({ level: 'error', object, message }),
  };
}

/** A one-time-code mail like the shop's own (lib knows no feature, so it is written here). */
const message: MailMessage = {
  to: 'customer@example.com',
  subject: 'Verify your e-mail for Kanak Jewels',
  ...renderMail({
    shopName: 'Kanak Jewels',
    publicUrl: 'http://localhost:3000',
    preheader: 'Your verification code is valid for 10 minutes.',
    heading: 'Verify your e-mail',
    greeting: 'Dear Asha <Verma>,',
    paragraphs: ['Welcome to Kanak Jewels. Enter this code to verify your e-mail address:'],
    code: '482913',
    footnote: 'The code is valid for 10 minutes.',
  }),
};

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'shop-mail-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('createMailer without SMTP_URL', () => {
  it('writes each mail to the outbox as { to, from, subject, text, html, createdAt } and, in development, logs its code', async () => {
    const log = recordingLog();
    const outboxDir = path.join(dir, 'outbox');
    const mailer = createMailer({
      from: 'Shop <shop@example.com>',
      outboxDir,
      log,
      logCodes: true,
    });
    await mailer.deliver(message);
    const [name] = await readdir(outboxDir);
    expect(name).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.\d{3}Z-[0-9a-f]{8}\.json$/);
    const stored = JSON.parse(await readFile(path.join(outboxDir, name!), 'utf8'));
    expect(Object.keys(stored).sort()).toEqual([
      'createdAt',
      'from',
      'html',
      'subject',
      'text',
      'to',
    ]);
    expect(stored).toMatchObject({ to: 'customer@example.com', from: 'Shop <shop@example.com>' });
    expect(stored.text).toContain('482913');
    expect(stored.html).toContain('482913');
    expect(stored.html).toContain('Asha &#60;Verma&#62;');
    expect(stored.html).not.toContain('<Verma>');
    expect(log.lines[0]).toMatchObject({
      level: 'info',
      message: 'mail written to outbox',
      object: {
        to: 'customer@example.com',
        subject: 'Verify your e-mail for Kanak Jewels',
        code: '482913',
        file: path.join(outboxDir, name!),
      },
    });
    expect((await stat(outboxDir)).mode & 0o777).toBe(0o700);
  });

  it('writes one file per mail, named so they sort in send order, and logs no code when the text has none', async () => {
    const log = recordingLog();
    const outboxDir = path.join(dir, 'outbox-many');
    const mailer = createMailer({ from: 'shop@example.com', outboxDir, log });
    for (const subject of ['One', 'Two', 'Three']) {
      await mailer.deliver({
        to: 'a@example.com',
        subject,
        text: 'Thank you',
        html: '<p>Thank you</p>',
      });
    }
    mailer.close();
    const names = (await readdir(outboxDir)).sort();
    expect(names).toHaveLength(3);
    const subjects = await Promise.all(
      names.map(
        async (name) => JSON.parse(await readFile(path.join(outboxDir, name), 'utf8')).subject,
      ),
    );
    expect(subjects).toEqual(['One', 'Two', 'Three']);
    expect(log.lines.map((line) => 'code' in line.object)).toEqual([false, false, false]);
  });

  it('when codes may not be logged (production), writes the code to the outbox file only', async () => {
    const log = recordingLog();
    const outboxDir = path.join(dir, 'outbox-production');
    const mailer = createMailer({ from: 'shop@example.com', outboxDir, log });
    await mailer.deliver(message);
    const [name] = await readdir(outboxDir);
    expect(await readFile(path.join(outboxDir, name!), 'utf8')).toContain('482913');
    expect(JSON.stringify(log.lines)).not.toContain('482913');
  });
});

describe('createMailer with an SMTP server that accepts and never answers', () => {
  it('deliver() rejects at the greeting timeout, so the queue retries the mail', async () => {
    const sockets: Socket[] = [];
    const stalled = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => stalled.listen(0, '127.0.0.1', resolve));
    const log = recordingLog();
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${(stalled.address() as AddressInfo).port}`,
      from: 'shop@example.com',
      outboxDir: path.join(dir, 'unused'),
      log,
      smtpTimeoutMs: 300,
    });
    await expect(mailer.deliver(message)).rejects.toThrow(/greeting/i);
    mailer.close();
    expect(sockets.length).toBeGreaterThan(0);
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => stalled.close(resolve));
  });
});

describe('createMailer with SMTP_URL', () => {
  let server: SMTPServer;
  let port: number;
  const received: { from: string; to: string[]; raw: string }[] = [];

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers the text and HTML parts to a real SMTP server, with the Message-ID given', async () => {
    const log = recordingLog();
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'Kanak Jewels <no-reply@kanakjewels.in>',
      outboxDir: path.join(dir, 'unused'),
      log,
    });
    await mailer.deliver({ ...message, messageId: '<job-1@shop.example>' });
    mailer.close();
    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail).toMatchObject({ from: 'no-reply@kanakjewels.in', to: ['customer@example.com'] });
    const raw = mail!.raw.replace(/=\r?\n/g, '');
    expect(raw).toContain('Subject: Verify your e-mail for Kanak Jewels');
    expect(raw).toMatch(/Content-Type: text\/plain/);
    expect(raw).toMatch(/Content-Type: text\/html/);
    expect(raw.match(/482913/g)?.length).toBeGreaterThanOrEqual(2);
    expect(raw).toContain('Message-ID: <job-1@shop.example>');
    expect(log.lines.some((line) => line.level === 'error')).toBe(false);
  });

  it('carries a PDF attachment through SMTP, as the confirmation mail carries its invoice', async () => {
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'Kanak Jewels <no-reply@kanakjewels.in>',
      outboxDir: path.join(dir, 'unused'),
      log: recordingLog(),
    });
    const pdf = Buffer.from('%PDF-1.7 invoice KJ/2026-27/000123');
    await mailer.deliver({
      ...message,
      attachments: [
        { filename: 'KJ-2026-27-000123.pdf', content: pdf, contentType: 'application/pdf' },
      ],
    });
    mailer.close();
    const raw = received.at(-1)!.raw;
    expect(raw).toMatch(/Content-Type: application\/pdf; name=KJ-2026-27-000123\.pdf/);
    expect(raw).toContain(pdf.toString('base64'));
  });

  it('when the server cannot be reached, deliver() rejects and nothing is logged as sent', async () => {
    const log = recordingLog();
    const mailer = createMailer({
      smtpUrl: 'smtp://127.0.0.1:1',
      from: 'shop@example.com',
      outboxDir: path.join(dir, 'unused'),
      log,
    });
    await expect(mailer.deliver(message)).rejects.toThrow();
    mailer.close();
    expect(log.lines).toEqual([]);
  });
});
