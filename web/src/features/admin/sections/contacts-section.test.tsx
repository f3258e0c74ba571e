import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, signInAs } from '#web/app/testing/render-app.tsx';
import { isolateEachTest } from '#web/lib/testing/test-lifecycle.ts';
import { requestsTo, stubAdminApi, unreadAnswer } from '../testing/admin-fixtures.ts';
import {
  asha,
  contactsPage,
  HTML_PAYLOAD,
  intruder,
  LIST,
  makeContact,
  PAGE,
  ravi,
  row,
} from '../testing/contacts-fixtures.ts';

describe('contact messages section', () => {
  isolateEachTest();

  it('lists each message with a mail link, phone, subject and date, keeping an HTML message as inert text', async () => {
    const fetchMock = stubAdminApi({
      'GET /api/dashboard/notifications': unreadAnswer(0),
      [LIST]: contactsPage([asha, intruder], {}),
    });
    signInAs('MANAGER');
    renderApp(PAGE);
    await screen.findByRole('rowheader', { name: /Asha Menon/ });

    const first = row('Asha Menon');
    expect(within(first).getByRole('link', { name: 'asha@example.com' }).getAttribute('href')).toBe(
      'mailto:asha@example.com',
    );
    expect(within(first).getByRole('link', { name: '+91 98765 43210' }).getAttribute('href')).toBe(
      'tel:+919876543210',
    );
    expect(within(first).getByText('Resizing a ring')).toBeTruthy();
    expect(within(first).getByText(/Can you resize my ring to size 12\?/).textContent).toBe(
      asha.message,
    );
    const received = first.querySelector('time')!;
    expect(received.getAttribute('datetime')).toBe(asha.createdAt);
    expect(received.textContent).toMatch(/Mar 2026/);

    const second = row('Mallory');
    expect(within(second).getByText(HTML_PAYLOAD)).toBeTruthy();
    expect(second.querySelector('img')).toBeNull();
    expect(second.querySelector('b')).toBeNull();
    expect(within(second).getByText('No subject')).toBeTruthy();
    expect(within(second).getByText('No phone')).toBeTruthy();

    expect(screen.getByText('2 messages')).toBeTruthy();
    const [request] = requestsTo(fetchMock, LIST);
    expect(request!.url.searchParams.get('page')).toBe('1');
    expect(request!.url.searchParams.get('limit')).toBe('10');
    expect(request!.url.searchParams.get('sort')).toBe('newest');
    expect(request!.url.searchParams.has('search')).toBe(false);
  });

  it('searches on the server after a pause, keeping the search in the address; a miss offers to clear it', async () => {
    const fetchMock = stubAdminApi({
      'GET /api/dashboard/notifications': unreadAnswer(0),
      [LIST]: ({ url }) => {
        const search = url.searchParams.get('search');
        if (search === 'ravi') return contactsPage([ravi], {});
        if (search) return contactsPage([], { totalPages: 0 });
        return contactsPage([asha], {
          page: Number(url.searchParams.get('page')),
          total: 12,
          totalPages: 2,
        });
      },
    });
    signInAs('MANAGER');
    const { history } = renderApp(`${PAGE}&page=2`);
    await screen.findByRole('rowheader', { name: /Asha Menon/ });

    const box = screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search messages' });
    fireEvent.change(box, { target: { value: 'ravi' } });
    expect(requestsTo(fetchMock, LIST).some(({ url }) => url.searchParams.has('search'))).toBe(
      false,
    );
    await screen.findByRole('rowheader', { name: /Ravi Kumar/ });
    expect(screen.queryByRole('rowheader', { name: /Asha Menon/ })).toBeNull();
    // A new search starts on the first page.
    expect(history.location.search).toBe('?section=contacts&search=ravi');
    const sent = requestsTo(fetchMock, LIST).at(-1)!.url.searchParams;
    expect(sent.get('search')).toBe('ravi');
    expect(sent.get('page')).toBe('1');
    expect(screen.getByText('1 message')).toBeTruthy();

    fireEvent.change(box, { target: { value: 'nobody' } });
    expect(await screen.findByRole('heading', { name: 'No messages match' })).toBeTruthy();
    expect(history.location.search).toBe('?section=contacts&search=nobody');
    fireEvent.click(screen.getByRole('button', { name: 'Clear the search' }));
    await screen.findByRole('rowheader', { name: /Asha Menon/ });
    expect(history.location.search).toBe('?section=contacts');
    expect(box.value).toBe('');
    expect(requestsTo(fetchMock, LIST).at(-1)!.url.searchParams.has('search')).toBe(false);
  });

  it('sorts oldest first on request, on the server and in the address', async () => {
    const fetchMock = stubAdminApi({
      'GET /api/dashboard/notifications': unreadAnswer(0),
      [LIST]: ({ url }) =>
        contactsPage(url.searchParams.get('sort') === 'oldest' ? [ravi, asha] : [asha, ravi], {}),
    });
    signInAs('ADMIN');
    const { history } = renderApp(`${PAGE}&page=2`);
    await screen.findByRole('rowheader', { name: /Asha Menon/ });
    const order = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);
    expect(order()[0]).toMatch(/Asha Menon/);

    const sortBy = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Sort by' });
    expect(sortBy.value).toBe('newest');
    fireEvent.change(sortBy, { target: { value: 'oldest' } });
    await waitFor(() => expect(order()[0]).toMatch(/Ravi Kumar/));
    expect(history.location.search).toBe('?section=contacts&sort=oldest');
    const sent = requestsTo(fetchMock, LIST).at(-1)!.url.searchParams;
    expect(sent.get('sort')).toBe('oldest');
    expect(sent.get('page')).toBe('1');

    fireEvent.change(sortBy, { target: { value: 'newest' } });
    await waitFor(() => expect(history.location.search).toBe('?section=contacts'));
    await waitFor(() => expect(order()[0]).toMatch(/Asha Menon/));
  });

  it('folds a long message and opens it on request', async () => {
    const long = `${'Kundan '.repeat(60)}the end.`;
    stubAdminApi({
      'GET /api/dashboard/notifications': unreadAnswer(0),
      [LIST]: contactsPage([makeContact({ message: long })], {}),
    });
    signInAs('ADMIN');
    renderApp(PAGE);
    const toggle = await screen.findByRole('button', { name: 'Show the whole message' });
    expect(screen.queryByText(/the end\./)).toBeNull();
    fireEvent.click(toggle);
    expect(screen.getByText(/the end\./).textContent).toBe(long);
    expect(screen.getByRole('button', { name: 'Show less' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
  });

  it('pages through the messages and keeps the page in the address', async () => {
    const fetchMock = stubAdminApi({
      'GET /api/dashboard/notifications': unreadAnswer(0),
      [LIST]: ({ url }) =>
        url.searchParams.get('page') === '2'
          ? contactsPage([ravi], { page: 2, totalPages: 2, total: 11 })
          : contactsPage([asha], { totalPages: 2, total: 11 }),
    });
    signInAs('ADMIN');
    const { history } = renderApp(PAGE);
    await screen.findByRole('rowheader', { name: /Asha Menon/ });
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    expect(screen.getByText('11 messages')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByRole('rowheader', { name: /Ravi Kumar/ });
    expect(screen.queryByRole('rowheader', { name: /Asha Menon/ })).toBeNull();
    expect(history.location.search).toBe('?section=contacts&page=2');
    expect(requestsTo(fetchMock, LIST).at(-1)!.url.searchParams.get('page')).toBe('2');
    expect(screen.getByText('11 messages')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Next page' }).disabled).toBe(
      true,
    );
  });

  it('marks the message a notification links to', async () => {
    stubAdminApi({
      'GET /api/dashboard/notifications': unreadAnswer(0),
      [LIST]: contactsPage([asha, intruder], {}),
    });
    signInAs('ADMIN');
    renderApp(`${PAGE}&id=${intruder._id}`);
    await screen.findByRole('rowheader', { name: /Mallory/ });
    expect(within(row('Mallory')).getByText('From notification')).toBeTruthy();
    expect(within(row('Asha Menon')).queryByText('From notification')).toBeNull();
  });

  it('says so when there are no messages', async () => {
    stubAdminApi({
      'GET /api/dashboard/notifications': unreadAnswer(0),
      [LIST]: contactsPage([], { totalPages: 0 }),
    });
    signInAs('ADMIN');
    renderApp(PAGE);
    expect(await screen.findByRole('heading', { name: 'No messages' })).toBeTruthy();
  });
});
