import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isolateEachTest, stubObjectUrls } from '#web/lib/testing/test-lifecycle.ts';
import { requestsTo } from '../testing/admin-fixtures.ts';
import { formsSentTo } from '../testing/upload-fixtures.ts';
import {
  card,
  necklaces,
  openCategories,
  PAGE,
  png,
  rings,
  serve,
  setField,
} from '../testing/categories-fixtures.ts';

describe('categories and collections section', () => {
  isolateEachTest();

  it('lists kinds of piece with image, description and product count, and collections on their tab', async () => {
    serve();
    const { history } = await openCategories();
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
    expect(history.location.search).toBe('?section=categories&kind=collection');
  });

  it('adds a kind of piece: the name, description and image go as multipart fields and the list grows', async () => {
    const { createObjectURL } = stubObjectUrls();
    const fetchMock = serve();
    await openCategories();
    fireEvent.click(await screen.findByRole('button', { name: 'New kind of piece' }));
    const form = screen.getByRole('form', { name: 'New kind of piece' });
    setField('Name', '  Bangles ');
    setField('Description', 'Gold and glass');
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
    await openCategories('ADMIN', `${PAGE}&kind=collection`);
    fireEvent.click(await screen.findByRole('button', { name: 'New collection' }));
    setField('Name', 'Temple');
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
    await openCategories();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Rings' }));
    const form = screen.getByRole('form', { name: 'Edit Rings' });
    expect(within(form).getByLabelText<HTMLInputElement>('Name').value).toBe('Rings');
    expect(within(form).getByLabelText<HTMLTextAreaElement>('Description').value).toBe(
      'Bands and solitaires',
    );
    expect(within(form).getByRole('img', { name: 'Rings now' }).getAttribute('src')).toBe(
      rings.image,
    );
    setField('Name', 'Stacking rings');
    setField('Description', '');
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Stacking rings updated')).toBeTruthy();
    await screen.findByRole('heading', { level: 3, name: 'Stacking rings' });
    expect(screen.queryByRole('form', { name: 'Edit Rings' })).toBeNull();
    const [sent] = formsSentTo(fetchMock, `PUT /api/category/update/${rings._id}`);
    expect(sent!.get('name')).toBe('Stacking rings');
    expect(sent!.get('description')).toBe('');
    expect(sent!.has('image')).toBe(false);
  });

  it('deletes only after confirmation, and the list follows', async () => {
    const fetchMock = serve();
    const path = `DELETE /api/category/delete/${rings._id}`;
    await openCategories();
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
    await openCategories();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Necklaces' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Necklaces?' });
    expect(within(dialog).getByText(/3 products on sale use this kind of piece/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(refusal);
    await waitFor(() => expect(screen.getAllByText(refusal)).toHaveLength(2)); // dialog and toast
    expect(screen.getByRole('heading', { level: 3, name: 'Necklaces' })).toBeTruthy();
  });
});
