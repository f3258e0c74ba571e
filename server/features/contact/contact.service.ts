import { pageCount, pageWindow } from '#contract/paging.ts';
import type { z } from 'zod';
import type {
  ContactInputSchema,
  ContactsQuerySchema,
  ContactsResponse,
  DeleteOldResponse,
} from '#contract/content.ts';
import type { Db } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { AppError } from '../../lib/errors.ts';
import type { MailQueue } from '../../lib/mail-queue.ts';
import { clientSubject, type RateLimiter } from '../../lib/rate-limit.ts';
import type { AuthContext } from '../../lib/auth-guards.ts';
import { addNotifications, deleteNotificationsAbout } from '../notifications/notifier.service.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { contactReceivedMail } from './contact-mail.ts';
import { toContact } from './contact-mapper.ts';
import { type ContactRepo, createContactRepo } from './contact.repo.ts';
import type { ContactRow } from './contact.table.ts';

type ContactInput = z.output<typeof ContactInputSchema>;
type ContactsQuery = z.output<typeof ContactsQuerySchema>;
type Deps = {
  db: Db;
  limiter: RateLimiter;
  mail: MailQueue;
  settings: SettingsService;
  publicUrl: string;
};

export const CONTACT_THANKS = 'Thank you! We have received your message and will reply soon.';
const PER_IP = { name: 'contact-ip', max: 5, windowSeconds: 3600 };
/** So one MANAGER cannot wipe the inbox: what came in the last month stays unless an ADMIN clears it. */
export const MANAGER_DELETE_OLD_MIN_DAYS = 30;
export const MANAGER_DELETE_OLD_FLOOR = `A MANAGER can delete only messages older than ${MANAGER_DELETE_OLD_MIN_DAYS} days; ask an ADMIN to delete newer ones`;

/** Keeps the message with a notice for staff and mails the shop; a filled honeypot keeps nothing. */
export async function submitContact(
  deps: Deps,
  input: ContactInput,
  client: { ip: string },
): Promise<{ message: string }> {
  await deps.limiter.consume([{ rule: PER_IP, subject: clientSubject(client.ip) }]);
  if (input.website) return { message: CONTACT_THANKS };
  const row: ContactRow = {
    id: newId(),
    name: input.name,
    email: input.email,
    phone: input.phone ?? null,
    subject: input.subject,
    message: input.message,
    ip: client.ip,
    createdAt: new Date(),
  };
  // Before the transaction: on PGlite a read outside it would wait for it to end.
  const settings = await deps.settings.getSettings();
  const shop = {
    shopName: settings.shopName,
    publicUrl: deps.publicUrl,
    to: settings.contactEmail,
  };
  await deps.db.transaction(async (tx) => {
    await createContactRepo(tx).insert(row);
    await addNotifications(tx, [
      {
        type: 'new_contact',
        title: `New message from ${input.name}`,
        message: (input.subject ?? input.message).slice(0, 140),
        link: `/admin/dashboard?section=contacts&id=${row.id}`,
        entityId: row.id,
      },
    ]);
    await deps.mail.enqueue(tx, contactReceivedMail(toContact(row), shop));
  });
  return { message: CONTACT_THANKS };
}

/** Staff's inbox by page, optionally searched (name, e-mail, subject or message). */
export async function listContacts(
  repo: ContactRepo,
  query: ContactsQuery,
): Promise<ContactsResponse> {
  const { rows, total } = await repo.findPage(
    { search: query.search, sort: query.sort },
    pageWindow(query),
  );
  return {
    contacts: rows.map(toContact),
    totalContacts: total,
    totalPages: pageCount(total, query.limit),
    page: query.page,
  };
}

/** A MANAGER keeps the last MANAGER_DELETE_OLD_MIN_DAYS days of messages; an ADMIN may go lower. */
export async function deleteContactsOlderThan(
  db: Db,
  auth: AuthContext,
  days: number,
): Promise<DeleteOldResponse> {
  if (auth.user.role !== 'ADMIN' && days < MANAGER_DELETE_OLD_MIN_DAYS)
    throw new AppError('FORBIDDEN', MANAGER_DELETE_OLD_FLOOR);
  const n = await db.transaction(async (tx) => {
    const ids = await createContactRepo(tx).removeOlderThan(days);
    // Their notices name the sender, so they go with the messages.
    await deleteNotificationsAbout(tx, ids);
    return ids.length;
  });
  return {
    message: `Deleted ${n} message${n === 1 ? '' : 's'} older than ${days} day${days === 1 ? '' : 's'}`,
    deletedCount: n,
  };
}

/** The contact form: anonymous, rate-limited messages kept as plain text for staff to read. */
export function createContactService(deps: Deps) {
  const repo = createContactRepo(deps.db);
  return {
    submit: (input: ContactInput, client: { ip: string }) => submitContact(deps, input, client),
    list: (query: ContactsQuery) => listContacts(repo, query),
    deleteOlderThan: (auth: AuthContext, days: number) =>
      deleteContactsOlderThan(deps.db, auth, days),
  };
}

export type ContactService = ReturnType<typeof createContactService>;
