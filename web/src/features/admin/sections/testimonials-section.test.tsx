import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Testimonial } from '#contract/testimonials.ts';
import { silenceAudio } from '#web/app/testing/account-fixtures.ts';
import { renderApp, signInAs } from '#web/app/testing/render-app.tsx';
import { makeTestimonial } from '#web/features/content/testing/content-fixtures.ts';
import { signOut } from '#web/lib/session.ts';
import { requestsTo, stubAdminApi, unreadAnswer } from '../testing/admin-fixtures.ts';

const LIST = 'GET /api/testimonials/admin';
const PUBLIC = 'GET /api/testimonials';
const PAGE = '/admin/dashboard?section=testimonials';
const HTML_PAYLOAD = '<img src="x" onerror="alert(1)"><script>steal()</script> Lovely <b>shop</b>';

const kavya = makeTestimonial({
  _id: 'tm-kavya',
  status: 'pending',
  isVerifiedBuyer: true,
  createdAt: '2026-03-05T06:30:00.000Z',
});
const mallory = makeTestimonial({
  _id: 'tm-mallory',
  name: 'Mallory',
  location: null,
  rating: null,
  message: HTML_PAYLOAD,
  status: 'pending',
});
const meera = makeTestimonial({ _id: 'tm-meera', name: 'Meera Shah', status: 'approved' });

/** The staff list's answer for one page of rows, with the server's totals. */
function staffPage(rows: Testimonial[], { page = 1, totalPages = 1, total = rows.length } = {}) {
  return { body: { testimonials: rows, totalTestimonials: total, totalPages, page } };
}

/**
 * A small server: lists by state (one page; testimonials-section-list.test.tsx pages, searches and
 * sorts), and approve, reject and delete move or drop rows.
 */
