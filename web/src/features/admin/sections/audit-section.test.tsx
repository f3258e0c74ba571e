import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, signInAs } from '#web/app/testing/render-app.tsx';
import { isolateEachTest } from '#web/lib/testing/test-lifecycle.ts';
import {
  makeAuditEntry,
  requestsTo,
  stubAdminApi,
  unreadAnswer,
} from '../testing/admin-fixtures.ts';

const LIST = 'GET /api/audit';
const shipped = makeAuditEntry();
const deleted = makeAuditEntry({
  _id: 'audit-2',
  actor: {
    _id: '0195f0a0-0000-7000-8000-0000000000bb',
    name: 'Vikram Rao',
    email: 'v@example.com',
    role: 'MANAGER',
  },
  action: 'DELETE /api/product/delete/:id',
  entity: 'product',
  entityId: 'prod-9',
  summary: '(no body)',
});

function page(entries = [shipped, deleted], { page = 1, totalPages = 1 } = {}) {
  return { body: { entries, totalEntries: entries.length * totalPages, totalPages, page } };
}

function lastQuery(fetchMock: ReturnType<typeof stubAdminApi>) {
  return requestsTo(fetchMock, LIST).at(-1)!.url.searchParams;
}

describe('audit log section', () => {
  isolateEachTest();

  it('lists who changed what, which record, when, and what was sent', async () => {
    stubAdminApi({ 'GET /api/dashboard/notifications': unreadAnswer(0), [LIST]: page() });
    signInAs('ADMIN');
    renderApp('/admin/dashboard?section=audit');
    const table = await screen.findByRole('table', { name: 'Audit log' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Updated order')).toBeTruthy();
    expect(within(rows[0]!).getByText('{"orderStatus":"Shipped"}')).toBeTruthy();
    expect(
      within(rows[0]!).getByRole('button', { name: 'Only changes by Meera Shah' }),
    ).toBeTruthy();
    expect(within(rows[1]!).getByText('Deleted product')).toBeTruthy();
    expect(within(rows[1]!).getByText('prod-9')).toBeTruthy();
    expect(screen.getByText('2 changes')).toBeTruthy();
  });

  it('filters by record kind, person and dates, keeping each in the address and the request', async () => {
    const fetchMock = stubAdminApi({
      'GET /api/dashboard/notifications': unreadAnswer(0),
      [LIST]: ({ url }) =>
        url.searchParams.get('entity') === 'product' ? page([deleted]) : page(),
    });
    signInAs('ADMIN');
    const { history } = renderApp('/admin/dashboard?section=audit');
    await screen.findByRole('table', { name: 'Audit log' });

    fireEvent.change(screen.getByRole('combobox', { name: 'Record' }), {
      target: { value: 'product' },
    });
    await waitFor(() => expect(screen.queryByText('Updated order')).toBeNull());
    expect(lastQuery(fetchMock).get('entity')).toBe('product');

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-31' } });
    await waitFor(() => expect(lastQuery(fetchMock).get('to')).toBe('2026-03-31'));
    expect(lastQuery(fetchMock).get('from')).toBe('2026-03-01');

    fireEvent.click(screen.getByRole('button', { name: 'Only changes by Vikram Rao' }));
    await screen.findByText('By Vikram Rao');
    await waitFor(() => expect(lastQuery(fetchMock).get('actorId')).toBe(deleted.actor._id));
    expect(history.location.search).toContain('entity=product');
    expect(history.location.search).toContain('from=2026-03-01');

    fireEvent.click(screen.getByRole('button', { name: 'Show every staff member' }));
    await waitFor(() => expect(screen.queryByText('By Vikram Rao')).toBeNull());
    expect(history.location.search).not.toContain('actorId');
  });

  it('pages through the log', async () => {
    const fetchMock = stubAdminApi({
      'GET /api/dashboard/notifications': unreadAnswer(0),
      [LIST]: ({ url }) =>
        url.searchParams.get('page') === '2'
          ? page([deleted], { page: 2, totalPages: 2 })
          : page([shipped], { page: 1, totalPages: 2 }),
    });
    signInAs('ADMIN');
    renderApp('/admin/dashboard?section=audit');
    await screen.findByText('Updated order');
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('Deleted product');
    expect(lastQuery(fetchMock).get('page')).toBe('2');
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
  });

  it('with nothing recorded, says so; a MANAGER cannot open it at all', async () => {
    const fetchMock = stubAdminApi({
      'GET /api/dashboard/notifications': unreadAnswer(0),
      [LIST]: page([]),
    });
    signInAs('ADMIN');
    renderApp('/admin/dashboard?section=audit');
    await screen.findByRole('heading', { name: 'No changes recorded yet' });
    cleanup();
    fetchMock.mockClear();

    signInAs('MANAGER');
    renderApp('/admin/dashboard?section=audit');
    await screen.findByRole('heading', { name: 'This section is for administrators' });
    expect(requestsTo(fetchMock, LIST)).toEqual([]);
  });
});
