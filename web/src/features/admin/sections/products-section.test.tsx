import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Product } from '#contract/catalog.ts';
import { renderApp, signInAs } from '#web/app/testing/render-app.tsx';
import { isolateEachTest } from '#web/lib/testing/test-lifecycle.ts';
import {
  makeCategory,
  makeImage,
  makeProduct,
  productList,
} from '#web/features/catalog/testing/catalog-fixtures.tsx';
import { DEFAULT_VARIANT_ID } from '#web/features/catalog/testing/variant-fixtures.ts';
import { requestsTo, stubAdminApi, unreadAnswer } from '../testing/admin-fixtures.ts';

const LIST = 'GET /api/product/get';
const rings = makeCategory('Rings', { _id: '0195f0a0-0000-7000-8000-0000000000a1' });
const gold = makeCategory('Gold', { _id: '0195f0a0-0000-7000-8000-0000000000b1' });
const choker = makeProduct({
  category: { _id: rings._id, name: rings.name, slug: rings.slug },
  jewelleryCategory: { _id: gold._id, name: gold.name, slug: gold.slug },
  images: [makeImage(1), makeImage(2)],
});
const hidden = makeProduct({
  _id: '0195f0a0-0000-7000-8000-000000000002',
  name: 'Polki Jhumkas',
  slug: 'polki-jhumkas',
  sku: 'KJ-ER-002',
  isActive: false,
  stock: 0,
  stockState: 'out_of_stock',
});
const base = {
  'GET /api/dashboard/notifications': unreadAnswer(0),
  'GET /api/category/get': { body: { categories: [rings] } },
  'GET /api/jewellery/get': { body: { categories: [gold] } },
};
/** The choker's one variant as the form sends it (no options, a fixed price, no certificates). */
const CHOKER_SENT = {
  sku: 'KJ-NK-001',
  options: {},
  pricing: 'fixed',
  price: 12_500_000,
  images: [],
  certificates: [],
};

function row(name: string): HTMLElement {
  return screen.getByRole('rowheader', { name: new RegExp(name) }).closest('tr')!;
}

/** The multipart body of the n-th call to "METHOD /path" (requestsTo reads JSON bodies only). */
function formSent(fetchMock: ReturnType<typeof stubAdminApi>, method: string, path: string, n = 0) {
  const calls = fetchMock.mock.calls.filter(
    ([input, init]) => init?.method === method && input.split('?')[0] === path,
  );
  return calls[n]?.[1]?.body as FormData | undefined;
}

function field(form: HTMLElement, label: string | RegExp) {
  return within(form).getByLabelText(label);
}

