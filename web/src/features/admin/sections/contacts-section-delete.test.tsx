import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, signInAs } from '#web/app/testing/render-app.tsx';
import { isolateEachTest } from '#web/lib/testing/test-lifecycle.ts';
import { requestsTo, stubAdminApi, unreadAnswer } from '../testing/admin-fixtures.ts';
import { asha, contactsPage, DELETE_OLD, LIST, PAGE, ravi } from '../testing/contacts-fixtures.ts';

describe('contact messages section: deleting and failures', () => {
  isolateEachTest();

  it('deletes old messages only after confirmation, sends the days and shows how many went', async () => {
    let contacts = [asha, ravi];
    const fetchMock = stubAdminApi({
      'GET /api/dashboard/notifications': unreadAnswer(0),
      [LIST]: () => contactsPage(contacts, {}),
      [DELETE_OLD]: ({ url }) => {
        contacts = [asha];
        const days = url.searchParams.get('days');
        return { body: { message: `Deleted 1 message older than ${days} days`, deletedCount: 1 } };
      },
    });
    signInAs('MANAGER');
    renderApp(PAGE);
    await screen.findByRole('rowheader', { name: /Ravi Kumar/ });

    fireEvent.click(screen.getByRole('button', { name: 'Delete old messages' }));
    let dialog = screen.getByRole('dialog', { name: 'Delete old messages?' });
    expect(
      within(dialog).getByRole<HTMLInputElement>('spinbutton', { name: 'Older than (days)' }).value,
    ).toBe('90');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(requestsTo(fetchMock, DELETE_OLD)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Delete old messages' }));
    dialog = screen.getByRole('dialog', { name: 'Delete old messages?' });
    const days = within(dialog).getByRole('spinbutton', { name: 'Older than (days)' });
    fireEvent.change(days, { target: { value: '0' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete old messages' }));
    expect(within(dialog).getByText('Enter a whole number of days from 1 to 3650')).toBeTruthy();
    expect(days.getAttribute('aria-invalid')).toBe('true');
    expect(requestsTo(fetchMock, DELETE_OLD)).toEqual([]);

    fireEvent.change(days, { target: { value: '30' } });
    expect(dialog.textContent).toContain('more than 30 days ago');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete old messages' }));
    expect(await screen.findByText('Deleted 1 message older than 30 days')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: /Ravi Kumar/ })).toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
    const sent = requestsTo(fetchMock, DELETE_OLD);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url.searchParams.get('days')).toBe('30');
  });

  it('without a server message, says Failed to get contact forms! (with a retry) and Failed to delete contact forms!', async () => {
    let isDown = true;
    stubAdminApi({
      'GET /api/dashboard/notifications': unreadAnswer(0),
      // 404 rather than 5xx: a server error would be retried first.
      [LIST]: () => (isDown ? { status: 404, body: {} } : contactsPage([asha], {})),
      [DELETE_OLD]: { status: 500, body: {} },
    });
    signInAs('ADMIN');
    renderApp(PAGE);
    const failure = await screen.findByRole('alert');
    expect(within(failure).getByText('Failed to get contact forms!')).toBeTruthy();
    isDown = false;
    fireEvent.click(within(failure).getByRole('button', { name: 'Retry' }));
    await screen.findByRole('rowheader', { name: /Asha Menon/ });

    fireEvent.click(screen.getByRole('button', { name: 'Delete old messages' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete old messages?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete old messages' }));
    expect(await screen.findByText('Failed to delete contact forms!')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Delete old messages?' })).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: /Asha Menon/ })).toBeTruthy();
  });

  it('shows the server’s own reason when deleting is refused', async () => {
    stubAdminApi({
      'GET /api/dashboard/notifications': unreadAnswer(0),
      [LIST]: contactsPage([asha], {}),
      [DELETE_OLD]: {
        status: 403,
        body: { message: 'Staff only', code: 'FORBIDDEN' },
      },
    });
    signInAs('ADMIN');
    renderApp(PAGE);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete old messages' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete old messages?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete old messages' }));
    expect(await screen.findByText('Staff only')).toBeTruthy();
  });
});
