import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Notification } from '#contract/admin.ts';
import { renderApp, signInAs } from '#web/app/testing/render-app.tsx';
import { isolateEachTest } from '#web/lib/testing/test-lifecycle.ts';
import { makeNotification, requestsTo, stubAdminApi } from '../testing/admin-fixtures.ts';

const LIST = 'GET /api/dashboard/notifications';
const order = makeNotification();
const stock = makeNotification({
  _id: 'note-2',
  type: 'low_stock',
  title: 'Low stock: Kundan Choker',
  message: '2 left.',
  link: '/admin/dashboard?section=low-stock',
});

/** A small server: the list, the badge's unread count, mark read and delete. */
function serve(initial: Notification[]) {
  let items = initial;
  const unread = () => items.filter((item) => !item.read).length;
  return stubAdminApi({
    [LIST]: ({ url }) => {
      const onlyUnread = url.searchParams.get('unread') === 'true';
      const shown = onlyUnread ? items.filter((item) => !item.read) : items;
      return { body: { notifications: shown, unreadCount: unread(), totalPages: 1 } };
    },
    [`PUT /api/dashboard/notifications/read/${order._id}`]: () => {
      items = items.map((item) => (item._id === order._id ? { ...item, read: true } : item));
      return { body: { notification: { ...order, read: true }, unreadCount: unread() } };
    },
    'PUT /api/dashboard/notifications/read-all': () => {
      items = items.map((item) => ({ ...item, read: true }));
      return { body: { message: 'All notifications marked as read', unreadCount: 0 } };
    },
    [`DELETE /api/dashboard/notifications/delete/${stock._id}`]: () => {
      items = items.filter((item) => item._id !== stock._id);
      return { body: { message: 'Notification deleted' } };
    },
  });
}

function nav() {
  return screen.getByRole('navigation', { name: 'Admin sections' });
}

describe('notifications section', () => {
  isolateEachTest();

  it('lists notifications with a link to each record, and marking one read lowers the badge', async () => {
    const fetchMock = serve([order, stock]);
    signInAs('MANAGER');
    renderApp('/admin/dashboard?section=notifications');
    await screen.findByRole('heading', { level: 2, name: 'New order JW-001002' });
    await within(nav()).findByRole('link', { name: 'Notifications, 2 unread' });
    expect(
      screen.getByRole('link', { name: 'Open: New order JW-001002' }).getAttribute('href'),
    ).toBe(order.link);

    fireEvent.click(screen.getByRole('button', { name: 'Mark “New order JW-001002” as read' }));
    await within(nav()).findByRole('link', { name: 'Notifications, 1 unread' });
    expect(await screen.findByText('Marked as read')).toBeTruthy();
    await waitFor(() =>
      expect(
        screen.queryByRole('button', { name: 'Mark “New order JW-001002” as read' }),
      ).toBeNull(),
    );
    expect(
      requestsTo(fetchMock, `PUT /api/dashboard/notifications/read/${order._id}`),
    ).toHaveLength(1);
  });

  it('marks all read at once and the badge disappears', async () => {
    serve([order, stock]);
    signInAs('ADMIN');
    renderApp('/admin/dashboard?section=notifications');
    await within(nav()).findByRole('link', { name: 'Notifications, 2 unread' });
    fireEvent.click(await screen.findByRole('button', { name: 'Mark all read' }));
    expect(await screen.findByText('All notifications marked as read')).toBeTruthy();
    await within(nav()).findByRole('link', { name: 'Notifications' });
    await waitFor(() => expect(screen.queryByText('Unread', { selector: 'span' })).toBeNull());
  });

  it('deletes a notification only after confirmation', async () => {
    const fetchMock = serve([order, stock]);
    const path = `DELETE /api/dashboard/notifications/delete/${stock._id}`;
    signInAs('ADMIN');
    renderApp('/admin/dashboard?section=notifications');
    fireEvent.click(
      await screen.findByRole('button', { name: 'Delete “Low stock: Kundan Choker”' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(requestsTo(fetchMock, path)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Delete “Low stock: Kundan Choker”' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this notification?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Notification deleted')).toBeTruthy();
    await waitFor(() =>
      expect(
        screen.queryByRole('heading', { level: 2, name: 'Low stock: Kundan Choker' }),
      ).toBeNull(),
    );
    await within(nav()).findByRole('link', { name: 'Notifications, 1 unread' });
  });

  it('shows only unread ones on request, and says so when there are none', async () => {
    serve([{ ...order, read: true }]);
    signInAs('ADMIN');
    const { history } = renderApp('/admin/dashboard?section=notifications');
    await screen.findByRole('heading', { level: 2, name: 'New order JW-001002' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Show' }), {
      target: { value: 'unread' },
    });
    await screen.findByRole('heading', { name: 'Nothing unread' });
    expect(history.location.search).toBe('?section=notifications&show=unread');
  });
});
