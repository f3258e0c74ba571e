import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Testimonial } from '#contract/testimonials.ts';
import { renderApp, signInAs } from '#web/app/testing/render-app.tsx';
import { isolateEachTest } from '#web/lib/testing/test-lifecycle.ts';
import { makeTestimonial } from '#web/features/content/testing/content-fixtures.ts';
import { requestsTo, stubAdminApi, unreadAnswer } from '../testing/admin-fixtures.ts';
import { LIST, PAGE, staffPage } from '../testing/testimonials-fixtures.ts';

const kavya = makeTestimonial({ _id: 'tm-kavya', status: 'pending' });
const mallory = makeTestimonial({
  _id: 'tm-mallory',
  name: 'Mallory',
  location: 'Goa',
  message: 'Quick replies and honest advice.',
  status: 'pending',
});
const meera = makeTestimonial({ _id: 'tm-meera', name: 'Meera Shah', status: 'approved' });

/** Filters by state and search, sorts and pages by 10 like the real server. */
function serve(items: Testimonial[], extra: Parameters<typeof stubAdminApi>[0] = {}) {
  return stubAdminApi({
    'GET /api/dashboard/notifications': unreadAnswer(0),
    [LIST]: ({ url }) => {
      const query = url.searchParams;
      const status = query.get('status') ?? 'pending';
      const search = query.get('search')?.toLowerCase() ?? '';
      const page = Number(query.get('page') ?? 1);
      const limit = Number(query.get('limit') ?? 10);
      const found = items.filter(
        (item) =>
          item.status === status &&
          [item.name, item.location ?? '', item.message].some((text) =>
            text.toLowerCase().includes(search),
          ),
      );
      // The fixtures list newest first; `oldest` turns them round.
      if (query.get('sort') === 'oldest') found.reverse();
      return staffPage(found.slice((page - 1) * limit, page * limit), {
        page,
        totalPages: Math.ceil(found.length / limit),
        total: found.length,
      });
    },
    ...extra,
  });
}

describe('testimonials section: paging, search and sort on the server', () => {
  isolateEachTest();

  it('pages through a long queue on the server and keeps the page in the address', async () => {
    const queue = Array.from({ length: 12 }, (_, n) =>
      makeTestimonial({ _id: `tm-${n + 1}`, name: `Visitor ${n + 1}`, status: 'pending' }),
    );
    const fetchMock = serve(queue);
    signInAs('ADMIN');
    const { history } = renderApp(PAGE);
    await screen.findByText('Visitor 10');
    expect(screen.getAllByRole('row')).toHaveLength(11); // header and 10 rows
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('Visitor 12');
    expect(screen.getAllByRole('row')).toHaveLength(3);
    expect(screen.queryByText('Visitor 1')).toBeNull();
    expect(screen.getByText('Visitor 11')).toBeTruthy();
    expect(history.location.search).toBe('?section=testimonials&page=2');
    expect(requestsTo(fetchMock, LIST).at(-1)!.url.searchParams.get('page')).toBe('2');
  });

  it('shows the server’s totals and pages, not just the rows it sent', async () => {
    const fetchMock = serve([], {
      [LIST]: ({ url }) =>
        url.searchParams.get('page') === '3'
          ? staffPage([mallory], { page: 3, totalPages: 3, total: 21 })
          : staffPage([kavya], {
              page: Number(url.searchParams.get('page')),
              totalPages: 3,
              total: 21,
            }),
    });
    signInAs('MANAGER');
    const { history } = renderApp(`${PAGE}&page=2`);
    await screen.findByRole('rowheader', { name: /Kavya Sharma/ });
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
    expect(screen.getByText('21 testimonials · waiting for review')).toBeTruthy();
    expect(requestsTo(fetchMock, LIST)[0]!.url.searchParams.get('page')).toBe('2');

    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByRole('rowheader', { name: /Mallory/ });
    expect(history.location.search).toBe('?section=testimonials&page=3');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Next page' }).disabled).toBe(
      true,
    );
  });

  it('searches on the server after a pause, keeping the search in the address; a miss offers to clear it', async () => {
    const fetchMock = serve([kavya, mallory, meera]);
    signInAs('ADMIN');
    const { history } = renderApp(`${PAGE}&page=2`);
    await screen.findByRole('heading', { name: 'This page is empty' });

    const box = screen.getByRole('searchbox', { name: 'Search testimonials' });
    fireEvent.change(box, { target: { value: 'mallory' } });
    expect(requestsTo(fetchMock, LIST).some(({ url }) => url.searchParams.has('search'))).toBe(
      false,
    );
    await screen.findByRole('rowheader', { name: /Mallory/ });
    expect(screen.queryByRole('rowheader', { name: /Kavya Sharma/ })).toBeNull();
    // A new search starts on the first page.
    expect(history.location.search).toBe('?section=testimonials&search=mallory');
    const sent = requestsTo(fetchMock, LIST).at(-1)!.url.searchParams;
    expect(sent.get('search')).toBe('mallory');
    expect(sent.get('page')).toBe('1');
    expect(screen.getByText('1 testimonial · waiting for review')).toBeTruthy();

    // The search stays when the state changes, and goes with it to the server.
    fireEvent.change(screen.getByRole('combobox', { name: 'Show' }), {
      target: { value: 'approved' },
    });
    expect(await screen.findByRole('heading', { name: 'No testimonials match' })).toBeTruthy();
    expect(history.location.search).toBe('?section=testimonials&search=mallory&status=approved');
    expect(requestsTo(fetchMock, LIST).at(-1)!.url.searchParams.get('status')).toBe('approved');

    fireEvent.click(screen.getByRole('button', { name: 'Clear the search' }));
    await screen.findByRole('rowheader', { name: /Meera Shah/ });
    expect(history.location.search).toBe('?section=testimonials&status=approved');
    expect((box as HTMLInputElement).value).toBe('');
    expect(requestsTo(fetchMock, LIST).at(-1)!.url.searchParams.has('search')).toBe(false);
  });

  it('sorts on the server and keeps the sort in the address', async () => {
    const fetchMock = serve([kavya, mallory]);
    signInAs('ADMIN');
    const { history } = renderApp(PAGE);
    await screen.findByRole('rowheader', { name: /Kavya Sharma/ });
    const order = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);
    expect(order()[0]).toMatch(/Kavya Sharma/);

    const sortBy = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Sort by' });
    expect(sortBy.value).toBe('newest');
    expect([...sortBy.options].map((option) => option.value)).toEqual([
      'newest',
      'oldest',
      'rating',
    ]);
    fireEvent.change(sortBy, { target: { value: 'oldest' } });
    await waitFor(() => expect(order()[0]).toMatch(/Mallory/));
    expect(history.location.search).toBe('?section=testimonials&sort=oldest');
    expect(requestsTo(fetchMock, LIST).at(-1)!.url.searchParams.get('sort')).toBe('oldest');

    fireEvent.change(sortBy, { target: { value: 'rating' } });
    await waitFor(() =>
      expect(requestsTo(fetchMock, LIST).at(-1)!.url.searchParams.get('sort')).toBe('rating'),
    );
    expect(history.location.search).toBe('?section=testimonials&sort=rating');

    // Newest is the default and leaves the address.
    fireEvent.change(sortBy, { target: { value: 'newest' } });
    await waitFor(() => expect(history.location.search).toBe('?section=testimonials'));
  });
});
