import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fieldError, fillIn } from '#web/app/testing/form-helpers.ts';
import { isolateEachTest } from '#web/lib/testing/test-lifecycle.ts';
import { requestsTo } from '../testing/admin-fixtures.ts';
import {
  type Change,
  collect,
  contentBox,
  contentError,
  openPolicies,
  returns,
  serve,
  share,
  titles,
} from '../testing/policies-fixtures.ts';

describe('privacy & terms section', () => {
  isolateEachTest();

  it('lists the privacy sections in order with the last change, and the terms on their tab', async () => {
    const fetchMock = serve({ privacy: [share, collect], terms: [returns] });
    const { history } = await openPolicies();
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
    expect(history.location.search).toBe('?section=policies&doc=terms');

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
});
