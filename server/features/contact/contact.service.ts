import { pageCount } from '#contract/paging.ts';
import { and, asc, count, desc, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  Contact,
  ContactInputSchema,
  ContactSort,
  ContactsQuerySchema,
  ContactsResponse,
  DeleteOldResponse,
} from '#contract/content.ts';
import type { Db } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { AppError } from '../../lib/errors.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { clientSubject, type RateLimiter } from '../../lib/rate-limit.ts';
import type { AuthContext } from '../../lib/auth-guards.ts';
import { addNotifications, deleteNotificationsAbout } from '../notifications/notifier.service.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { contactReceivedMail } from './contact-mail.ts';
import { contactMessages } from './contact.table.ts';
import { containsPattern } from '../../lib/like-pattern.ts';

type Row = typeof contactMessages.$inferSelect;
export const CONTACT_THANKS = 'Thank you! We have received your message and will reply soon.';
const PER_IP = { name: 'contact-ip', max: 5, windowSeconds: 3600 };
/** So one MANAGER cannot wipe the inbox: what came in the last month stays unless an ADMIN clears it. */
export const MANAGER_DELETE_OLD_MIN_DAYS = 30;
export const MANAGER_DELETE_OLD_FLOOR = `A MANAGER can delete only messages older than ${MANAGER_DELETE_OLD_MIN_DAYS} days; ask an ADMIN to delete newer ones`;

/*
 * The id keeps pages from overlapping. created_at is never null, but the NULLS clauses must match
 * contact_messages_created_idx (created_at DESC NULLS LAST, read backwards for oldest) or
 * PostgreSQL sorts every message instead of reading the index.
 */
const SORTS: Record<ContactSort, SQL[]> = {
  newest: [sql`${contactMessages.createdAt} desc nulls last`, desc(contactMessages.id)],
  oldest: [sql`${contactMessages.createdAt} asc nulls first`, asc(contactMessages.id)],
};

const toContact = (row: Row): Contact => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  subject: row.subject,
  message: row.message,
  createdAt: row.createdAt.toISOString(),
});

/** The contact form: anonymous, rate-limited messages kept as plain text for staff to read. */
export function createContactService(deps: {
  db: Db;
  limiter: RateLimiter;
  mailer: Mailer;
  settings: SettingsService;
  publicUrl: string;
}) {
  const { db } = deps;

  async function submit(
    input: z.output<typeof ContactInputSchema>,
    client: { ip: string },
  ): Promise<{ message: string }> {
    await deps.limiter.consume([{ rule: PER_IP, subject: clientSubject(client.ip) }]);
    // A filled honeypot is a bot: it gets the same answer, and nothing is kept or sent.
    if (input.website) return { message: CONTACT_THANKS };
    const row: Row = {
      id: newId(),
      name: input.name,
      email: input.email,
      phone: input.phone ?? null,
      subject: input.subject,
      message: input.message,
      ip: client.ip,
      createdAt: new Date(),
    };
    await db.transaction(async (tx) => {
      await tx.insert(contactMessages).values(row);
      await addNotifications(tx, [
        {
          type: 'new_contact',
          title: `New message from ${input.name}`,
          message: (input.subject ?? input.message).slice(0, 140),
          link: `/admin/dashboard?section=contacts&id=${row.id}`,
          entityId: row.id,
        },
      ]);
    });
    const settings = await deps.settings.getSettings();
    deps.mailer.send(
      contactReceivedMail(toContact(row), {
        shopName: settings.shopName,
        publicUrl: deps.publicUrl,
        to: settings.contactEmail,
      }),
    );
    return { message: CONTACT_THANKS };
  }

  /** Staff's inbox by page, optionally searched (name, e-mail, subject or message). */
  async function list(query: z.output<typeof ContactsQuerySchema>): Promise<ContactsResponse> {
    const where: SQL[] = [];
    if (query.search) {
      const pattern = containsPattern(query.search);
      where.push(
        or(
          ilike(contactMessages.name, pattern),
          ilike(contactMessages.email, pattern),
          ilike(contactMessages.subject, pattern),
          ilike(contactMessages.message, pattern),
        )!,
      );
    }
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(contactMessages)
        .where(and(...where))
        .orderBy(...SORTS[query.sort])
        .limit(query.limit)
        .offset((query.page - 1) * query.limit),
      db
        .select({ value: count() })
        .from(contactMessages)
        .where(and(...where)),
    ]);
    const totalContacts = total?.value ?? 0;
    return {
      contacts: rows.map(toContact),
      totalContacts,
      totalPages: pageCount(totalContacts, query.limit),
      page: query.page,
    };
  }

  /** A MANAGER keeps the last MANAGER_DELETE_OLD_MIN_DAYS days of messages; an ADMIN may go lower. */
  async function deleteOlderThan(auth: AuthContext, days: number): Promise<DeleteOldResponse> {
    if (auth.user.role !== 'ADMIN' && days < MANAGER_DELETE_OLD_MIN_DAYS)
      throw new AppError('FORBIDDEN', MANAGER_DELETE_OLD_FLOOR);
    const n = await db.transaction(async (tx) => {
      const deleted = await tx
        .delete(contactMessages)
        .where(lt(contactMessages.createdAt, sql`now() - make_interval(days => ${days})`))
        .returning({ id: contactMessages.id });
      // Their notices name the sender, so they go with the messages.
      await deleteNotificationsAbout(
        tx,
        deleted.map((row) => row.id),
      );
      return deleted.length;
    });
    return {
      message: `Deleted ${n} message${n === 1 ? '' : 's'} older than ${days} day${days === 1 ? '' : 's'}`,
      deletedCount: n,
    };
  }

  return { submit, list, deleteOlderThan };
}

export type ContactService = ReturnType<typeof createContactService>;
