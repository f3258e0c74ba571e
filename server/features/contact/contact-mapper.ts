import type { Contact } from '#contract/content.ts';
import type { ContactRow } from './contact.table.ts';

export const toContact = (row: ContactRow): Contact => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  subject: row.subject,
  message: row.message,
  createdAt: row.createdAt.toISOString(),
});
