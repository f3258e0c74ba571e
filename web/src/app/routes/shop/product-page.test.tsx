import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getSession } from '#web/lib/session.ts';
import {
  makeImage,
  makeProduct,
  makeReview,
} from '#web/features/catalog/testing/catalog-fixtures.tsx';
import { makeVariant } from '#web/features/catalog/testing/variant-fixtures.ts';
import { sentTo } from '../../testing/account-fixtures.ts';
import { renderApp, signInAs, stubApi } from '../../testing/render-app.tsx';
import { isolateEachTest } from '#web/lib/testing/test-lifecycle.ts';

const SIZE_10 = '0195f0a0-0000-7000-8000-0000000000b1';
const SIZE_12 = '0195f0a0-0000-7000-8000-0000000000b2';
const sized = (_id: string, size: string, stock: number) =>
  makeVariant({ _id, sku: `KJ-RG-${size}`, options: { size }, price: 8_000_000, stock });
const ring = makeProduct({
  _id: '0195f0a0-0000-7000-8000-0000000000aa',
  name: 'Solitaire Diamond Ring',
  slug: 'solitaire-diamond-ring',
  price: 8_000_000,
  mrp: 10_000_000,
  stock: 2,
  stockState: 'low_stock',
  metal: 'White Gold',
  purity: '18K',
  weightGrams: 3.2,
  gemstone: 'Diamond',
  variants: [
    sized(SIZE_10, '10', 2),
    sized(SIZE_12, '12', 3),
    sized('0195f0a0-0000-7000-8000-0000000000b3', '14', 0),
  ],
  images: [makeImage(1, { alt: 'Ring from the front' }), makeImage(2, { alt: 'Ring on a hand' })],
});
const reviews = { reviews: [], averageRating: 0, reviewCount: 0 };

function stubProduct(routes: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    '/api/product/get/solitaire-diamond-ring': { body: { product: ring } },
    [`/api/product/reviews/${ring._id}`]: { body: reviews },
    '/api/product/similar': { body: { similarProducts: [] } },
    ...routes,
  });
}

/** What the server answers to a revoked or forged token. */
const refused = {
  status: 401,
  body: { message: 'Invalid token, please login again', code: 'UNAUTHORIZED' },
};

async function openRing() {
  const view = renderApp('/products/solitaire-diamond-ring');
  await screen.findByRole(
    'heading',
    { level: 1, name: 'Solitaire Diamond Ring' },
    { timeout: 5000 },
  );
  return view;
}

