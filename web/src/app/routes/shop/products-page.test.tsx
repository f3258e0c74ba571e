import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  makeCategory,
  makeProduct,
  productList,
} from '#web/features/catalog/testing/catalog-fixtures.tsx';
import { renderApp, stubApi } from '../../testing/render-app.tsx';

const kinds = [makeCategory('Rings'), makeCategory('Necklaces')];
const collections = [makeCategory('Bridal'), makeCategory('Diamond')];
const pieces = Array.from({ length: 12 }, (_, i) =>
  makeProduct({ _id: `p${i}`, slug: `piece-${i}`, name: `Piece ${i}` }),
);

function stubCatalogue(list = productList(pieces, 24)) {
  return stubApi({
    '/api/category/get': { body: { categories: kinds } },
    '/api/jewellery/get': { body: { categories: collections } },
    '/api/product/metals': { body: { metals: ['Gold', 'Rose Gold', 'Silver'] } },
    '/api/product/get': { body: list },
  });
}

/** The query strings the listing was asked for, in order. */
function listingQueries(fetchMock: ReturnType<typeof stubApi>): URLSearchParams[] {
  return fetchMock.mock.calls
    .map(([input]) => String(input))
    .filter((input) => input.startsWith('/api/product/get'))
    .map((input) => new URLSearchParams(input.split('?')[1] ?? ''));
}

const lastQuery = (fetchMock: ReturnType<typeof stubApi>) =>
  Object.fromEntries(listingQueries(fetchMock).at(-1) ?? []);

const select = (label: string) => screen.getByLabelText<HTMLSelectElement>(label);

describe('product listing', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('reads its filters and sort from the address and asks the API for exactly those', async () => {
    const fetchMock = stubCatalogue();
    renderApp(
      '/products?category=rings&metal=gold&minPrice=2500000&maxPrice=5000000&inStock=true&sort=price_asc&page=2',
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Rings' }, { timeout: 5000 }),
    ).toBeTruthy();
    await waitFor(() => expect(select('Kind').value).toBe('rings'));
    expect(select('Metal').value).toBe('Gold');
    expect(select('Price').selectedOptions[0]?.textContent).toBe('₹25,000 – ₹50,000');
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'In stock only' }).checked).toBe(
      true,
    );
    expect(select('Sort by').selectedOptions[0]?.textContent).toBe('Price: low to high');
    expect(lastQuery(fetchMock)).toEqual({
      category: 'rings',
      metal: 'gold',
      minPrice: '2500000',
      maxPrice: '5000000',
      inStock: 'true',
      sort: 'price_asc',
      page: '2',
      limit: '12',
      // The grid shows cards: it asks for no more of each piece.
      view: 'card',
    });
    expect(await screen.findByText('24 pieces')).toBeTruthy();
  });

  it('puts a changed filter and sort in the address from page 1, and Back restores the previous choice', async () => {
    const fetchMock = stubCatalogue();
    const { history } = renderApp('/products?page=2');
    await screen.findByText('24 pieces');
    await waitFor(() => expect(select('Kind').options.length).toBe(3));

    fireEvent.change(select('Kind'), { target: { value: 'necklaces' } });
    await waitFor(() => expect(history.location.search).toBe('?category=necklaces'));
    fireEvent.change(select('Sort by'), { target: { value: 'price_desc' } });
    await waitFor(() =>
      expect(history.location.search).toBe('?category=necklaces&sort=price_desc'),
    );
    await waitFor(() =>
      expect(lastQuery(fetchMock)).toMatchObject({ category: 'necklaces', sort: 'price_desc' }),
    );

    act(() => history.navigator.go(-1));
    await waitFor(() => expect(select('Sort by').value).toBe(''));
    expect(select('Kind').value).toBe('necklaces');
    act(() => history.navigator.go(-1));
    await waitFor(() => expect(select('Kind').value).toBe(''));
    expect(history.location.search).toBe('?page=2');
  });

  it('searches from the search box and keeps the words in the address', async () => {
    const fetchMock = stubCatalogue();
    const { history } = renderApp('/products?category=rings');
    const box = await screen.findByRole('searchbox', { name: 'Search jewellery' });
    fireEvent.change(box, { target: { value: 'neckalce' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(history.location.search).toBe('?search=neckalce&category=rings'));
    await waitFor(() => expect(lastQuery(fetchMock)).toMatchObject({ search: 'neckalce' }));
    expect(screen.getByText('“neckalce”')).toBeTruthy();
  });

  it("offers the metals the shop's pieces are made of, keeping a linked one it no longer has", async () => {
    const fetchMock = stubCatalogue();
    renderApp('/products?metal=platinum');
    await waitFor(() =>
      expect([...select('Metal').options].map((option) => option.textContent)).toEqual([
        'All metals',
        'Gold',
        'Rose Gold',
        'Silver',
        'platinum',
      ]),
    );
    expect(select('Metal').value).toBe('platinum');
    fireEvent.change(select('Metal'), { target: { value: 'Rose Gold' } });
    await waitFor(() => expect(lastQuery(fetchMock)).toMatchObject({ metal: 'Rose Gold' }));
  });

  it('with nothing found, offers to clear the filters', async () => {
    stubCatalogue(productList([], 0));
    const { history } = renderApp('/products?metal=platinum&sort=rating');
    expect(
      await screen.findByRole('heading', { name: 'No pieces match your choice' }),
    ).toBeTruthy();
    expect(screen.getByText('0 pieces')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Clear filters' }));
    await waitFor(() => expect(history.location.search).toBe('?sort=rating'));
  });

  it('when the listing fails, says so with a Retry that asks again', async () => {
    let fail = true;
    const fetchMock = stubApi({
      '/api/product/get': () =>
        fail
          ? { status: 500, body: { message: 'Something went wrong', code: 'INTERNAL' } }
          : { body: productList(pieces, 12) },
    });
    renderApp('/products');
    expect(
      await screen.findByRole(
        'heading',
        { name: 'We could not load the collection' },
        { timeout: 4000 },
      ),
    ).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('12 pieces')).toBeTruthy();
    expect(listingQueries(fetchMock).length).toBeGreaterThan(1);
  });

  it('?type=bestseller shows the bestsellers under their own heading', async () => {
    const fetchMock = stubCatalogue();
    renderApp('/products?type=bestseller');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bestsellers' })).toBeTruthy();
    expect(screen.queryByLabelText('Sort by')).toBeNull();
    await waitFor(() => expect(lastQuery(fetchMock)).toMatchObject({ type: 'bestseller' }));
    expect(await screen.findAllByRole('article')).toHaveLength(12);
  });
});
