import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { Testimonial } from '#contract/testimonials.ts';
import { makeTestimonial } from '#web/features/content/testing/content-fixtures.ts';
import { stubAdminApi, unreadAnswer } from './admin-fixtures.ts';

export const LIST = 'GET /api/testimonials/admin';
export const PUBLIC = 'GET /api/testimonials';
export const PAGE = '/admin/dashboard?section=testimonials';
export const HTML_PAYLOAD =
  '<img src="x" onerror="alert(1)"><script>steal()</script> Lovely <b>shop</b>';

export const kavya = makeTestimonial({
  _id: 'tm-kavya',
  status: 'pending',
  isVerifiedBuyer: true,
  createdAt: '2026-03-05T06:30:00.000Z',
});
export const mallory = makeTestimonial({
  _id: 'tm-mallory',
  name: 'Mallory',
  location: null,
  rating: null,
  message: HTML_PAYLOAD,
  status: 'pending',
});
export const meera = makeTestimonial({ _id: 'tm-meera', name: 'Meera Shah', status: 'approved' });

/** The staff list's answer for one page of rows, with the server's totals. */
export function staffPage(
  rows: Testimonial[],
  { page = 1, totalPages = 1, total = rows.length } = {},
) {
  return { body: { testimonials: rows, totalTestimonials: total, totalPages, page } };
}

/**
 * A small server: lists by state (one page; testimonials-section-list.test.tsx pages, searches and
 * sorts), and approve, reject and delete move or drop rows.
 */
export function serve(initial: Testimonial[], extra: Parameters<typeof stubAdminApi>[0] = {}) {
  let items = initial;
  const setStatus = (id: string, status: Testimonial['status']) => {
    items = items.map((item) => (item._id === id ? { ...item, status } : item));
    return items.find((item) => item._id === id)!;
  };
  const routes: Parameters<typeof stubAdminApi>[0] = {
    'GET /api/dashboard/notifications': unreadAnswer(0),
    [LIST]: ({ url }) => {
      const status = url.searchParams.get('status') ?? 'pending';
      return staffPage(items.filter((item) => item.status === status));
    },
    [PUBLIC]: () => ({
      body: { testimonials: items.filter((item) => item.status === 'approved') },
    }),
  };
  for (const item of initial) {
    routes[`PUT /api/testimonials/${item._id}/approve`] = () => ({
      body: { testimonial: setStatus(item._id, 'approved'), message: 'Testimonial approved' },
    });
    routes[`PUT /api/testimonials/${item._id}/reject`] = () => ({
      body: { testimonial: setStatus(item._id, 'rejected'), message: 'Testimonial rejected' },
    });
    routes[`DELETE /api/testimonials/${item._id}`] = () => {
      items = items.filter((each) => each._id !== item._id);
      return { body: { message: 'Testimonial deleted' } };
    };
  }
  return stubAdminApi({ ...routes, ...extra });
}

export function row(name: string): HTMLElement {
  return screen.getByRole('rowheader', { name: new RegExp(name) }).closest('tr')!;
}

export async function waitForRowToGo(name: string) {
  await waitFor(() =>
    expect(screen.queryByRole('rowheader', { name: new RegExp(name) })).toBeNull(),
  );
}
