import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  StaffTestimonialsQuerySchema,
  StaffTestimonialsResponse,
  Testimonial,
  TestimonialInputSchema,
  TestimonialSort,
} from '#contract/testimonials.ts';
import type { Db } from '../../db/client.ts';
import { isUuid, newId } from '../../db/ids.ts';
import { AppError } from '../../lib/errors.ts';
import { clientSubject, type RateLimiter } from '../../lib/rate-limit.ts';
import type { AuthContext } from '../../lib/auth-guards.ts';
import { addNotifications } from '../notifications/notifier.service.ts';
import { testimonials } from './testimonials.table.ts';
import { containsPattern } from '../../lib/like-pattern.ts';

type Row = typeof testimonials.$inferSelect;
const LIST_MAX = 100;
export const THANKS = 'Thank you! Your testimonial will appear once our team has reviewed it.';
const PER_IP = { name: 'testimonial-ip', max: 5, windowSeconds: 3600 };

/*
 * Each order ends on the id so pages never overlap. created_at is never null, but the NULLS clauses
 * must match testimonials_status_created_idx (created_at DESC NULLS LAST, read backwards for oldest)
 * or PostgreSQL sorts the whole state instead of reading the index.
 */
const SORTS: Record<TestimonialSort, SQL[]> = {
  newest: [sql`${testimonials.createdAt} desc nulls last`, desc(testimonials.id)],
  oldest: [sql`${testimonials.createdAt} asc nulls first`, asc(testimonials.id)],
  rating: [
    sql`${testimonials.rating} desc nulls last`,
    desc(testimonials.createdAt),
    desc(testimonials.id),
  ],
};

const toTestimonial = (row: Row): Testimonial => ({
  _id: row.id,
  name: row.name,
  message: row.message,
  rating: row.rating,
  location: row.location,
  isVerifiedBuyer: row.isVerifiedBuyer,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
});

/** Visitors' words about the shop: stored as plain text, shown only after staff approve them. */
export function createTestimonialsService(deps: {
  db: Db;
  limiter: RateLimiter;
  hasDeliveredOrder: (userId: string) => Promise<boolean>;
}) {
  const { db, limiter } = deps;

  async function submit(
    input: z.output<typeof TestimonialInputSchema>,
    client: { ip: string; auth?: AuthContext },
  ): Promise<{ testimonial: Testimonial; message: string }> {
    await limiter.consume([{ rule: PER_IP, subject: clientSubject(client.ip) }]);
    const row = {
      id: newId(),
      name: input.name,
      message: input.message,
      rating: input.rating ?? null,
      location: input.location,
      status: 'pending' as const,
      userId: client.auth?.user._id ?? null,
      isVerifiedBuyer: client.auth ? await deps.hasDeliveredOrder(client.auth.user._id) : false,
      ip: client.ip,
      createdAt: new Date(),
      reviewedAt: null,
    };
    // A filled honeypot is a bot: it gets the same answer, and nothing is kept.
    if (!input.website) {
      await db.transaction(async (tx) => {
        await tx.insert(testimonials).values(row);
        await addNotifications(tx, [
          {
            type: 'new_testimonial',
            title: `New testimonial from ${row.name}`,
            message: row.message.slice(0, 140),
            link: `/admin/dashboard?section=testimonials&id=${row.id}`,
            entityId: row.id,
          },
        ]);
      });
    }
    return { testimonial: toTestimonial(row), message: THANKS };
  }

  /** The shop's public page: the latest approved ones. */
  async function list(status: Testimonial['status']): Promise<Testimonial[]> {
    const rows = await db
      .select()
      .from(testimonials)
      .where(eq(testimonials.status, status))
      .orderBy(desc(testimonials.createdAt))
      .limit(LIST_MAX);
    return rows.map(toTestimonial);
  }

  /** Staff moderation: one state, by page, optionally searched (name, location or message). */
  async function staffPage(
    query: z.output<typeof StaffTestimonialsQuerySchema>,
  ): Promise<StaffTestimonialsResponse> {
    const where: SQL[] = [eq(testimonials.status, query.status)];
    if (query.search) {
      const pattern = containsPattern(query.search);
      where.push(
        or(
          ilike(testimonials.name, pattern),
          ilike(testimonials.location, pattern),
          ilike(testimonials.message, pattern),
        )!,
      );
    }
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(testimonials)
        .where(and(...where))
        .orderBy(...SORTS[query.sort])
        .limit(query.limit)
        .offset((query.page - 1) * query.limit),
      db
        .select({ value: count() })
        .from(testimonials)
        .where(and(...where)),
    ]);
    const totalTestimonials = total?.value ?? 0;
    return {
      testimonials: rows.map(toTestimonial),
      totalTestimonials,
      totalPages: Math.ceil(totalTestimonials / query.limit),
      page: query.page,
    };
  }

  async function review(id: string, status: 'approved' | 'rejected') {
    const [row] = isUuid(id)
      ? await db
          .update(testimonials)
          .set({ status, reviewedAt: sql`now()` })
          .where(eq(testimonials.id, id))
          .returning()
      : [];
    if (!row) throw new AppError('NOT_FOUND', 'Testimonial not found');
    return {
      testimonial: toTestimonial(row),
      message: status === 'approved' ? 'Testimonial approved' : 'Testimonial rejected',
    };
  }

  async function remove(id: string) {
    const [row] = isUuid(id)
      ? await db.delete(testimonials).where(eq(testimonials.id, id)).returning()
      : [];
    if (!row) throw new AppError('NOT_FOUND', 'Testimonial not found');
    return { message: 'Testimonial deleted' };
  }

  return { submit, list, staffPage, review, remove };
}

export type TestimonialsService = ReturnType<typeof createTestimonialsService>;
