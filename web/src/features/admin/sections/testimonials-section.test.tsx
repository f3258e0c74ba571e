import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, signInAs } from '#web/app/testing/render-app.tsx';
import { isolateEachTest } from '#web/lib/testing/test-lifecycle.ts';
import { requestsTo } from '../testing/admin-fixtures.ts';
import {
  HTML_PAYLOAD,
  kavya,
  LIST,
  mallory,
  meera,
  PAGE,
  PUBLIC,
  row,
  serve,
  waitForRowToGo,
} from '../testing/testimonials-fixtures.ts';

describe('testimonials section', () => {
  isolateEachTest();

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
    const { history } = renderApp(PAGE);
    await screen.findByRole('rowheader', { name: /Kavya Sharma/ });
    fireEvent.change(screen.getByRole('combobox', { name: 'Show' }), {
      target: { value: 'approved' },
    });
    await screen.findByRole('rowheader', { name: /Meera Shah/ });
    await waitForRowToGo('Kavya Sharma');
    expect(history.location.search).toBe('?section=testimonials&status=approved');
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
    const { history } = renderApp('/testimonials');
    await waitFor(() => expect(requestsTo(fetchMock, PUBLIC)).toHaveLength(1));
    act(() => history.navigate(PAGE));

    fireEvent.click(
      await screen.findByRole('button', { name: 'Approve the testimonial from Kavya Sharma' }),
    );
    expect(await screen.findByText('Testimonial approved')).toBeTruthy();
    await waitForRowToGo('Kavya Sharma');
    expect(await screen.findByRole('heading', { name: 'Nothing to review' })).toBeTruthy();
    expect(requestsTo(fetchMock, 'PUT /api/testimonials/tm-kavya/approve')).toHaveLength(1);

    act(() => history.navigate('/testimonials'));
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
});
