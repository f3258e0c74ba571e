import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  StaffTestimonialsResponseSchema,
  type Testimonial,
  TestimonialsResponseSchema,
} from '#contract/testimonials.ts';
import { newId } from '../../db/ids.ts';
import { bearer } from '../../test/factories.ts';
import { useCast, useTestApp } from '../../test/use-test-app.ts';
import { testimonials } from './testimonials.table.ts';

const shop = useTestApp();
const { customer, manager, admin } = useCast(shop);

const staff = (url: string, token: string | null = manager.token) =>
  shop.app.inject({ url: `/api/testimonials${url}`, headers: token ? bearer(token) : {} });

/** Rows straight in the database, `minutesAgo` apart, so the order is known. */
async function store(
  entries: {
    name: string;
    minutesAgo: number;
    status?: Testimonial['status'];
    message?: string;
    location?: string | null;
    rating?: number | null;
  }[],
) {
  await shop.database.db.insert(testimonials).values(
    entries.map((entry) => ({
      id: newId(),
      name: entry.name,
      message: entry.message ?? 'A lovely shop with kind staff.',
      location: entry.location ?? null,
      rating: entry.rating ?? null,
      status: entry.status ?? 'pending',
      createdAt: new Date(Date.now() - entry.minutesAgo * 60_000),
    })),
  );
}
const staffPage = async (query: string, token: string | null = manager.token) => {
  const response = await staff(`/admin${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return StaffTestimonialsResponseSchema.parse(response.json());
};
const names = (page: { testimonials: Testimonial[] }) => page.testimonials.map(({ name }) => name);

describe('GET /api/testimonials/admin: paged, searched and sorted on the server', () => {
  beforeAll(async () => {
    // Five pending "Lotus" ones, rated 3, none, 5, 3, 1 from oldest to newest, and one approved.
    await store(
      [3, null, 5, 3, 1].map((rating, n) => ({
        name: `Lotus Pager ${n + 1}`,
        minutesAgo: 50 - n,
        rating,
        location: n === 0 ? 'Kochi' : 'Jaipur',
      })),
    );
    await store([{ name: 'Lotus Approved', minutesAgo: 5, status: 'approved' }]);
    // Older pending ones, so the unsearched state runs past one default page of 10.
    await store(
      Array.from({ length: 12 }, (_, n) => ({ name: `Filler ${n}`, minutesAgo: 500 + n })),
    );
  });

  it('pages one state with { testimonials, totalTestimonials, totalPages, page }, newest first', async () => {
    const first = await staffPage('?search=lotus&limit=2');
    expect(first).toMatchObject({ totalTestimonials: 5, totalPages: 3, page: 1 });
    expect(names(first)).toEqual(['Lotus Pager 5', 'Lotus Pager 4']);
    expect(first.testimonials.every((entry) => entry.status === 'pending')).toBe(true);
    expect(names(await staffPage('?search=lotus&limit=2&page=2'))).toEqual([
      'Lotus Pager 3',
      'Lotus Pager 2',
    ]);
    expect(names(await staffPage('?search=lotus&limit=2&page=3'))).toEqual(['Lotus Pager 1']);
    // A page past the end answers no items, with the same totals.
    expect(await staffPage('?search=lotus&limit=2&page=4')).toEqual({
      testimonials: [],
      totalTestimonials: 5,
      totalPages: 3,
      page: 4,
    });
  });

  it('keeps the status filter: pending by default, or the state asked for', async () => {
    const approved = await staffPage('?status=approved&search=lotus');
    expect(names(approved)).toEqual(['Lotus Approved']);
    expect(approved).toMatchObject({ totalTestimonials: 1, totalPages: 1 });
    expect((await staffPage('?status=rejected&search=lotus')).totalTestimonials).toBe(0);

    // Unsearched: the default page is the 10 newest pending ones, counted over the whole state.
    const [pending] = await shop.database.db
      .select({ value: count() })
      .from(testimonials)
      .where(eq(testimonials.status, 'pending'));
    const whole = await staffPage('');
    expect(pending!.value).toBeGreaterThan(10);
    expect(whole.totalTestimonials).toBe(pending!.value);
    expect(whole.totalPages).toBe(Math.ceil(pending!.value / 10));
    expect(whole.testimonials).toHaveLength(10);
    expect(whole.page).toBe(1);
    expect(whole.testimonials.every((entry) => entry.status === 'pending')).toBe(true);
  });

  it('searches name, location and message, ignoring case; a miss answers nothing', async () => {
    expect(names(await staffPage('?search=LOTUS%20PAGER%203'))).toEqual(['Lotus Pager 3']);
    expect(names(await staffPage('?search=kOcHi'))).toEqual(['Lotus Pager 1']);
    await store([
      { name: 'Message Match', minutesAgo: 40, message: 'The Peacock pendant sparkles.' },
    ]);
    expect(names(await staffPage('?search=peacock%20PENDANT'))).toEqual(['Message Match']);
    expect(await staffPage('?search=no-such-visitor-anywhere')).toMatchObject({
      testimonials: [],
      totalTestimonials: 0,
      totalPages: 0,
    });
    // Blank search is no search.
    expect((await staffPage('?search=%20%20')).totalTestimonials).toBe(
      (await staffPage('')).totalTestimonials,
    );
  });

  it('takes % _ and \\ in a search literally', async () => {
    await store([
      { name: 'Wild One', minutesAgo: 30, message: 'Gold that is 100% pure, as promised.' },
      { name: 'Wild Two', minutesAgo: 30, message: 'Gold that is 1000 times better.' },
      { name: 'Wild Three', minutesAgo: 30, message: 'Ask for item code_7 please.' },
      { name: 'Wild Four', minutesAgo: 30, message: 'Ask for item codeX7 please.' },
      { name: 'Wild Five', minutesAgo: 30, message: 'A back\\slash in my words.' },
    ]);
    expect(names(await staffPage('?search=100%25'))).toEqual(['Wild One']);
    expect(names(await staffPage('?search=code_7'))).toEqual(['Wild Three']);
    expect(names(await staffPage('?search=back%5Cslash'))).toEqual(['Wild Five']);
    expect((await staffPage('?search=%25')).testimonials.map(({ name }) => name)).toEqual([
      'Wild One',
    ]);
  });

  it('sorts newest (default), oldest or by rating (highest first, unrated last, then newest)', async () => {
    const order = ['Lotus Pager 1', 'Lotus Pager 2', 'Lotus Pager 3', 'Lotus Pager 4'];
    expect(names(await staffPage('?search=lotus%20pager&sort=oldest&limit=4'))).toEqual(order);
    expect(names(await staffPage('?search=lotus%20pager&sort=newest'))).toEqual([
      'Lotus Pager 5',
      ...[...order].reverse(),
    ]);
    const byRating = await staffPage('?search=lotus%20pager&sort=rating');
    expect(byRating.testimonials.map(({ name, rating }) => [name, rating])).toEqual([
      ['Lotus Pager 3', 5],
      ['Lotus Pager 4', 3],
      ['Lotus Pager 1', 3],
      ['Lotus Pager 5', 1],
      ['Lotus Pager 2', null],
    ]);
  });

  it('serves a limit above 100 as 100', async () => {
    await store(
      Array.from({ length: 101 }, (_, n) => ({
        name: `Bulk Cap ${n}`,
        minutesAgo: 200 + n,
        status: 'rejected' as const,
      })),
    );
    const capped = await staffPage('?status=rejected&search=bulk%20cap&limit=1000');
    expect(capped.testimonials).toHaveLength(100);
    expect(capped).toMatchObject({ totalTestimonials: 101, totalPages: 2, page: 1 });
    expect(names(await staffPage('?status=rejected&search=bulk%20cap&limit=100&page=2'))).toEqual([
      'Bulk Cap 100',
    ]);
  });

  it.each([
    '?page=0',
    '?page=-1',
    '?page=abc',
    '?limit=0',
    '?limit=-5',
    '?limit=2.5',
    '?sort=popular',
    '?status=odd',
    '?search=nul%00byte',
    `?search=${'x'.repeat(101)}`,
  ])('answers 400 for %s', async (query) => {
    const response = await staff(`/admin${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
  });

  it('is for staff only, whatever the query: 401 anonymous, 403 customer; ADMIN may', async () => {
    const query = '/admin?search=lotus&sort=oldest&page=1&limit=2';
    expect((await staff(query, null)).statusCode).toBe(401);
    expect((await staff(query, customer.token)).statusCode).toBe(403);
    const asAdmin = await staffPage('?search=lotus&sort=oldest&limit=2', admin.token);
    expect(asAdmin.totalTestimonials).toBe(5);
  });

  it('leaves the public list as it was: { testimonials } only, approved, newest first, no paging', async () => {
    const response = await shop.app.inject({ url: '/api/testimonials?page=2&limit=1&search=zzz' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json())).toEqual(['testimonials']);
    const listed = TestimonialsResponseSchema.parse(response.json()).testimonials;
    const [approved] = await shop.database.db
      .select({ value: count() })
      .from(testimonials)
      .where(eq(testimonials.status, 'approved'));
    expect(listed).toHaveLength(Math.min(100, approved!.value));
    expect(listed.every((entry) => entry.status === 'approved')).toBe(true);
    expect(listed.map(({ name }) => name)).toContain('Lotus Approved');
  });
});