describe('products section', () => {
  isolateEachTest();

  it('lists every product, hidden ones too, with stock and state; filters go to the server and the address', async () => {
    const fetchMock = stubAdminApi({
      ...base,
      [LIST]: ({ url }) => ({
        body: productList(url.searchParams.get('inStock') === 'true' ? [choker] : [choker, hidden]),
      }),
    });
    signInAs('MANAGER');
    const { history } = renderApp('/admin/dashboard?section=products');
    await screen.findByRole('rowheader', { name: /Polki Jhumkas/ });

    expect(within(row('Polki Jhumkas')).getByText('Hidden')).toBeTruthy();
    expect(within(row('Polki Jhumkas')).getByText('Out of stock')).toBeTruthy();
    expect(within(row('Kundan Choker')).getByText('On sale')).toBeTruthy();
    expect(within(row('Kundan Choker')).getByText('₹1,25,000')).toBeTruthy();
    expect(screen.getByText('2 products')).toBeTruthy();
    expect(requestsTo(fetchMock, LIST)[0]!.url.searchParams.get('includeInactive')).toBe('true');

    fireEvent.change(screen.getByRole('combobox', { name: 'Stock' }), {
      target: { value: 'true' },
    });
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: /Polki/ })).toBeNull());
    expect(history.location.search).toBe('?section=products&inStock=true');
    fireEvent.change(screen.getByRole('combobox', { name: 'Kind' }), {
      target: { value: 'rings' },
    });
    await waitFor(() =>
      expect(requestsTo(fetchMock, LIST).at(-1)!.url.searchParams.get('category')).toBe('rings'),
    );
  });

  it('adds a product: the shared schema flags bad fields as typed, then its one variant goes as JSON in paise with the photos', async () => {
    let products: Product[] = [];
    let refuseMrp = true;
    const fetchMock = stubAdminApi({
      ...base,
      [LIST]: () => ({ body: productList(products) }),
      'POST /api/product/new': () => {
        if (refuseMrp)
          return {
            status: 400,
            body: {
              message: 'Invalid input',
              code: 'VALIDATION_FAILED',
              details: [{ path: 'mrp', message: 'MRP cannot be below the price' }],
            },
          };
        products = [choker];
        return { status: 201, body: { product: choker, message: 'created' } };
      },
    });
    signInAs('ADMIN');
    const { history } = renderApp('/admin/dashboard?section=products');
    await screen.findByText('No products yet');
    fireEvent.click(screen.getByRole('button', { name: 'New product' }));
    const form = screen.getByRole('form', { name: 'New product' });
    await within(form).findByRole('option', { name: 'Rings' });

    fireEvent.click(within(form).getByRole('button', { name: 'Add product' }));
    expect(await within(form).findByText('Name must be at least 3 characters')).toBeTruthy();
    expect(within(form).getByText('Choose a kind of piece')).toBeTruthy();
    expect(within(form).getByText('The piece: Give every variant a SKU')).toBeTruthy();
    expect(requestsTo(fetchMock, 'POST /api/product/new')).toEqual([]);

    fireEvent.change(field(form, 'Name'), { target: { value: 'Kundan Choker Necklace' } });
    await waitFor(() =>
      expect(within(form).queryByText('Name must be at least 3 characters')).toBeNull(),
    );
    fireEvent.change(field(form, 'SKU'), { target: { value: 'KJ-NK-001' } });
    fireEvent.change(field(form, 'Description'), {
      target: { value: 'A 22K gold choker set with kundan stones.' },
    });
    fireEvent.change(field(form, 'SKU for the piece'), { target: { value: 'KJ-NK-001' } });
    fireEvent.change(field(form, 'Price (₹) for the piece'), { target: { value: '125000' } });
    fireEvent.change(field(form, 'MRP (₹, optional)'), { target: { value: '1000' } });
    fireEvent.change(field(form, 'Stock for the piece'), { target: { value: '4' } });
    fireEvent.change(field(form, 'Kind of piece'), { target: { value: rings._id } });
    fireEvent.change(field(form, 'Collection'), { target: { value: gold._id } });
    fireEvent.change(field(form, 'Metal'), { target: { value: 'Gold' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add product' }));
    // The server weighs the MRP against the variants' prices; its refusal lands on the field.
    expect(await within(form).findByText('MRP cannot be below the price')).toBeTruthy();

    refuseMrp = false;
    fireEvent.change(field(form, 'MRP (₹, optional)'), { target: { value: '' } });
    const photo = new File(['jpeg'], 'choker.jpg', { type: 'image/jpeg' });
    fireEvent.change(field(form, /Add photos/), { target: { files: [photo] } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add product' }));

    expect(await screen.findByText('Kundan Choker Necklace added to the shop')).toBeTruthy();
    const sent = formSent(fetchMock, 'POST', '/api/product/new', 1)!;
    expect(JSON.parse(sent.get('variants') as string)).toEqual([{ ...CHOKER_SENT, stock: 4 }]);
    for (const retired of ['price', 'stock', 'sizes', 'mrp']) expect(sent.has(retired)).toBe(false);
    expect(sent.get('category')).toBe(rings._id);
    expect(sent.get('isActive')).toBe('true');
    expect((sent.get('images') as File).name).toBe('choker.jpg');
    await screen.findByRole('rowheader', { name: /Kundan Choker/ });
    await waitFor(() => expect(screen.queryByRole('form', { name: 'New product' })).toBeNull());
    expect(history.location.search).toBe('?section=products');
  });

  it('refuses a file that is not an image before sending anything', async () => {
    stubAdminApi({ ...base, [LIST]: { body: productList([]) } });
    signInAs('ADMIN');
    renderApp('/admin/dashboard?section=products&id=new');
    const form = await screen.findByRole('form', { name: 'New product' });
    const svg = new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' });
    fireEvent.change(field(form, /Add photos/), { target: { files: [svg] } });
    expect(
      within(form).getByText('logo.svg: Choose a JPEG, PNG, WebP or AVIF image.'),
    ).toBeTruthy();
  });

  it('edits a product: photos reorder and go, the stock changes, and it can be hidden', async () => {
    const path = `/api/product/update/${choker._id}`;
    const fetchMock = stubAdminApi({
      ...base,
      [LIST]: { body: productList([choker]) },
      [`GET /api/product/get/${choker._id}`]: { body: { product: choker } },
      [`PUT ${path}`]: { body: { product: { ...choker, stock: 9 }, message: 'saved' } },
    });
    signInAs('ADMIN');
    renderApp('/admin/dashboard?section=products');
    await screen.findByRole('rowheader', { name: /Kundan Choker/ });
    fireEvent.click(screen.getByRole('button', { name: 'Edit Kundan Choker Necklace' }));
    const form = await screen.findByRole('form', { name: 'Edit Kundan Choker Necklace' });
    expect((field(form, 'Price (₹) for the piece') as HTMLInputElement).value).toBe('125000');

    fireEvent.click(within(form).getByRole('button', { name: 'Move photo 2 earlier' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Remove photo 2' }));
    fireEvent.change(field(form, 'Stock for the piece'), { target: { value: '9' } });
    fireEvent.click(within(form).getByRole('checkbox', { name: 'On sale in the shop' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Save product' }));

    expect(await screen.findByText('Kundan Choker Necklace saved')).toBeTruthy();
    const sent = formSent(fetchMock, 'PUT', path)!;
    expect(sent.get('imageOrder')).toBe('image-2');
    expect(JSON.parse(sent.get('variants') as string)).toEqual([
      { _id: DEFAULT_VARIANT_ID, ...CHOKER_SENT, stock: 9 },
    ]);
    expect(sent.has('stock')).toBe(false);
    expect(sent.get('isActive')).toBe('false');
  });

  it('deletes only after confirmation, shows the server’s word, and falls back to Delete failed', async () => {
    let products = [choker, hidden];
    let refuse = true;
    const path = `/api/product/delete/${hidden._id}`;
    const fetchMock = stubAdminApi({
      ...base,
      [LIST]: () => ({ body: productList(products) }),
      [`DELETE ${path}`]: () => {
        if (refuse) return { status: 500, body: {} };
        products = [choker];
        return { body: { message: 'Polki Jhumkas deleted' } };
      },
    });
    signInAs('MANAGER');
    renderApp('/admin/dashboard?section=products');
    await screen.findByRole('rowheader', { name: /Polki Jhumkas/ });

    fireEvent.click(screen.getByRole('button', { name: 'Delete Polki Jhumkas' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Polki Jhumkas?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requestsTo(fetchMock, `DELETE ${path}`)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Delete Polki Jhumkas' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Delete failed')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getAllByText('Delete failed')).toHaveLength(1);

    refuse = false;
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Polki Jhumkas deleted')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: /Polki/ })).toBeNull());
  });
});
