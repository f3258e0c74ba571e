import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ContactsResponseSchema, DeleteOldResponseSchema } from '#contract/content.ts';
import { newId } from '../../db/ids.ts';
import { bearer, expectInvalid, freshIp, mailsTo } from '../../test/factories.ts';
import { useCast, useTestApp } from '../../test/use-test-app.ts';
import { notifications } from '../notifications/notifications.table.ts';
import { addNotifications } from '../notifications/notifier.service.ts';
import { contactMessages } from './contact.table.ts';

const shop = useTestApp();
const { customer, manager, admin } = useCast(shop);
const SHOP_MAIL = 'care@kanakjewels.in';

const db = () => shop.database.db;
const valid = {
  name: 'Meera Nair',
  email: 'Meera@Example.com',
  phone: '+91 98765 43210',
  subject: 'Resizing a ring',
  message: 'Can you resize a ring I bought last year from size 12 to 14?',
};
const submit = (payload: object, remoteAddress = freshIp()) =>
  shop.app.inject({ method: 'POST', url: '/api/contact/submit', payload, remoteAddress });
const staff = (
  method: 'GET' | 'DELETE',
  url: string,
  token: string | null = manager.token,
  payload?: object,
) =>
  shop.app.inject({
    method,
    url: `/api/contact${url}`,
    headers: token ? bearer(token) : {},
    ...(payload && { payload }),
  });
const stored = (name: string) =>
  db().select().from(contactMessages).where(eq(contactMessages.name, name));
async function storeAged(name: string, daysOld: number) {
  await db()
    .insert(contactMessages)
    .values({
      id: newId(),
      name,
      email: 'old@example.com',
      message: 'An old question about a chain.',
      createdAt: new Date(Date.now() - daysOld * 86_400_000),
    });
}

describe('POST /api/contact/submit', () => {
  it('stores the message, tells staff and mails the shop: 201 { message }', async () => {
    const response = await submit(valid);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: expect.stringMatching(/thank you/i) });
    const [row] = await stored('Meera Nair');
    expect(row).toMatchObject({
      email: 'meera@example.com',
      phone: '+91 98765 43210',
      subject: 'Resizing a ring',
      message: valid.message,
    });
    const notices = await db()
      .select()
      .from(notifications)
      .where(eq(notifications.entityId, row!.id));
    expect(notices).toMatchObject([{ type: 'new_contact', title: 'New message from Meera Nair' }]);
    const mails = await mailsTo(shop.config.dataDir, SHOP_MAIL);
    const mail = mails.find((entry) => entry.subject.includes('Meera Nair'))!;
    expect(mail.subject).toBe('New message from Meera Nair: Resizing a ring');
    expect(mail.text).toContain(valid.message);
    expect(mail.text).toContain('meera@example.com');
  });

  it('keeps HTML and script as plain text: stored and listed as written, escaped in the mail', async () => {
    const message = '<script>alert("x")</script><img src=x onerror=alert(1)> is this gold real?';
    expect(
      (await submit({ ...valid, name: 'Script Kid', subject: null, message })).statusCode,
    ).toBe(201);
    const listed = ContactsResponseSchema.parse((await staff('GET', '/see?limit=100')).json());
    expect(listed.contacts.find((entry) => entry.name === 'Script Kid')).toMatchObject({
      message,
      subject: null,
    });
    const mail = (await mailsTo(shop.config.dataDir, SHOP_MAIL, 2)).find((entry) =>
      entry.subject.includes('Script Kid'),
    )!;
    expect(mail.text).toContain(message);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&#60;script&#62;');
  });

  it('a filled honeypot gets the same answer, and nothing is stored, notified or mailed', async () => {
    const response = await submit({ ...valid, name: 'Spam Bot', website: 'http://spam.example' });
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toMatch(/thank you/i);
    expect(await stored('Spam Bot')).toEqual([]);
    const notices = await db()
      .select()
      .from(notifications)
      .where(eq(notifications.title, 'New message from Spam Bot'));
    expect(notices).toEqual([]);
  });

  it.each([
    [{ ...valid, name: undefined }, 'name'],
    [{ ...valid, email: 'not-an-email' }, 'email'],
    [{ ...valid, phone: 'call me' }, 'phone'],
    [{ ...valid, subject: 'x'.repeat(151) }, 'subject'],
    [{ ...valid, message: 'short' }, 'message'],
    [{ ...valid, message: 'x'.repeat(5001) }, 'message'],
    [{ ...valid, message: 42 }, 'message'],
    [{ ...valid, message: 'A NUL \u0000 that PostgreSQL cannot store' }, 'message'],
    [{ ...valid, name: 'Nul\u0000Name' }, 'name'],
  ])('answers 400 naming the bad field for %#', async (payload, field) => {
    const response = await submit(payload);
    expectInvalid(response, field);
  });

  it('limits submissions per address: the 6th in an hour answers 429 with Retry-After', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await submit(valid, ip)).statusCode).toBe(201);
    const sixth = await submit(valid, ip);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().code).toBe('RATE_LIMITED');
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    expect((await submit(valid, freshIp())).statusCode).toBe(201);
  });
});

