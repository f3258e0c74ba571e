import { desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Testimonial, TestimonialInputSchema } from '#contract/testimonials.ts';
import type { Db } from '../../db/client.ts';
import { isUuid, newId } from '../../db/ids.ts';
import { AppError } from '../../lib/errors.ts';
import type { RateLimiter } from '../../lib/rate-limit.ts';
import type { AuthContext } from '../auth/authenticate.ts';
import { addNotifications } from '../notifications/notifier.ts';
import { testimonials } from './testimonials.table.ts';

type Row = typeof testimonials.$inferSelect;
const LIST_MAX = 100;
export const THANKS = 'Thank you! Your testimonial will appear once our team has reviewed it.';
const PER_IP = { name: 'testimonial-ip', max: 5, windowSeconds: 3600 };

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
    await limiter.consume([{ rule: PER_IP, subject: client.ip }]);
    const row = {
      id: newId(),
      name: input.name,
      message: input.message,
      rating: input.rating ?? null,
      location: input.location,
      status: 'pending' as const,
      userId: client.auth?.user.id ?? null,
      isVerifiedBuyer: client.auth ? await deps.hasDeliveredOrder(client.auth.user.id) : false,
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

  async function list(status: Testimonial['status']): Promise<Testimonial[]> {
    const rows = await db
      .select()
      .from(testimonials)
      .where(eq(testimonials.status, status))
      .orderBy(desc(testimonials.createdAt))
      .limit(LIST_MAX);
    return rows.map(toTestimonial);
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

  return { submit, list, review, remove };
}

export type TestimonialsService = ReturnType<typeof createTestimonialsService>;
