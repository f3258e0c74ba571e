import type { z } from 'zod';
import { pageCount, pageWindow } from '#contract/paging.ts';
import type {
  StaffTestimonialsQuerySchema,
  StaffTestimonialsResponse,
  Testimonial,
  TestimonialInputSchema,
} from '#contract/testimonials.ts';
import type { Db } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { AppError } from '../../lib/errors.ts';
import { clientSubject, type RateLimiter } from '../../lib/rate-limit.ts';
import type { AuthContext } from '../../lib/auth-guards.ts';
import { addNotifications } from '../notifications/notifier.service.ts';
import { toTestimonial } from './testimonials-mapper.ts';
import { createTestimonialsRepo, type TestimonialsRepo } from './testimonials.repo.ts';
import type { TestimonialRow } from './testimonials.table.ts';

type TestimonialInput = z.output<typeof TestimonialInputSchema>;
type StaffQuery = z.output<typeof StaffTestimonialsQuerySchema>;
type Client = { ip: string; auth?: AuthContext };
type Deps = {
  db: Db;
  limiter: RateLimiter;
  hasDeliveredOrder: (userId: string) => Promise<boolean>;
};

const LIST_MAX = 100;
export const THANKS = 'Thank you! Your testimonial will appear once our team has reviewed it.';
const PER_IP = { name: 'testimonial-ip', max: 5, windowSeconds: 3600 };
const NOT_FOUND = 'Testimonial not found';

/** Kept pending with a notice for staff; a filled honeypot gets the same answer, and nothing is kept. */
export async function submitTestimonial(
  { db, limiter, hasDeliveredOrder }: Deps,
  input: TestimonialInput,
  client: Client,
): Promise<{ testimonial: Testimonial; message: string }> {
  await limiter.consume([{ rule: PER_IP, subject: clientSubject(client.ip) }]);
  const row: TestimonialRow = {
    id: newId(),
    name: input.name,
    message: input.message,
    rating: input.rating ?? null,
    location: input.location,
    status: 'pending',
    userId: client.auth?.user._id ?? null,
    isVerifiedBuyer: client.auth ? await hasDeliveredOrder(client.auth.user._id) : false,
    ip: client.ip,
    createdAt: new Date(),
    reviewedAt: null,
  };
  if (!input.website) {
    await db.transaction(async (tx) => {
      await createTestimonialsRepo(tx).insert(row);
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
export async function listTestimonials(
  repo: TestimonialsRepo,
  status: Testimonial['status'],
): Promise<Testimonial[]> {
  return (await repo.listNewest(status, LIST_MAX)).map(toTestimonial);
}

/** Staff moderation: one state, by page, optionally searched (name, location or message). */
export async function staffTestimonialsPage(
  repo: TestimonialsRepo,
  query: StaffQuery,
): Promise<StaffTestimonialsResponse> {
  const { rows, total } = await repo.findPage(
    { status: query.status, search: query.search, sort: query.sort },
    pageWindow(query),
  );
  return {
    testimonials: rows.map(toTestimonial),
    totalTestimonials: total,
    totalPages: pageCount(total, query.limit),
    page: query.page,
  };
}

export async function reviewTestimonial(
  repo: TestimonialsRepo,
  id: string,
  status: 'approved' | 'rejected',
) {
  const row = await repo.setStatus(id, status);
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
  return {
    testimonial: toTestimonial(row),
    message: status === 'approved' ? 'Testimonial approved' : 'Testimonial rejected',
  };
}

export async function removeTestimonial(repo: TestimonialsRepo, id: string) {
  if (!(await repo.remove(id))) throw new AppError('NOT_FOUND', NOT_FOUND);
  return { message: 'Testimonial deleted' };
}

/** Visitors' words about the shop: stored as plain text, shown only after staff approve them. */
export function createTestimonialsService(deps: Deps) {
  const repo = createTestimonialsRepo(deps.db);
  return {
    submit: (input: TestimonialInput, client: Client) => submitTestimonial(deps, input, client),
    list: (status: Testimonial['status']) => listTestimonials(repo, status),
    staffPage: (query: StaffQuery) => staffTestimonialsPage(repo, query),
    review: (id: string, status: 'approved' | 'rejected') => reviewTestimonial(repo, id, status),
    remove: (id: string) => removeTestimonial(repo, id),
  };
}

export type TestimonialsService = ReturnType<typeof createTestimonialsService>;
