import { screen } from '@testing-library/react';
import type { Contact } from '#contract/content.ts';

export const LIST = 'GET /api/contact/see';
export const DELETE_OLD = 'DELETE /api/contact/deleteold';
export const PAGE = '/admin/dashboard?section=contacts';
export const HTML_PAYLOAD = '<img src="x" onerror="alert(1)"><b>Bold offer</b> please reply';

export function makeContact(overrides: Partial<Contact> = {}): Contact {
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

export const asha = makeContact();
export const intruder = makeContact({
  _id: 'contact-2',
  name: 'Mallory',
  email: 'mallory@example.com',
  phone: null,
  subject: null,
  message: HTML_PAYLOAD,
});
export const ravi = makeContact({
  _id: 'contact-3',
  name: 'Ravi Kumar',
  email: 'ravi@example.com',
});

export function contactsPage(
  contacts: Contact[],
  { page = 1, totalPages = 1, total = contacts.length },
) {
  return { body: { contacts, page, totalPages, totalContacts: total } };
}

export function row(name: string): HTMLElement {
  return screen.getByRole('rowheader', { name: new RegExp(name) }).closest('tr')!;
}
