import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** A mail as the server writes it to DATA_DIR/outbox when no SMTP server is configured. */
export interface OutboxMail {
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}

function outboxDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir)
    throw new Error('E2E_DATA_DIR is not set: run the journeys through playwright.config.ts');
  return path.join(dataDir, 'outbox');
}

async function readMails(): Promise<OutboxMail[]> {
  const dir = outboxDir();
  // File names start with the ISO time, so name order is sending order.
  const names = (await readdir(dir).catch(() => [] as string[]))
    .filter((name) => name.endsWith('.json'))
    .sort();
  // The shop writes each mail under a hidden name and renames it: a listed file is whole.
  return Promise.all(
    names.map(
      async (name) => JSON.parse(await readFile(path.join(dir, name), 'utf8')) as OutboxMail,
    ),
  );
}

/**
 * The 6-digit code in the newest mail to `email` (sent at or after `since`, when given). Mails
 * are sent after the answer, so this polls for a few seconds.
 */
export async function readLatestCode(
  email: string,
  { since, timeoutMs = 10_000 }: { since?: Date; timeoutMs?: number } = {},
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  const to = email.toLowerCase();
  for (;;) {
    const mine = (await readMails()).filter(
      (mail) =>
        mail.to.toLowerCase().includes(to) &&
        (!since || Date.parse(mail.createdAt) >= since.getTime()),
    );
    const code = /\b(\d{6})\b/.exec(mine.at(-1)?.text ?? '')?.[1];
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`no mail with a code reached ${email} in time`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
