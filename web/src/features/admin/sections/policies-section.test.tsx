import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Policy, PolicyKind } from '#contract/content.ts';
import { fieldError, fillIn, silenceAudio } from '#web/app/testing/account-fixtures.ts';
import { renderApp, signInAs } from '#web/app/testing/render-app.tsx';
import { signOut } from '#web/lib/session.ts';
import { requestsTo, stubAdminApi, unreadAnswer } from '../testing/admin-fixtures.ts';

type Handler = Parameters<typeof stubAdminApi>[0][string];
type Change = { title?: string; content?: string; order?: number };

function makeSection(_id: string, title: string, content: string, extra: Partial<Policy> = {}) {
  const at = '2026-02-01T06:30:00.000Z';
  const section: Policy = {
    _id,
    title,
    content,
    html: `<p>${content}</p>`,
    order: 0,
    createdAt: at,
    updatedAt: at,
    ...extra,
  };
  return section;
}

const collect = makeSection('p-1', 'What we collect', 'Your **name** and address.', {
  html: '<p>Your <strong>name</strong> and address.</p>',
  updatedAt: '2026-03-05T06:30:00.000Z',
});
const share = makeSection('p-2', 'Who we share it with', 'Couriers only.', { order: 1 });
const returns = makeSection('t-1', 'Returns', 'Within 15 days.');

/** A small server for one or both documents: list in order, add, change, delete by id. */
function serve(
  initial: Partial<Record<PolicyKind, Policy[]>>,
  overrides: Record<string, Handler> = {},
) {
  const docs: Record<PolicyKind, Policy[]> = { privacy: [], terms: [], ...initial };
  const routes: Record<string, Handler> = { 'GET /api/dashboard/notifications': unreadAnswer(0) };
  for (const kind of ['privacy', 'terms'] as const) {
    const noun = kind === 'privacy' ? 'Privacy section' : 'Terms section';
    routes[`GET /api/${kind}`] = () => ({
      body: { data: [...docs[kind]].sort((a, b) => a.order - b.order) },
    });
    routes[`POST /api/${kind}`] = ({ body }) => {
      const { title, content } = body as Required<Change>;
      const created = makeSection(`${kind}-new`, title, content, {
        order: docs[kind].length,
        updatedAt: '2026-03-06T06:30:00.000Z',
      });
      docs[kind] = [...docs[kind], created];
      return { status: 201, body: { data: created, message: `${noun} added` } };
    };
    for (const { _id } of docs[kind]) {
      routes[`PUT /api/${kind}/${_id}`] = ({ body }) => {
        const change = body as Change;
        docs[kind] = docs[kind].map((each) =>
          each._id === _id
            ? { ...each, ...change, html: `<p>${change.content ?? each.content}</p>` }
            : each,
        );
        const data = docs[kind].find((each) => each._id === _id);
        return { body: { data, message: `${noun} updated` } };
      };
      routes[`DELETE /api/${kind}/${_id}`] = () => {
        docs[kind] = docs[kind].filter((each) => each._id !== _id);
        return { body: { message: `${noun} deleted` } };
      };
    }
  }
  return stubAdminApi({ ...routes, ...overrides });
}

async function openPolicies(path = '/admin/dashboard?section=policies') {
  signInAs('ADMIN');
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 2, name: 'Privacy & terms' });
  return view;
}