function serve(initial: Testimonial[], extra: Parameters<typeof stubAdminApi>[0] = {}) {
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

function row(name: string): HTMLElement {
  return screen.getByRole('rowheader', { name: new RegExp(name) }).closest('tr')!;
}

async function waitForRowToGo(name: string) {
  await waitFor(() =>
    expect(screen.queryByRole('rowheader', { name: new RegExp(name) })).toBeNull(),
  );
}

describe('testimonials section', () => {
  beforeEach(() => {
    localStorage.clear();
    silenceAudio();
  });
  afterEach(() => {
    cleanup();
    signOut();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('lists pending testimonials with location, rating, verified mark and date, keeping HTML as inert text', async () => {
    const fetchMock = serve([kavya, mallory, meera]);
    signInAs('MANAGER');
    renderApp(PAGE);
    await screen.findByRole('rowheader', { name: /Kavya Sharma/ });

    const first = row('Kavya Sharma');
    expect(within(first).getByText('Pune')).toBeTruthy();
    expect(within(first).getByRole('img', { name: 'Rated 4 out of 5' })).toBeTruthy();
    expect(within(first).getByText(kavya.message)).toBeTruthy();
    expect(within(first).getByText('Verified buyer')).toBeTruthy();
    expect(first.querySelector('time')!.getAttribute('datetime')).toBe(kavya.createdAt);
    expect(first.querySelector('time')!.textContent).toMatch(/Mar 2026/);

    const second = row('Mallory');
    expect(within(second).getByText(HTML_PAYLOAD)).toBeTruthy();
    expect(second.querySelector('img, script, b')).toBeNull();
    expect(within(second).getByText('No rating')).toBeTruthy();
    expect(within(second).getByText('No location')).toBeTruthy();
    expect(within(second).queryByText('Verified buyer')).toBeNull();

    expect(screen.queryByRole('rowheader', { name: /Meera Shah/ })).toBeNull();
    expect(screen.getByText('2 testimonials · waiting for review')).toBeTruthy();
    const sent = requestsTo(fetchMock, LIST)[0]!.url.searchParams;
    expect(sent.get('status')).toBe('pending');
    expect(sent.get('page')).toBe('1');
    expect(sent.get('sort')).toBe('newest');
    expect(sent.has('search')).toBe(false);
  });

  it('shows approved or rejected ones on request, with the actions that fit', async () => {
    const fetchMock = serve([kavya, meera]);
    signInAs('ADMIN');
    const { router } = renderApp(PAGE);
    await screen.findByRole('rowheader', { name: /Kavya Sharma/ });
    fireEvent.change(screen.getByRole('combobox', { name: 'Show' }), {
      target: { value: 'approved' },
    });
    await screen.findByRole('rowheader', { name: /Meera Shah/ });
    await waitForRowToGo('Kavya Sharma');
    expect(router.state.location.search).toBe('?section=testimonials&status=approved');
    expect(requestsTo(fetchMock, LIST).at(-1)!.url.searchParams.get('status')).toBe('approved');
    const shown = row('Meera Shah');
    expect(
      within(shown).queryByRole('button', { name: 'Approve the testimonial from Meera Shah' }),
    ).toBeNull();
    expect(
      within(shown).getByRole('button', { name: 'Reject the testimonial from Meera Shah' }),
    ).toBeTruthy();

    fireEvent.change(screen.getByRole('combobox', { name: 'Show' }), {
      target: { value: 'rejected' },
    });
    expect(await screen.findByRole('heading', { name: 'No rejected testimonials' })).toBeTruthy();
  });

  it('approving moves a testimonial out of the queue and onto the public page without a reload', async () => {
    const fetchMock = serve([kavya]);
    signInAs('ADMIN');
    const { router } = renderApp('/testimonials');
    await waitFor(() => expect(requestsTo(fetchMock, PUBLIC)).toHaveLength(1));
    await act(() => router.navigate(PAGE));

    fireEvent.click(
      await screen.findByRole('button', { name: 'Approve the testimonial from Kavya Sharma' }),
    );
    expect(await screen.findByText('Testimonial approved')).toBeTruthy();
    await waitForRowToGo('Kavya Sharma');
    expect(await screen.findByRole('heading', { name: 'Nothing to review' })).toBeTruthy();
    expect(requestsTo(fetchMock, 'PUT /api/testimonials/tm-kavya/approve')).toHaveLength(1);

    await act(() => router.navigate('/testimonials'));
    expect(await screen.findByText(kavya.message)).toBeTruthy();
    expect(requestsTo(fetchMock, PUBLIC)).toHaveLength(2);
  });

  it('rejecting moves a testimonial to the rejected list', async () => {
    const fetchMock = serve([kavya, mallory]);
    signInAs('MANAGER');
    renderApp(PAGE);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Reject the testimonial from Kavya Sharma' }),
    );
    expect(await screen.findByText('Testimonial rejected')).toBeTruthy();
    await waitForRowToGo('Kavya Sharma');
    expect(screen.getByRole('rowheader', { name: /Mallory/ })).toBeTruthy();
    expect(requestsTo(fetchMock, 'PUT /api/testimonials/tm-kavya/reject')).toHaveLength(1);

    fireEvent.change(screen.getByRole('combobox', { name: 'Show' }), {
      target: { value: 'rejected' },
    });
    const rejected = await screen.findByRole('rowheader', { name: /Kavya Sharma/ });
    expect(
      within(rejected.closest('tr')!).getByRole('button', {
        name: 'Approve the testimonial from Kavya Sharma',
      }),
    ).toBeTruthy();
  });

  it('deletes a testimonial only after confirmation', async () => {
    const fetchMock = serve([kavya, mallory]);
    const path = 'DELETE /api/testimonials/tm-mallory';
    signInAs('ADMIN');
    // The notification about a new testimonial links here with its id.
    renderApp(`${PAGE}&id=${mallory._id}`);
    expect(await screen.findByText('From notification')).toBeTruthy();
    expect(within(row('Mallory')).getByText('From notification')).toBeTruthy();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Delete the testimonial from Mallory' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(requestsTo(fetchMock, path)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Delete the testimonial from Mallory' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this testimonial?' });
    expect(dialog.textContent).toContain('Mallory’s testimonial is deleted for good');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Testimonial deleted')).toBeTruthy();
    await waitForRowToGo('Mallory');
    expect(screen.getByRole('rowheader', { name: /Kavya Sharma/ })).toBeTruthy();
    expect(requestsTo(fetchMock, path)).toHaveLength(1);
  });

  it('without a server message, falls back to Fetch failed (with a retry), Something went wrong and Delete failed', async () => {
    let isDown = true;
    serve([kavya], {
      // 404 rather than 5xx: a server error would be retried first.
      [LIST]: () => (isDown ? { status: 404, body: {} } : staffPage([kavya, mallory])),
      'PUT /api/testimonials/tm-kavya/approve': { status: 500, body: {} },
      'DELETE /api/testimonials/tm-mallory': { status: 502, body: {} },
    });
    signInAs('ADMIN');
    renderApp(PAGE);
    const failure = await screen.findByRole('alert');
    expect(within(failure).getByText('Fetch failed')).toBeTruthy();
    isDown = false;
    fireEvent.click(within(failure).getByRole('button', { name: 'Retry' }));
    await screen.findByRole('rowheader', { name: /Kavya Sharma/ });

    fireEvent.click(
      screen.getByRole('button', { name: 'Approve the testimonial from Kavya Sharma' }),
    );
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: /Kavya Sharma/ })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Delete the testimonial from Mallory' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this testimonial?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Delete failed')).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: /Mallory/ })).toBeTruthy();
  });

  it('shows the server’s own reason, such as a testimonial someone else already deleted', async () => {
    serve([kavya], {
      'PUT /api/testimonials/tm-kavya/reject': {
        status: 404,
        body: { message: 'Testimonial not found', code: 'NOT_FOUND' },
      },
    });
    signInAs('ADMIN');
    renderApp(PAGE);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Reject the testimonial from Kavya Sharma' }),
    );
    expect(await screen.findByText('Testimonial not found')).toBeTruthy();
  });
});