describe('product page', () => {
  isolateEachTest();

  it('shows the price with the MRP and saving, the facts, the stock left and the title', async () => {
    stubProduct();
    await openRing();
    expect(screen.getByText('You save ₹20,000')).toBeTruthy();
    expect(screen.getByText('20% off')).toBeTruthy();
    expect(screen.getByText('Only 2 left')).toBeTruthy();
    for (const fact of ['White Gold', '18K', '3.2 g', 'Diamond'])
      expect(screen.getByText(fact)).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: 'Size' })).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('radio', { name: '10' }).checked).toBe(true);
    await waitFor(() => expect(document.title).toBe('Solitaire Diamond Ring · Kanak Jewels'));
  });

  it('tells a signed-out visitor Go to login! and sends them to log in and back to the size chosen', async () => {
    stubProduct();
    const { history } = await openRing();
    fireEvent.click(screen.getByRole('radio', { name: '12' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(history.location.pathname).toBe('/login'));
    expect(history.location.state).toEqual({
      from: {
        pathname: '/products/solitaire-diamond-ring',
        search: `?variant=${SIZE_12}`,
        hash: '',
      },
    });
    expect(await screen.findByText('Go to login!')).toBeTruthy();
  });

  it('signed out, Add to wishlist says Go to login! and goes to log in, to come back here', async () => {
    const fetchMock = stubProduct();
    const { history } = await openRing();
    fireEvent.click(screen.getByRole('button', { name: 'Add to wishlist' }));
    expect(await screen.findByText('Go to login!')).toBeTruthy();
    expect(history.location).toMatchObject({
      pathname: '/login',
      state: { from: { pathname: '/products/solitaire-diamond-ring', search: '', hash: '' } },
    });
    expect(sentTo(fetchMock, '/api/wishlist/create')).toEqual([]);
  });

  it('when the server no longer accepts the session, adding to the cart signs out, says Go to login! and goes to log in', async () => {
    stubProduct({ '/api/cart/create': refused });
    signInAs('USER');
    const { history } = await openRing();
    fireEvent.click(screen.getByRole('radio', { name: '12' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeTruthy();
    expect(history.location.state).toEqual({
      from: {
        pathname: '/products/solitaire-diamond-ring',
        search: `?variant=${SIZE_12}`,
        hash: '',
      },
    });
    expect(screen.getByText('Go to login!')).toBeTruthy();
    expect(getSession().isSignedIn).toBe(false);
  });

  it('when the server no longer accepts the session, posting a review signs out and goes to log in', async () => {
    stubProduct({ [`/api/product/review/${ring._id}`]: refused });
    signInAs('USER');
    const { history } = await openRing();
    const form = await screen.findByRole('form', { name: 'Write a review' });
    fireEvent.click(within(form).getByRole('radio', { name: '5 stars, Excellent' }));
    fireEvent.change(within(form).getByLabelText('Your review'), {
      target: { value: 'Sparkles beautifully' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Post review' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeTruthy();
    expect(history.location.state).toMatchObject({
      from: { pathname: '/products/solitaire-diamond-ring' },
    });
    expect(screen.getByText('Go to login!')).toBeTruthy();
    expect(getSession().token).toBeNull();
  });

  it('signed in, adds the chosen quantity to the cart and shows the refusal the server gives', async () => {
    const fetchMock = stubProduct();
    signInAs('USER');
    await openRing();
    fireEvent.click(screen.getByRole('radio', { name: '12' }));
    fireEvent.click(screen.getByRole('button', { name: 'More' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() =>
      expect(sentTo(fetchMock, '/api/cart/create')).toEqual([
        { productId: ring._id, variantId: SIZE_12, qty: 2 },
      ]),
    );
    expect(await screen.findByText('Not found')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add to wishlist' }));
    await waitFor(() =>
      expect(sentTo(fetchMock, '/api/wishlist/create')).toEqual([
        { productId: ring._id, variantId: SIZE_12 },
      ]),
    );
  });

  it('switches photos from the thumbnails and enlarges them in a dialog that hands focus back', async () => {
    stubProduct();
    await openRing();
    const enlarge = screen.getByRole('button', { name: 'Enlarge photo: Ring from the front' });
    fireEvent.click(screen.getByRole('button', { name: 'Show photo 2 of 2' }));
    expect(screen.getByRole('button', { name: 'Enlarge photo: Ring on a hand' })).toBe(enlarge);
    enlarge.focus();
    fireEvent.click(enlarge);
    const dialog = screen.getByRole('dialog', { name: 'Photos of Solitaire Diamond Ring' });
    expect(within(dialog).getByText('Photo 2 of 2')).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    expect(within(dialog).getByText('Photo 1 of 2')).toBeTruthy();
    const zoom = within(dialog).getByRole('button', { name: 'Zoom' });
    fireEvent.click(zoom);
    expect(zoom.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(enlarge);
  });

  it('for an unknown piece, says so kindly and leads back to the collection', async () => {
    stubApi();
    renderApp('/products/no-such-piece');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We could not find this piece' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the collection' }).getAttribute('href')).toBe(
      '/products',
    );
  });

  it('opens with the latest five reviews; Show all leads to the rest, keeping the size chosen', async () => {
    const seven = Array.from({ length: 7 }, (_, index) =>
      makeReview({
        _id: `review-${index + 1}`,
        productId: ring._id,
        user: { _id: `user-${index + 1}`, name: `Customer ${index + 1}`, avatar: null },
      }),
    );
    // The piece's answer carries all seven: the section lists them without asking.
    const fetchMock = stubProduct({
      '/api/product/get/solitaire-diamond-ring': {
        body: { product: { ...ring, reviews: seven, averageRating: 5, reviewCount: 7 } },
      },
    });
    const { history } = await openRing();
    fireEvent.click(screen.getByRole('radio', { name: '12' }));
    const shown = () => screen.getAllByRole('article', { name: /^Review by / }).length;
    expect(await screen.findByRole('article', { name: 'Review by Customer 5' })).toBeTruthy();
    expect(shown()).toBe(5);

    fireEvent.click(screen.getByRole('link', { name: 'Show all 7 reviews' }));
    await waitFor(() => expect(shown()).toBe(7));
    expect(history.location).toMatchObject({
      search: `?variant=${SIZE_12}&reviews=all`,
      hash: '#more-reviews',
    });
    expect(document.activeElement).toBe(
      screen.getByRole('article', { name: 'Review by Customer 6' }),
    );
    expect(screen.queryByRole('link', { name: /^Show all/ })).toBeNull();
    expect(sentTo(fetchMock, `/api/product/reviews/${ring._id}`)).toEqual([]);
  });

  it('asks for the reviews list when the piece carries only its latest', async () => {
    const latest = makeReview({ _id: 'review-30', productId: ring._id });
    const all = Array.from({ length: 30 }, (_, index) =>
      makeReview({ _id: `review-${30 - index}`, productId: ring._id }),
    );
    stubProduct({
      '/api/product/get/solitaire-diamond-ring': {
        body: { product: { ...ring, reviews: [latest], averageRating: 4, reviewCount: 30 } },
      },
      [`/api/product/reviews/${ring._id}`]: {
        body: { reviews: all, averageRating: 4, reviewCount: 30 },
      },
    });
    await openRing();
    expect(await screen.findByRole('link', { name: 'Show all 30 reviews' })).toBeTruthy();
  });
});