function titles(name = 'Sections of the privacy policy, in order'): string[] {
  return within(screen.getByRole('list', { name }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent ?? '');
}

function contentBox(): HTMLTextAreaElement {
  return screen.getByLabelText('Content', { selector: 'textarea' });
}

function contentError(): string | null {
  const box = contentBox();
  if (box.getAttribute('aria-invalid') !== 'true') return null;
  return document.getElementById(`${box.id}-error`)?.textContent ?? null;
}

describe('privacy & terms section', () => {
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

  it('lists the privacy sections in order with the last change, and the terms on their tab', async () => {
    const fetchMock = serve({ privacy: [share, collect], terms: [returns] });
    const { router } = await openPolicies();
    await screen.findByRole('heading', { level: 2, name: 'What we collect' });
    expect(titles()).toEqual(['What we collect', 'Who we share it with']);
    const panel = screen.getByRole('tabpanel', { name: 'Privacy policy' });
    expect(within(panel).getByText(/^Last changed/).textContent).toContain('5 March 2026');
    expect(requestsTo(fetchMock, 'GET /api/terms')).toEqual([]);

    const terms = screen.getByRole('tab', { name: 'Terms' });
    fireEvent.click(terms);
    expect(terms.getAttribute('aria-selected')).toBe('true');
    await screen.findByRole('heading', { level: 2, name: 'Returns' });
    expect(titles('Sections of the terms, in order')).toEqual(['Returns']);
    expect(router.state.location.search).toBe('?section=policies&doc=terms');

    fireEvent.keyDown(terms, { key: 'ArrowLeft' });
    const privacy = screen.getByRole('tab', { name: 'Privacy policy' });
    expect(privacy.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(privacy);
    await screen.findByRole('heading', { level: 2, name: 'What we collect' });
  });

  it("shows the Markdown as text in the list and only the server's HTML in the preview", async () => {
    serve({ privacy: [collect] });
    await openPolicies();
    expect(await screen.findByText('Your **name** and address.')).toBeTruthy();
    expect(document.querySelector('main strong')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const strong = await waitFor(() => {
      const found = document.querySelector('main strong');
      expect(found).not.toBeNull();
      return found!;
    });
    expect(strong.textContent).toBe('name');
    expect(screen.getByRole('button', { name: 'Preview' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('says when a document has no sections yet', async () => {
    serve({});
    await openPolicies('/admin/dashboard?section=policies&doc=terms');
    expect(await screen.findByRole('heading', { name: 'No sections yet' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Terms' }).getAttribute('aria-selected')).toBe('true');
  });

  it('adds a section: checks the fields by the shared rules, POSTs { title, content }, lists it', async () => {
    const fetchMock = serve({ privacy: [collect] });
    await openPolicies();
    await screen.findByRole('heading', { level: 2, name: 'What we collect' });
    fireEvent.click(screen.getByRole('button', { name: 'New section' }));
    fillIn('Title', 'C');
    await waitFor(() => expect(fieldError('Title')).toBe('Title must be at least 2 characters'));
    fireEvent.click(screen.getByRole('button', { name: 'Add section' }));
    await waitFor(() => expect(contentError()).toBe('Content is required'));
    expect(requestsTo(fetchMock, 'POST /api/privacy')).toEqual([]);

    fillIn('Title', ' Cookies ');
    fireEvent.change(contentBox(), { target: { value: 'We use **two** cookies.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add section' }));
    expect(await screen.findByText('Privacy section added')).toBeTruthy();
    expect(requestsTo(fetchMock, 'POST /api/privacy').map(({ body }) => body)).toEqual([
      { title: 'Cookies', content: 'We use **two** cookies.' },
    ]);
    await waitFor(() => expect(titles()).toEqual(['What we collect', 'Cookies']));
    expect(screen.queryByRole('button', { name: 'Add section' })).toBeNull();
  });

  it("edits a section; the server's refusal of the content lands on the Content field", async () => {
    const path = `PUT /api/privacy/${share._id}`;
    let current = share;
    let isRefused = true;
    const fetchMock = serve(
      {},
      {
        'GET /api/privacy': () => ({ body: { data: [current] } }),
        [path]: ({ body }) => {
          if (isRefused) {
            isRefused = false;
            return {
              status: 400,
              body: {
                message: 'content: The text is nested too deeply',
                code: 'VALIDATION_FAILED',
                details: [{ path: 'content', message: 'The text is nested too deeply' }],
              },
            };
          }
          current = { ...current, ...(body as Change) };
          return { body: { data: current, message: 'Privacy section updated' } };
        },
      },
    );
    await openPolicies();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit “Who we share it with”' }));
    expect(screen.getByLabelText<HTMLInputElement>('Title').value).toBe('Who we share it with');
    expect(contentBox().value).toBe('Couriers only.');
    fireEvent.change(contentBox(), { target: { value: '> > > deep' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save section' }));
    await waitFor(() => expect(contentError()).toBe('The text is nested too deeply'));

    fireEvent.change(contentBox(), { target: { value: 'Couriers and our bank.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save section' }));
    expect(await screen.findByText('Privacy section updated')).toBeTruthy();
    expect(requestsTo(fetchMock, path).map(({ body }) => body)).toEqual([
      { title: 'Who we share it with', content: '> > > deep' },
      { title: 'Who we share it with', content: 'Couriers and our bank.' },
    ]);
    expect(await screen.findByText('Couriers and our bank.')).toBeTruthy();
  });

  it('deletes a section only after confirmation, and the list updates', async () => {
    const fetchMock = serve({ privacy: [collect, share] });
    const path = `DELETE /api/privacy/${collect._id}`;
    await openPolicies();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete “What we collect”' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(requestsTo(fetchMock, path)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Delete “What we collect”' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this section?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Privacy section deleted')).toBeTruthy();
    await waitFor(() => expect(titles()).toEqual(['Who we share it with']));
  });

  it('failures: Fetch failed with a retry for the list, Delete failed for a delete', async () => {
    let isDown = true;
    serve(
      { privacy: [collect] },
      {
        'GET /api/privacy': () =>
          isDown ? { status: 400, body: {} } : { body: { data: [collect] } },
        [`DELETE /api/privacy/${collect._id}`]: { status: 500, body: {} },
      },
    );
    await openPolicies();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Fetch failed')).toBeTruthy();
    isDown = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));

    fireEvent.click(await screen.findByRole('button', { name: 'Delete “What we collect”' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this section?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Delete failed')).toBeTruthy();
    expect(titles()).toEqual(['What we collect']);
  });

  it('moves a section up: sends the new places and the list follows', async () => {
    const fetchMock = serve({ privacy: [collect, share] });
    await openPolicies();
    const down = await screen.findByRole('button', { name: 'Move “Who we share it with” down' });
    expect(down.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Move “Who we share it with” up' }));
    expect(await screen.findByText('Moved “Who we share it with” up')).toBeTruthy();
    await waitFor(() => expect(titles()).toEqual(['Who we share it with', 'What we collect']));
    expect(requestsTo(fetchMock, `PUT /api/privacy/${share._id}`).map(({ body }) => body)).toEqual([
      { order: 0 },
    ]);
    expect(
      requestsTo(fetchMock, `PUT /api/privacy/${collect._id}`).map(({ body }) => body),
    ).toEqual([{ order: 1 }]);
  });
});
