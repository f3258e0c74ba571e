import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Contact } from '#contract/content.ts';
import { silenceAudio } from '#web/app/testing/account-fixtures.ts';
import { renderApp, signInAs } from '#web/app/testing/render-app.tsx';
import { signOut } from '#web/lib/session.ts';
import { requestsTo, stubAdminApi, unreadAnswer } from '../testing/admin-fixtures.ts';

const LIST = 'GET /api/contact/see';
const DELETE_OLD = 'DELETE /api/contact/deleteold';
const PAGE = '/admin/dashboard?section=contacts';
const HTML_PAYLOAD = '<img src="x" onerror="alert(1)"><b>Bold offer</b> please reply';

function makeContact(overrides: Partial<Contact> = {}): Contact {
  return {
    _id: 'contact-1',
    name: 'Asha Menon',
    email: 'asha@example.com',
    phone: '+91 98765 43210',
    subject: 'Resizing a ring',
    message: 'Can you resize my ring to size 12?\nIt was bought in 2024.',
    createdAt: '2026-03-05T06:30:00.000Z',
    ...overrides,
  };
}

const asha = makeContact();
const intruder = makeContact({
  _id: 'contact-2',
  name: 'Mallory',
  email: 'mallory@example.com',
  phone: null,
  subject: null,
  message: HTML_PAYLOAD,
});
const ravi = makeContact({ _id: 'contact-3', name: 'Ravi Kumar', email: 'ravi@example.com' });

function contactsPage(contacts: Contact[], { page = 1, totalPages = 1, total = contacts.length }) {
  return { body: { contacts, page, totalPages, totalContacts: total } };
}

function row(name: string): HTMLElement {
  return screen.getByRole('rowheader', { name: new RegExp(name) }).closest('tr')!;
}

describe('contact messages section', () => {
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
    const { router } = renderApp(`${PAGE}&page=2`);
    await screen.findByRole('rowheader', { name: /Asha Menon/ });

    const box = screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search messages' });
    fireEvent.change(box, { target: { value: 'ravi' } });
    expect(requestsTo(fetchMock, LIST).some(({ url }) => url.searchParams.has('search'))).toBe(
      false,
    );
    await screen.findByRole('rowheader', { name: /Ravi Kumar/ });
    expect(screen.queryByRole('rowheader', { name: /Asha Menon/ })).toBeNull();
    // A new search starts on the first page.
    expect(router.state.location.search).toBe('?section=contacts&search=ravi');
    const sent = requestsTo(fetchMock, LIST).at(-1)!.url.searchParams;
    expect(sent.get('search')).toBe('ravi');
    expect(sent.get('page')).toBe('1');
    expect(screen.getByText('1 message')).toBeTruthy();

    fireEvent.change(box, { target: { value: 'nobody' } });
    expect(await screen.findByRole('heading', { name: 'No messages match' })).toBeTruthy();
    expect(router.state.location.search).toBe('?section=contacts&search=nobody');
    fireEvent.click(screen.getByRole('button', { name: 'Clear the search' }));
    await screen.findByRole('rowheader', { name: /Asha Menon/ });
    expect(router.state.location.search).toBe('?section=contacts');
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
    const { router } = renderApp(`${PAGE}&page=2`);
    await screen.findByRole('rowheader', { name: /Asha Menon/ });
    const order = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);
    expect(order()[0]).toMatch(/Asha Menon/);

    const sortBy = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Sort by' });
    expect(sortBy.value).toBe('newest');
    fireEvent.change(sortBy, { target: { value: 'oldest' } });
    await waitFor(() => expect(order()[0]).toMatch(/Ravi Kumar/));
    expect(router.state.location.search).toBe('?section=contacts&sort=oldest');
    const sent = requestsTo(fetchMock, LIST).at(-1)!.url.searchParams;
    expect(sent.get('sort')).toBe('oldest');
    expect(sent.get('page')).toBe('1');

    fireEvent.change(sortBy, { target: { value: 'newest' } });
    await waitFor(() => expect(router.state.location.search).toBe('?section=contacts'));
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
    const { router } = renderApp(PAGE);
    await screen.findByRole('rowheader', { name: /Asha Menon/ });
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    expect(screen.getByText('11 messages')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByRole('rowheader', { name: /Ravi Kumar/ });
    expect(screen.queryByRole('rowheader', { name: /Asha Menon/ })).toBeNull();
    expect(router.state.location.search).toBe('?section=contacts&page=2');
    expect(requestsTo(fetchMock, LIST).at(-1)!.url.searchParams.get('page')).toBe('2');
    expect(screen.getByText('11 messages')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Next page' }).disabled).toBe(
      true,
    );
  });

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
