import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, signInAs } from '#web/app/testing/render-app.tsx';
import { isolateEachTest } from '#web/lib/testing/test-lifecycle.ts';
import {
  makeStaffListUser,
  requestsTo,
  stubAdminApi,
  unreadAnswer,
  usersPage,
} from '../testing/admin-fixtures.ts';

const LIST = 'GET /api/user/admin/get';
const asha = makeStaffListUser({ name: 'Asha Menon', email: 'asha@example.com' });
const ravi = makeStaffListUser({
  name: 'Ravi Kumar',
  email: 'ravi@example.com',
  status: 'blocked',
});
const statusPath = `/api/user/admin/${asha._id}/status`;

function row(name: string): HTMLElement {
  return screen.getByRole('rowheader', { name: new RegExp(name) }).closest('tr')!;
}

describe('users section', () => {
  isolateEachTest();
  afterEach(() => vi.useRealTimers());

  it('lists users with role, status and a link to each; the search goes to the server and the address after a pause', async () => {
    const fetchMock = stubAdminApi({
      'GET /api/dashboard/notifications': unreadAnswer(0),
      [LIST]: ({ url }) =>
        url.searchParams.get('search') === 'ravi'
          ? { body: usersPage([ravi]) }
          : { body: usersPage([asha, ravi]) },
    });
    signInAs('ADMIN');
    const { history } = renderApp('/admin/dashboard?section=users');
    await screen.findByRole('rowheader', { name: /Asha Menon/ });

    expect(within(row('Asha Menon')).getByText('asha@example.com')).toBeTruthy();
    expect(within(row('Ravi Kumar')).getByText('Blocked')).toBeTruthy();
    expect(
      within(row('Asha Menon')).getByRole('link', { name: 'Asha Menon' }).getAttribute('href'),
    ).toBe(`/admin/users/${asha._id}`);
    expect(screen.getByText('2 users')).toBeTruthy();
    expect(requestsTo(fetchMock, LIST)[0]!.url.searchParams.get('sort')).toBe('newest');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search users' }), {
      target: { value: 'ravi' },
    });
    expect(requestsTo(fetchMock, LIST).some(({ url }) => url.searchParams.has('search'))).toBe(
      false,
    );
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: /Asha Menon/ })).toBeNull());
    expect(history.location.search).toBe('?section=users&search=ravi');
    expect(requestsTo(fetchMock, LIST).at(-1)!.url.searchParams.get('search')).toBe('ravi');
  });

  it('pages through the list and keeps the page in the address', async () => {
    const fetchMock = stubAdminApi({
      'GET /api/dashboard/notifications': unreadAnswer(0),
      [LIST]: ({ url }) =>
        url.searchParams.get('page') === '2'
          ? { body: usersPage([ravi], { page: 2, totalPages: 2, totalUsers: 11 }) }
          : { body: usersPage([asha], { page: 1, totalPages: 2, totalUsers: 11 }) },
    });
    signInAs('MANAGER');
    const { history } = renderApp('/admin/dashboard?section=users');
    await screen.findByRole('rowheader', { name: /Asha Menon/ });
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Previous page' }).disabled).toBe(
      true,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByRole('rowheader', { name: /Ravi Kumar/ });
    expect(history.location.search).toBe('?section=users&page=2');
    expect(requestsTo(fetchMock, LIST).at(-1)!.url.searchParams.get('page')).toBe('2');

    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), {
      target: { value: 'name' },
    });
    await waitFor(() => expect(history.location.search).toBe('?section=users&sort=name'));
    await waitFor(() =>
      expect(requestsTo(fetchMock, LIST).at(-1)!.url.searchParams.get('sort')).toBe('name'),
    );
  });

  it('blocks a user only after confirmation, and the list shows the new status', async () => {
    let current = asha;
    const fetchMock = stubAdminApi({
      'GET /api/dashboard/notifications': unreadAnswer(0),
      [LIST]: () => ({ body: usersPage([current]) }),
      [`PATCH ${statusPath}`]: ({ body }) => {
        current = { ...asha, status: (body as { status: 'blocked' }).status };
        return { body: { user: current, message: 'User blocked' } };
      },
    });
    signInAs('MANAGER');
    renderApp('/admin/dashboard?section=users');
    await screen.findByRole('rowheader', { name: /Asha Menon/ });

    fireEvent.click(within(row('Asha Menon')).getByRole('button', { name: 'Block Asha Menon' }));
    const dialog = screen.getByRole('dialog', { name: 'Block Asha Menon?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requestsTo(fetchMock, `PATCH ${statusPath}`)).toEqual([]);

    fireEvent.click(within(row('Asha Menon')).getByRole('button', { name: 'Block Asha Menon' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Block Asha Menon?' })).getByRole('button', {
        name: 'Block',
      }),
    );
    expect(await screen.findByText('User blocked')).toBeTruthy();
    expect(requestsTo(fetchMock, `PATCH ${statusPath}`)[0]!.body).toEqual({ status: 'blocked' });
    await waitFor(() => expect(within(row('Asha Menon')).getByText('Blocked')).toBeTruthy());
    expect(
      within(row('Asha Menon')).getByRole('button', { name: 'Unblock Asha Menon' }),
    ).toBeTruthy();
  });

  it('a MANAGER sees roles read-only and no delete; an ADMIN may change others but not their own', async () => {
    const manager = signInAs('MANAGER', 'Vikram Rao');
    stubAdminApi({
      'GET /api/dashboard/notifications': unreadAnswer(0),
      [LIST]: () => ({ body: usersPage([asha, manager]) }),
    });
    renderApp('/admin/dashboard?section=users');
    await screen.findByRole('rowheader', { name: /Asha Menon/ });
    expect(screen.queryByRole('combobox', { name: /Role of/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(within(row('Asha Menon')).getByText('Customer')).toBeTruthy();
    expect(within(row(manager.name)).queryByRole('button', { name: /Block/ })).toBeNull();
    cleanup();

    const admin = signInAs('ADMIN', 'Meera Shah');
    stubAdminApi({
      'GET /api/dashboard/notifications': unreadAnswer(0),
      [LIST]: () => ({ body: usersPage([asha, admin]) }),
    });
    renderApp('/admin/dashboard?section=users');
    await screen.findByRole('rowheader', { name: /Asha Menon/ });
    expect(screen.getByRole('combobox', { name: 'Role of Asha Menon' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Role of Meera Shah' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete Asha Menon' })).toBeTruthy();
    expect(within(row('Meera Shah')).queryByRole('button', { name: /Block|Delete/ })).toBeNull();
  });

  it('an ADMIN changes a role after confirmation, sending the e-mail and the new role', async () => {
    let current = asha;
    const fetchMock = stubAdminApi({
      'GET /api/dashboard/notifications': unreadAnswer(0),
      [LIST]: () => ({ body: usersPage([current]) }),
      'PUT /api/user/admin/update': () => {
        current = { ...asha, role: 'MANAGER' };
        return { body: { user: current, message: 'Role updated' } };
      },
    });
    signInAs('ADMIN');
    renderApp('/admin/dashboard?section=users');
    const select = await screen.findByRole('combobox', { name: 'Role of Asha Menon' });
    fireEvent.change(select, { target: { value: 'MANAGER' } });
    const dialog = screen.getByRole('dialog', { name: 'Make Asha Menon Manager?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change role' }));
    expect(await screen.findByText('Role updated')).toBeTruthy();
    expect(requestsTo(fetchMock, 'PUT /api/user/admin/update')[0]!.body).toEqual({
      email: 'asha@example.com',
      role: 'MANAGER',
    });
    await waitFor(() =>
      expect(
        screen.getByRole<HTMLSelectElement>('combobox', { name: 'Role of Asha Menon' }).value,
      ).toBe('MANAGER'),
    );
  });

  it('when the list cannot be read and the server says nothing, shows Failed to fetch users with a retry', async () => {
    let calls = 0;
    stubAdminApi({
      'GET /api/dashboard/notifications': unreadAnswer(0),
      [LIST]: () => (calls++ < 3 ? { status: 500, body: {} } : { body: usersPage([asha]) }),
    });
    signInAs('ADMIN');
    renderApp('/admin/dashboard?section=users');
    const alert = await screen.findByRole('alert', {}, { timeout: 8000 });
    expect(alert.textContent).toContain('Failed to fetch users');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await screen.findByRole('rowheader', { name: /Asha Menon/ });
  });
});
