import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Category } from '#contract/catalog.ts';
import { silenceAudio } from '#web/app/testing/account-fixtures.ts';
import { renderApp, signInAs } from '#web/app/testing/render-app.tsx';
import { makeCategory } from '#web/features/catalog/testing/catalog-fixtures.tsx';
import { signOut } from '#web/lib/session.ts';
import { requestsTo, stubAdminApi, unreadAnswer } from '../testing/admin-fixtures.ts';

const PAGE = '/admin/dashboard?section=categories';
const rings = makeCategory('Rings', { description: 'Bands and solitaires', productCount: 0 });
const necklaces = makeCategory('Necklaces', { productCount: 3 });
const bridal = makeCategory('Bridal', { _id: 'col-bridal', description: 'For the big day' });

type Routes = Parameters<typeof stubAdminApi>[0];

/** Both sets behind their two prefixes, as the server keeps them; `answers` overrides a call. */
function serve(answers: Routes = {}) {
  const sets: Record<string, Category[]> = {
    '/api/category': [rings, necklaces],
    '/api/jewellery': [bridal],
  };
  const routes: Routes = {
    'GET /api/dashboard/notifications': unreadAnswer(0),
  };
  for (const base of Object.keys(sets)) {
    routes[`GET ${base}/get`] = () => ({ body: { categories: sets[base] } });
    routes[`POST ${base}/add`] = () => {
      const category = makeCategory('Bangles', { _id: 'cat-new', productCount: 0 });
      sets[base] = [...sets[base]!, category];
      return { status: 201, body: { category, message: 'Bangles added' } };
    };
    for (const { _id } of sets[base]!) {
      routes[`PUT ${base}/update/${_id}`] = () => {
        const category = {
          ...sets[base]!.find((each) => each._id === _id)!,
          name: 'Stacking rings',
        };
        sets[base] = sets[base]!.map((each) => (each._id === _id ? category : each));
        return { body: { category, message: 'Stacking rings updated' } };
      };
      routes[`DELETE ${base}/delete/${_id}`] = () => {
        sets[base] = sets[base]!.filter((each) => each._id !== _id);
        return { body: { message: 'Deleted' } };
      };
    }
  }
  for (const [key, answer] of Object.entries(answers)) routes[key] = answer;
  return stubAdminApi(routes);
}

/** The multipart bodies sent to one "METHOD /path". */
function formsSentTo(fetchMock: ReturnType<typeof stubAdminApi>, key: string): FormData[] {
  const [method, path] = key.split(' ');
  return fetchMock.mock.calls
    .filter(([input, init]) => init?.method === method && input.split('?')[0] === path)
    .map(([, init]) => init!.body as FormData);
}

function stubPreviews() {
  const createObjectURL = vi.fn(() => 'blob:preview-1');
  const revokeObjectURL = vi.fn();
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL }));
  return { createObjectURL, revokeObjectURL };
}

const png = () =>
  new File([new Uint8Array([137, 80, 78, 71])], 'bangles.png', { type: 'image/png' });
const fillIn = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const card = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('article')!;

async function openPage(role: 'ADMIN' | 'MANAGER' = 'MANAGER', path = PAGE) {
  signInAs(role);
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 2, name: 'Categories and collections' });
  return view;
}