describe('GET /api/contact/see', () => {
  it('pages newest first with { contacts, totalPages, totalContacts, page }', async () => {
    for (const n of [1, 2, 3]) await submit({ ...valid, name: `Pager ${n}` });
    const first = ContactsResponseSchema.parse((await staff('GET', '/see?limit=2')).json());
    expect(first.contacts.map((entry) => entry.name)).toEqual(['Pager 3', 'Pager 2']);
    expect(first.page).toBe(1);
    expect(first.totalPages).toBe(Math.ceil(first.totalContacts / 2));
    const second = ContactsResponseSchema.parse(
      (await staff('GET', '/see?limit=2&page=2', admin.token)).json(),
    );
    expect(second.contacts[0]!.name).toBe('Pager 1');
    const whole = ContactsResponseSchema.parse((await staff('GET', '/see')).json());
    expect(whole.contacts.length).toBe(Math.min(10, whole.totalContacts));
  });

  it.each(['?limit=0', '?limit=-3', '?page=0', '?page=abc'])(
    'answers 400 for %s',
    async (query) => {
      expect((await staff('GET', `/see${query}`)).statusCode).toBe(400);
    },
  );

  it('is for staff only: 401 anonymous, 403 customer', async () => {
    expect((await staff('GET', '/see', null)).statusCode).toBe(401);
    expect((await staff('GET', '/see', customer.token)).statusCode).toBe(403);
    const query = '/see?search=heron&sort=oldest&page=1&limit=2';
    expect((await staff('GET', query, null)).statusCode).toBe(401);
    expect((await staff('GET', query, customer.token)).statusCode).toBe(403);
  });
});

describe('DELETE /api/contact/deleteold', () => {
  it('deletes messages older than 90 days by default and answers { message, deletedCount }', async () => {
    await storeAged('Aged 200', 200);
    await storeAged('Aged 100', 100);
    await storeAged('Aged 30', 30);
    const response = await staff('DELETE', '/deleteold');
    expect(response.statusCode).toBe(200);
    const answer = DeleteOldResponseSchema.parse(response.json());
    expect(answer.deletedCount).toBe(2);
    expect(answer.message).toMatch(/2 messages older than 90 days/);
    expect(await stored('Aged 200')).toEqual([]);
    expect(await stored('Aged 30')).toHaveLength(1);
  });

  it('takes days from the query or the body; a second run deletes nothing', async () => {
    await storeAged('Aged 45', 45);
    await storeAged('Aged 20', 20);
    const byQuery = await staff('DELETE', '/deleteold?days=40', manager.token);
    expect(byQuery.json().deletedCount).toBe(1);
    expect(await stored('Aged 45')).toEqual([]);
    const byBody = await staff('DELETE', '/deleteold', admin.token, { days: 10 });
    expect(byBody.json().deletedCount).toBe(2);
    expect(await stored('Aged 30')).toEqual([]);
    expect(await stored('Aged 20')).toEqual([]);
    const again = await staff('DELETE', '/deleteold', admin.token, { days: 10 });
    expect(again.json()).toMatchObject({ deletedCount: 0 });
    expect(await stored('Meera Nair')).not.toEqual([]);
  });

  it('when a MANAGER asks for fewer than 30 days, answers 403 naming the floor and deletes nothing', async () => {
    await storeAged('Aged 12', 12);
    for (const days of [1, 29]) {
      const refused = await staff('DELETE', `/deleteold?days=${days}`, manager.token);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'FORBIDDEN' });
      expect(refused.json().message).toMatch(/older than 30 days/);
    }
    expect((await staff('DELETE', '/deleteold', manager.token, { days: 1 })).statusCode).toBe(403);
    expect(await stored('Aged 12')).toHaveLength(1);
    const atFloor = await staff('DELETE', '/deleteold?days=30', manager.token);
    expect(atFloor.statusCode).toBe(200);
    expect(await stored('Aged 12')).toHaveLength(1);
  });

  it('when an ADMIN asks for 1 day, deletes everything older than a day with its notices', async () => {
    await storeAged('Aged 2', 2);
    const [aged] = await stored('Aged 2');
    await addNotifications(db(), [
      { type: 'new_contact', title: 'New message from Aged 2', message: '…', entityId: aged!.id },
    ]);
    const response = await staff('DELETE', '/deleteold?days=1', admin.token);
    expect(response.statusCode).toBe(200);
    expect(await stored('Aged 2')).toEqual([]);
    expect(
      await db().select().from(notifications).where(eq(notifications.entityId, aged!.id)),
    ).toEqual([]);
  });

  it.each(['?days=0', '?days=3651', '?days=ten', '?days=1.5'])(
    'answers 400 for %s',
    async (query) => {
      expect((await staff('DELETE', `/deleteold${query}`)).statusCode).toBe(400);
    },
  );

  it('is for staff only: 401 anonymous, 403 customer, and nothing is deleted', async () => {
    await storeAged('Aged 400', 400);
    expect((await staff('DELETE', '/deleteold', null)).statusCode).toBe(401);
    expect((await staff('DELETE', '/deleteold', customer.token)).statusCode).toBe(403);
    expect(await stored('Aged 400')).toHaveLength(1);
  });
});
