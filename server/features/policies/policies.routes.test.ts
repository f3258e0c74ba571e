import { describe, expect, it } from 'vitest';
import { PoliciesResponseSchema, PolicyResponseSchema } from '#contract/content.ts';
import { bearer, callsUnder, expectInvalid } from '../../test/factories.ts';
import { useCast, useTestApp } from '../../test/use-test-app.ts';

const shop = useTestApp();
const { customer, manager, admin } = useCast(shop);

describe.each(['/api/privacy', '/api/terms'] as const)('%s', (prefix) => {
  const call = callsUnder(shop, prefix, () => manager.token);
  const list = async () =>
    PoliciesResponseSchema.parse((await call('GET', '', undefined, null)).json()).data;
  const add = async (title: string, content = 'We keep your data safe.', order?: number) => {
    const response = await call('POST', '', { title, content, order });
    expect(response.statusCode).toBe(201);
    return PolicyResponseSchema.parse(response.json()).data;
  };

  it('staff add sections: 201 { data } with the Markdown and its HTML; anyone lists them in order', async () => {
    const first = await add('Information we collect', 'Your **name** and\n\n- e-mail\n- phone');
    expect(first).toMatchObject({
      title: 'Information we collect',
      content: 'Your **name** and\n\n- e-mail\n- phone',
      html: '<p>Your <strong>name</strong> and</p>\n<ul>\n<li>e-mail</li>\n<li>phone</li>\n</ul>',
    });
    const second = await add('Sharing');
    const placed = await add('Introduction', 'Welcome.', 0);
    expect(second.order).toBe(first.order + 1);
    expect((await list()).map((section) => section.title)).toEqual([
      'Information we collect',
      'Introduction',
      'Sharing',
    ]);
    expect(placed.updatedAt).toBe(placed.createdAt);
  });

  it('keeps the two documents apart', async () => {
    const section = await add(`Only in ${prefix}`);
    const other = prefix === '/api/privacy' ? '/api/terms' : '/api/privacy';
    const theirs = (await shop.app.inject({ url: other })).json().data as { _id: string }[];
    expect(theirs.map((entry) => entry._id)).not.toContain(section._id);
    const crossUpdate = await shop.app.inject({
      method: 'PUT',
      url: `${other}/${section._id}`,
      headers: bearer(manager.token),
      payload: { title: 'Moved' },
    });
    expect(crossUpdate.statusCode).toBe(404);
  });

  it('renders script, event handlers and javascript: links inert', async () => {
    const section = await add(
      'Cookies',
      [
        '<script>alert("x")</script>',
        '<img src=x onerror="alert(1)">',
        '[click](javascript:alert(1)) and [policy](https://kanakjewels.in/privacy-policy)',
        '<a href="javascript:alert(2)" onclick="alert(3)">raw</a>',
      ].join('\n\n'),
    );
    expect(section.content).toContain('<script>');
    expect(section.html).not.toMatch(/<script|<img|onerror|onclick|javascript:|alert/i);
    expect(section.html).toContain(
      '<a href="https://kanakjewels.in/privacy-policy" rel="noopener noreferrer">policy</a>',
    );
    const listed = (await list()).find((entry) => entry._id === section._id)!;
    expect(listed.html).toBe(section.html);
  });

  it('staff change a section; the HTML and the last-changed date follow', async () => {
    const section = await add('Your rights', 'You may ask.');
    await new Promise((resolve) => setTimeout(resolve, 5));
    const response = await call(
      'PUT',
      `/${section._id}`,
      { content: 'You may ask us to **delete** your data.' },
      admin.token,
    );
    expect(response.statusCode).toBe(200);
    const { data, message } = PolicyResponseSchema.parse(response.json());
    expect(data).toMatchObject({
      title: 'Your rights',
      html: '<p>You may ask us to <strong>delete</strong> your data.</p>',
    });
    expect(message).toMatch(/updated/);
    expect(Date.parse(data.updatedAt)).toBeGreaterThan(Date.parse(section.updatedAt));
    const retitled = await call('PUT', `/${section._id}`, { title: 'Rights', order: 50 });
    expect(retitled.json().data).toMatchObject({ title: 'Rights', order: 50, html: data.html });
  });

  it('staff delete a section; a second delete answers 404', async () => {
    const section = await add('Temporary');
    const response = await call('DELETE', `/${section._id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toMatch(/deleted/);
    expect((await list()).map((entry) => entry._id)).not.toContain(section._id);
    expect((await call('DELETE', `/${section._id}`)).statusCode).toBe(404);
    expect((await call('DELETE', '/nope')).statusCode).toBe(404);
  });

  it.each([
    [{ content: 'No title' }, 'title'],
    [{ title: 'x', content: 'Too short a title' }, 'title'],
    [{ title: 'No content' }, 'content'],
    [{ title: 'Blank', content: '   ' }, 'content'],
    [{ title: 'Huge', content: 'x'.repeat(50_001) }, 'content'],
    [{ title: 't'.repeat(151), content: 'Long title' }, 'title'],
    [{ title: 'Order', content: 'Bad order', order: 1.5 }, 'order'],
    [{ title: 'Nul', content: 'NUL \u0000 here' }, 'content'],
  ])('POST answers 400 for %#', async (payload, field) => {
    const response = await call('POST', '', payload);
    expectInvalid(response, field);
  });

  it('answers 400, not 500, for Markdown nested too deeply to render', async () => {
    const response = await call('POST', '', { title: 'Deep', content: '> '.repeat(20_000) });
    expectInvalid(response, 'content');
  });

  it('PUT answers 400 for an empty change', async () => {
    const section = await add('Contact');
    expect((await call('PUT', `/${section._id}`, {})).statusCode).toBe(400);
  });

  it('writes are for staff only: 401 anonymous, 403 customer', async () => {
    const section = await add('Governing law');
    const payload = { title: 'Hacked', content: 'Hacked' };
    for (const [token, status] of [
      [null, 401],
      [customer.token, 403],
    ] as const) {
      expect((await call('POST', '', payload, token)).statusCode).toBe(status);
      expect((await call('PUT', `/${section._id}`, payload, token)).statusCode).toBe(status);
      expect((await call('DELETE', `/${section._id}`, undefined, token)).statusCode).toBe(status);
    }
    expect((await list()).find((entry) => entry._id === section._id)?.title).toBe('Governing law');
  });
});