describe('categories and collections section', () => {
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

  it('lists kinds of piece with image, description and product count, and collections on their tab', async () => {
    serve();
    const { router } = await openPage();
    await screen.findByRole('heading', { level: 3, name: 'Rings' });
    const ringsCard = within(card('Rings'));
    expect(ringsCard.getByRole('img', { name: 'Rings' }).getAttribute('src')).toBe(rings.image);
    expect(ringsCard.getByText('Bands and solitaires')).toBeTruthy();
    expect(ringsCard.getByText('No products on sale')).toBeTruthy();
    expect(within(card('Necklaces')).getByText('3 products on sale')).toBeTruthy();
    expect(within(card('Necklaces')).getByText('No description')).toBeTruthy();

    const tab = screen.getByRole('tab', { name: 'Kinds of piece' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tab, { key: 'ArrowRight' });
    await screen.findByRole('heading', { level: 3, name: 'Bridal' });
    expect(screen.getByRole('tab', { name: 'Collections' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Collections' }));
    expect(screen.queryByRole('heading', { level: 3, name: 'Rings' })).toBeNull();
    expect(router.state.location.search).toBe('?section=categories&kind=collection');
  });

  it('adds a kind of piece: the name, description and image go as multipart fields and the list grows', async () => {
    const { createObjectURL } = stubPreviews();
    const fetchMock = serve();
    await openPage();
    fireEvent.click(await screen.findByRole('button', { name: 'New kind of piece' }));
    const form = screen.getByRole('form', { name: 'New kind of piece' });
    fillIn('Name', '  Bangles ');
    fillIn('Description', 'Gold and glass');
    const image = png();
    fireEvent.change(within(form).getByLabelText('Choose image'), { target: { files: [image] } });
    expect(
      within(form).getByRole('img', { name: 'Preview of the chosen image' }).getAttribute('src'),
    ).toBe('blob:preview-1');
    expect(createObjectURL).toHaveBeenCalledWith(image);
    fireEvent.click(within(form).getByRole('button', { name: 'Add kind of piece' }));

    expect(await screen.findByText('Bangles added')).toBeTruthy();
    await screen.findByRole('heading', { level: 3, name: 'Bangles' });
    expect(screen.queryByRole('form', { name: 'New kind of piece' })).toBeNull();
    const [sent] = formsSentTo(fetchMock, 'POST /api/category/add');
    expect(sent!.get('name')).toBe('Bangles');
    expect(sent!.get('description')).toBe('Gold and glass');
    expect(sent!.get('image')).toBe(image);
    expect(requestsTo(fetchMock, 'POST /api/jewellery/add')).toEqual([]);
  });

  it('adds a collection through /api/jewellery', async () => {
    const fetchMock = serve();
    await openPage('ADMIN', `${PAGE}&kind=collection`);
    fireEvent.click(await screen.findByRole('button', { name: 'New collection' }));
    fillIn('Name', 'Temple');
    fireEvent.click(screen.getByRole('button', { name: 'Add collection' }));
    expect(await screen.findByText('Bangles added')).toBeTruthy();
    const [sent] = formsSentTo(fetchMock, 'POST /api/jewellery/add');
    expect(sent!.get('name')).toBe('Temple');
    expect(sent!.get('description')).toBe('');
    expect(sent!.get('image')).toBeNull();
    expect(requestsTo(fetchMock, 'POST /api/category/add')).toEqual([]);
  });

  it('edits one: the form starts from its values, sends no image unless a new one is chosen, and the card follows', async () => {
    const fetchMock = serve();
    await openPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Rings' }));
    const form = screen.getByRole('form', { name: 'Edit Rings' });
    expect(within(form).getByLabelText<HTMLInputElement>('Name').value).toBe('Rings');
    expect(within(form).getByLabelText<HTMLTextAreaElement>('Description').value).toBe(
      'Bands and solitaires',
    );
    expect(within(form).getByRole('img', { name: 'Rings now' }).getAttribute('src')).toBe(
      rings.image,
    );
    fillIn('Name', 'Stacking rings');
    fillIn('Description', '');
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Stacking rings updated')).toBeTruthy();
    await screen.findByRole('heading', { level: 3, name: 'Stacking rings' });
    expect(screen.queryByRole('form', { name: 'Edit Rings' })).toBeNull();
    const [sent] = formsSentTo(fetchMock, `PUT /api/category/update/${rings._id}`);
    expect(sent!.get('name')).toBe('Stacking rings');
    expect(sent!.get('description')).toBe('');
    expect(sent!.has('image')).toBe(false);
  });

  it('checks the name with the shared rules before sending, and puts the server’s refusals on the fields', async () => {
    const fetchMock = serve({
      'POST /api/category/add': {
        status: 400,
        body: {
          code: 'VALIDATION_FAILED',
          message: 'description: Not allowed here',
          details: [{ path: 'description', message: 'Not allowed here' }],
        },
      },
    });
    await openPage();
    fireEvent.click(await screen.findByRole('button', { name: 'New kind of piece' }));
    fillIn('Name', 'R');
    fireEvent.click(screen.getByRole('button', { name: 'Add kind of piece' }));
    expect(await screen.findByText('Name must be at least 2 characters')).toBeTruthy();
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    fillIn('Name', 'x'.repeat(61));
    expect(await screen.findByText('Name can be at most 60 characters')).toBeTruthy();
    expect(requestsTo(fetchMock, 'POST /api/category/add')).toEqual([]);

    fillIn('Name', 'Bangles');
    await waitFor(() =>
      expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBeNull(),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add kind of piece' }));
    expect(await screen.findByText('Not allowed here')).toBeTruthy();
    expect(screen.getByLabelText('Description').getAttribute('aria-invalid')).toBe('true');
  });

  it('a name already in use is shown on the name field', async () => {
    serve({
      'POST /api/category/add': {
        status: 409,
        body: { code: 'CONFLICT', message: 'A category named "Rings" already exists' },
      },
    });
    await openPage();
    fireEvent.click(await screen.findByRole('button', { name: 'New kind of piece' }));
    fillIn('Name', 'rings');
    fireEvent.click(screen.getByRole('button', { name: 'Add kind of piece' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true'),
    );
    const nameHelp = screen.getByLabelText('Name').getAttribute('aria-describedby')!;
    expect(document.getElementById(nameHelp)!.textContent).toBe(
      'A category named "Rings" already exists',
    );
  });

  it('refuses a file that is not a JPEG, PNG, WebP or AVIF image, or is over 5 MB, before uploading', async () => {
    stubPreviews();
    const fetchMock = serve();
    await openPage();
    fireEvent.click(await screen.findByRole('button', { name: 'New kind of piece' }));
    const input = screen.getByLabelText('Choose image');
    fireEvent.change(input, {
      target: { files: [new File(['%PDF'], 'list.pdf', { type: 'application/pdf' })] },
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Choose a JPEG, PNG, WebP or AVIF image.',
    );
    const huge = png();
    Object.defineProperty(huge, 'size', { value: 5 * 1024 * 1024 + 1 });
    fireEvent.change(input, { target: { files: [huge] } });
    expect((await screen.findByRole('alert')).textContent).toBe('Choose an image of at most 5 MB.');
    expect(screen.queryByRole('img', { name: 'Preview of the chosen image' })).toBeNull();
    expect(requestsTo(fetchMock, 'POST /api/category/add')).toEqual([]);
  });

  it('deletes only after confirmation, and the list follows', async () => {
    const fetchMock = serve();
    const path = `DELETE /api/category/delete/${rings._id}`;
    await openPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Rings' }));
    fireEvent.click(screen.getByRole('button', { name: 'Keep kind of piece' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(requestsTo(fetchMock, path)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Delete Rings' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Rings?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted')).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole('heading', { level: 3, name: 'Rings' })).toBeNull(),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(requestsTo(fetchMock, path)).toHaveLength(1);
  });

  it('when products still use it, shows the server’s refusal and keeps it in the list', async () => {
    const refusal = 'This category is used by 3 products; move them first';
    serve({
      [`DELETE /api/category/delete/${necklaces._id}`]: {
        status: 409,
        body: { code: 'CONFLICT', message: refusal },
      },
    });
    await openPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Necklaces' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Necklaces?' });
    expect(within(dialog).getByText(/3 products on sale use this kind of piece/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(refusal);
    await waitFor(() => expect(screen.getAllByText(refusal)).toHaveLength(2)); // dialog and toast
    expect(screen.getByRole('heading', { level: 3, name: 'Necklaces' })).toBeTruthy();
  });

  it('without a server message, falls back to Fetch failed (with a retry), Something went wrong and Delete failed', async () => {
    let isDown = true;
    serve({
      // 404 rather than 5xx: a server error would be retried first.
      'GET /api/category/get': () =>
        isDown ? { status: 404, body: {} } : { body: { categories: [rings] } },
      'POST /api/category/add': { status: 500, body: {} },
      [`DELETE /api/category/delete/${rings._id}`]: { status: 502, body: {} },
    });
    await openPage();
    const failure = await screen.findByRole('alert');
    expect(within(failure).getByText('Fetch failed')).toBeTruthy();
    isDown = false;
    fireEvent.click(within(failure).getByRole('button', { name: 'Retry' }));
    await screen.findByRole('heading', { level: 3, name: 'Rings' });

    fireEvent.click(screen.getByRole('button', { name: 'New kind of piece' }));
    fillIn('Name', 'Bangles');
    fireEvent.click(screen.getByRole('button', { name: 'Add kind of piece' }));
    await waitFor(() => expect(screen.getAllByText('Something went wrong')).toHaveLength(2)); // form and toast

    fireEvent.click(screen.getByRole('button', { name: 'Delete Rings' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Rings?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Delete failed');
  });
});
