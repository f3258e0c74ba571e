import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  makeStaffListUser,
  requestsTo,
  stubAdminApi,
  unreadAnswer,
  usersPage,
} from '#web/features/admin/testing/admin-fixtures.ts';
import { makeAddress } from '#web/features/address/testing/address-fixtures.ts';
import { makeOrder } from '#web/features/orders/testing/order-fixtures.ts';
import { renderApp, signInAs } from '../../testing/render-app.tsx';
import { isolateEachTest } from '#web/lib/testing/test-lifecycle.ts';

const asha = makeStaffListUser({
  name: 'Asha Menon',
  email: 'asha@example.com',
  phone: '98123 45678',
});
const ONE = `GET /api/user/admin/get/${asha._id}`;
const order = makeOrder({ orderNumber: 'JW-001002', orderStatus: 'Shipped' });
const address = makeAddress({ _id: 'addr-1' });

function detail(user = asha, orders = [order], addresses = [address]) {
  return { body: { user, orders, addresses } };
}

describe('admin user page', () => {
  isolateEachTest();

  it('shows the profile, orders linking to the orders section, and addresses', async () => {
    stubAdminApi({ [ONE]: detail() });
    signInAs('ADMIN');
    renderApp(`/admin/users/${asha._id}`);
    await screen.findByRole('heading', { level: 1, name: 'Asha Menon' });

    expect(screen.getByText('98123 45678')).toBeTruthy();
    expect(screen.getByText(/asha@example.com/).textContent).toContain('(verified)');
    const orders = screen.getByRole('region', { name: 'Orders' });
    expect(
      within(orders)
        .getByRole('link', { name: 'Order JW-001002 in the orders section' })
        .getAttribute('href'),
    ).toBe(`/admin/dashboard?section=orders&id=${order._id}`);
    expect(within(orders).getByText('Shipped')).toBeTruthy();
    expect(within(orders).getByText(/₹1,25,000/)).toBeTruthy();
    const addresses = screen.getByRole('region', { name: 'Addresses' });
    expect(within(addresses).getByText('Default')).toBeTruthy();
    expect(within(addresses).getByText(/Jaipur, Rajasthan 302003/)).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Asha Menon · Users · Kanak Jewels'));
  });

  it('a MANAGER sees the role disabled with the reason, may block, and has no delete', async () => {
    let current = asha;
    const fetchMock = stubAdminApi({
      [ONE]: () => detail(current),
      [`PATCH /api/user/admin/${asha._id}/status`]: () => {
        current = { ...asha, status: 'blocked' };
        return { body: { user: current, message: 'User blocked' } };
      },
      'GET /api/user/admin/get': { body: usersPage([]) },
    });
    signInAs('MANAGER');
    renderApp(`/admin/users/${asha._id}`);
    const role = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Role' });
    expect(role.disabled).toBe(true);
    expect(role.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Only an administrator can change roles.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Block' }));
    const dialog = screen.getByRole('dialog', { name: 'Block Asha Menon?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('User blocked')).toBeTruthy();
    await screen.findByRole('button', { name: 'Unblock' });
    expect(requestsTo(fetchMock, `PATCH /api/user/admin/${asha._id}/status`)).toHaveLength(1);
  });

  it('on their own page, staff can change neither their role nor their status', async () => {
    const me = signInAs('ADMIN', 'Meera Shah');
    stubAdminApi({ [`GET /api/user/admin/get/${me._id}`]: detail(me, [], []) });
    renderApp(`/admin/users/${me._id}`);
    const role = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Role' });
    expect(role.disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Block' }).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(
      screen.getAllByText('You cannot change your own role or status.').length,
    ).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { name: 'No orders yet' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'No saved addresses' })).toBeTruthy();
  });

  it('an ADMIN deletes the user after confirmation and returns to the users list', async () => {
    const fetchMock = stubAdminApi({
      [ONE]: detail(),
      [`DELETE /api/user/admin/delete/${asha._id}`]: { body: { message: 'User deleted' } },
      'GET /api/user/admin/get': { body: usersPage([]) },
      'GET /api/dashboard/notifications': unreadAnswer(0),
    });
    signInAs('ADMIN');
    const { history } = renderApp(`/admin/users/${asha._id}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    fireEvent.click(screen.getByRole('button', { name: 'Keep user' }));
    expect(requestsTo(fetchMock, `DELETE /api/user/admin/delete/${asha._id}`)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Asha Menon?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete user' }));
    expect(await screen.findByText('User deleted')).toBeTruthy();
    await waitFor(() => expect(history.location.search).toBe('?section=users'));
    expect(history.location.pathname).toBe('/admin/dashboard');
  });

  it('a user that is gone shows a way back; a failed read shows Failed to fetch user with a retry', async () => {
    stubAdminApi({
      [ONE]: { status: 404, body: { message: 'User not found', code: 'NOT_FOUND' } },
    });
    signInAs('ADMIN');
    renderApp(`/admin/users/${asha._id}`);
    await screen.findByRole('heading', { name: 'We could not find this user' });
    cleanup();

    let calls = 0;
    stubAdminApi({ [ONE]: () => (calls++ < 3 ? { status: 500, body: {} } : detail()) });
    renderApp(`/admin/users/${asha._id}`);
    const alert = await screen.findByRole('alert', {}, { timeout: 8000 });
    expect(alert.textContent).toContain('Failed to fetch user');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await screen.findByRole('heading', { level: 1, name: 'Asha Menon' });
  });
});
