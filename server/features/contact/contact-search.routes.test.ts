import { beforeAll, describe, expect, it } from 'vitest';
import { ContactsResponseSchema } from '#contract/content.ts';
import { newId } from '../../db/ids.ts';
import { callAs } from '../../test/factories.ts';
import { useShopper, useTestApp } from '../../test/use-test-app.ts';
import { contactMessages } from './contact.table.ts';

const shop = useTestApp();
const manager = useShopper(shop, { role: 'MANAGER' });
const db = () => shop.database.db;
const staff = (method: 'GET', url: string) => callAs(shop, manager, method, `/api/contact${url}`);

describe('GET /api/contact/see: searched and sorted on the server', () => {
  const see = async (query: string) => {
    const response = await staff('GET', `/see${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return ContactsResponseSchema.parse(response.json());
  };
  const names = (page: { contacts: { name: string }[] }) => page.contacts.map(({ name }) => name);
  /** Rows straight in the database, `minutesAgo` apart (all younger than any delete-old cut-off). */
  async function store(
    entries: {
      name: string;
      minutesAgo: number;
      email?: string;
      subject?: string | null;
      message?: string;
    }[],
  ) {
    await db()
      .insert(contactMessages)
      .values(
        entries.map((entry) => ({
          id: newId(),
          name: entry.name,
          email: entry.email ?? 'visitor@example.com',
          subject: entry.subject ?? null,
          message: entry.message ?? 'A question about a bangle.',
          createdAt: new Date(Date.now() - entry.minutesAgo * 60_000),
        })),
      );
  }

  beforeAll(async () => {
    await store([1, 2, 3, 4, 5].map((n) => ({ name: `Heron Pager ${n}`, minutesAgo: 100 - n })));
    await store([
      { name: 'By Mail', minutesAgo: 90, email: 'kingfisher.fan@example.com' },
      { name: 'By Subject', minutesAgo: 90, subject: 'Peacock brooch repair' },
      { name: 'By Message', minutesAgo: 90, message: 'Is the Flamingo anklet in stock?' },
    ]);
  });

  it('pages a search with its own totals; a page past the end answers no items', async () => {
    const first = await see('?search=heron&limit=2');
    expect(names(first)).toEqual(['Heron Pager 5', 'Heron Pager 4']);
    expect(first).toMatchObject({ totalContacts: 5, totalPages: 3, page: 1 });
    expect(names(await see('?search=heron&limit=2&page=3'))).toEqual(['Heron Pager 1']);
    expect(await see('?search=heron&limit=2&page=4')).toEqual({
      contacts: [],
      totalContacts: 5,
      totalPages: 3,
      page: 4,
    });
  });

  it('searches name, e-mail, subject and message, ignoring case; a miss answers nothing', async () => {
    expect(names(await see('?search=HERON%20pager%202'))).toEqual(['Heron Pager 2']);
    expect(names(await see('?search=KINGFISHER.fan'))).toEqual(['By Mail']);
    expect(names(await see('?search=peacock%20BROOCH'))).toEqual(['By Subject']);
    expect(names(await see('?search=flamingo'))).toEqual(['By Message']);
    expect(await see('?search=no-such-message-anywhere')).toMatchObject({
      contacts: [],
      totalContacts: 0,
      totalPages: 0,
    });
    expect((await see('?search=%20')).totalContacts).toBe((await see('')).totalContacts);
  });

  it('takes % _ and \\ in a search literally', async () => {
    await store([
      { name: 'Wild One', minutesAgo: 80, message: 'Is this 100% silver, truly?' },
      { name: 'Wild Two', minutesAgo: 80, message: 'Is this 1000 grams of silver?' },
      { name: 'Wild Three', minutesAgo: 80, subject: 'Order ref_9 question' },
      { name: 'Wild Four', minutesAgo: 80, subject: 'Order refX9 question' },
      { name: 'Wild Five', minutesAgo: 80, message: 'A back\\slash in my message.' },
    ]);
    expect(names(await see('?search=100%25'))).toEqual(['Wild One']);
    expect(names(await see('?search=ref_9'))).toEqual(['Wild Three']);
    expect(names(await see('?search=back%5Cslash'))).toEqual(['Wild Five']);
    expect(names(await see('?search=%25'))).toEqual(['Wild One']);
  });

  it('sorts newest first by default, or oldest first', async () => {
    const oldest = ['Heron Pager 1', 'Heron Pager 2', 'Heron Pager 3', 'Heron Pager 4'];
    expect(names(await see('?search=heron&sort=oldest&limit=4'))).toEqual(oldest);
    expect(names(await see('?search=heron&sort=newest&limit=4'))).toEqual([
      'Heron Pager 5',
      'Heron Pager 4',
      'Heron Pager 3',
      'Heron Pager 2',
    ]);
    // The whole inbox, oldest first, starts with something no newer than the newest-first tail.
    const [byOldest, byNewest] = [await see('?sort=oldest&limit=1'), await see('?limit=1')];
    expect(byOldest.contacts[0]!.createdAt <= byNewest.contacts[0]!.createdAt).toBe(true);
  });

  it('serves a limit above 100 as 100', async () => {
    await store(
      Array.from({ length: 101 }, (_, n) => ({ name: `Bulk Cap ${n}`, minutesAgo: 60 + n / 10 })),
    );
    const capped = await see('?search=bulk%20cap&limit=1000');
    expect(capped.contacts).toHaveLength(100);
    expect(capped).toMatchObject({ totalContacts: 101, totalPages: 2, page: 1 });
    expect(names(await see('?search=bulk%20cap&limit=100&page=2'))).toEqual(['Bulk Cap 100']);
  });

  it.each(['?sort=name', '?sort=', '?search=nul%00byte', `?search=${'x'.repeat(101)}`])(
    'answers 400 for %s',
    async (query) => {
      const response = await staff('GET', `/see${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    },
  );
});
