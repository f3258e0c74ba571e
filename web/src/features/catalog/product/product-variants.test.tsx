import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProductVariant } from '#contract/catalog.ts';
import { sentTo } from '#web/app/testing/account-fixtures.ts';
import { renderApp, signInAs, stubApi } from '#web/app/testing/render-app.tsx';
import { isolateEachTest } from '#web/lib/testing/test-lifecycle.ts';
import { makeImage, makeProduct } from '../testing/catalog-fixtures.tsx';
import { makeVariant, metalBreakdown } from '../testing/variant-fixtures.ts';

const YELLOW_16 = '0195f0a0-0000-7000-8000-0000000000c1';
const ROSE_16 = '0195f0a0-0000-7000-8000-0000000000c3';
const ROSE_18 = '0195f0a0-0000-7000-8000-0000000000c4';
const WHITE_16 = '0195f0a0-0000-7000-8000-0000000000c5';

function chainVariant(_id: string, metal: string, length: string, rest: Partial<ProductVariant>) {
  return makeVariant({ _id, sku: `KJ-CH-${_id.slice(-2)}`, options: { metal, length }, ...rest });
}

const breakdown = metalBreakdown({
  metal: 'Gold',
  purity: '22K',
  ratePerGram: 650_000,
  netWeightGrams: 4.25,
  makingCharge: 331_500,
  stoneCharges: 150_000,
});
const chain = makeProduct({
  _id: '0195f0a0-0000-7000-8000-0000000000cc',
  name: 'Rope Chain',
  slug: 'rope-chain',
  mrp: 0,
  images: [makeImage(1, { alt: 'Chain on a stand' })],
  variants: [
    chainVariant(YELLOW_16, 'Yellow Gold', '16 in', {
      pricing: 'metal_rate',
      price: breakdown.total,
      priceBreakdown: breakdown,
    }),
    chainVariant('0195f0a0-0000-7000-8000-0000000000c2', 'Yellow Gold', '18 in', {
      price: 3_900_000,
    }),
    chainVariant(ROSE_16, 'Rose Gold', '16 in', {
      price: 3_500_000,
      stock: 2,
      images: [makeImage(3, { alt: 'Rose gold chain' })],
    }),
    chainVariant(ROSE_18, 'Rose Gold', '18 in', { price: 3_800_000, stock: 0 }),
    chainVariant(WHITE_16, 'White Gold', '16 in', { pricing: 'metal_rate', price: null }),
  ],
  defaultVariantId: YELLOW_16,
});

async function openChain(search = '') {
  const fetchMock = stubApi({
    '/api/product/get/rope-chain': { body: { product: chain } },
    [`/api/product/reviews/${chain._id}`]: {
      body: { reviews: [], averageRating: 0, reviewCount: 0 },
    },
    '/api/product/similar': { body: { similarProducts: [] } },
  });
  const view = renderApp(`/products/rope-chain${search}`);
  await screen.findByRole('heading', { level: 1, name: 'Rope Chain' }, { timeout: 5000 });
  return { fetchMock, ...view };
}

const radio = (name: string) => screen.getByRole<HTMLInputElement>('radio', { name });
const isMarkedUnavailable = (name: string) => radio(name).getAttribute('aria-disabled') === 'true';
const shownPrice = () =>
  screen.getByText('Price', { selector: '.sr-only' }).parentElement?.textContent;
const breakdownPanel = () => screen.getByRole('region', { name: 'Price breakdown' });

describe('product page, choosing a variant', () => {
  isolateEachTest();

  it('opens on the default variant with its price and its metal-rate price breakdown', async () => {
    await openChain();
    expect(screen.getByRole('radiogroup', { name: 'Metal' })).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: 'Length' })).toBeTruthy();
    expect(radio('Yellow Gold').checked).toBe(true);
    expect(radio('16 in').checked).toBe(true);
    expect(shownPrice()).toBe('Price ₹33,413');
    const panel = within(breakdownPanel());
    expect(panel.getByText('Gold 22K rate').nextSibling?.textContent).toBe('₹6,500/g');
    expect(panel.getByText('Net weight').nextSibling?.textContent).toBe('4.25 g');
    expect(panel.getByText('Stone charges').nextSibling?.textContent).toBe('₹1,500');
    expect(panel.getByText('Total').nextSibling?.textContent).toBe('₹33,413');
  });

  it('choosing a metal shows its price, stock and photos, and replaces ?variant= in the URL', async () => {
    const { history } = await openChain();
    fireEvent.click(radio('Rose Gold'));
    await waitFor(() => expect(history.location.search).toBe(`?variant=${ROSE_16}`));
    expect(history.action).toBe('REPLACE');
    expect(shownPrice()).toBe('Price ₹35,000');
    expect(screen.getByText('Only 2 left')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enlarge photo: Rose gold chain' })).toBeTruthy();
    expect(within(breakdownPanel()).getByText('Total').nextSibling?.textContent).toBe('₹35,000');
  });

  it('marks the values that make no piece to buy with the other choices, yet shows them when chosen', async () => {
    const { history } = await openChain();
    expect(isMarkedUnavailable('18 in')).toBe(false);
    expect(isMarkedUnavailable('White Gold')).toBe(true);
    fireEvent.click(radio('Rose Gold'));
    await waitFor(() => expect(isMarkedUnavailable('18 in')).toBe(true));
    expect(isMarkedUnavailable('16 in')).toBe(false);
    expect(isMarkedUnavailable('Yellow Gold')).toBe(false);

    fireEvent.click(radio('18 in'));
    await waitFor(() => expect(history.location.search).toBe(`?variant=${ROSE_18}`));
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Out of stock' });
    expect(button.disabled).toBe(true);

    // There is no White Gold 18 in: choosing White Gold moves to the length it comes in.
    fireEvent.click(radio('White Gold'));
    await waitFor(() => expect(history.location.search).toBe(`?variant=${WHITE_16}`));
    expect(radio('16 in').checked).toBe(true);
  });

  it('a variant without a price says Price on request and cannot be added', async () => {
    await openChain(`?variant=${WHITE_16}`);
    expect(radio('White Gold').checked).toBe(true);
    expect(screen.getByText('Price on request')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Add to cart' }).disabled).toBe(
      true,
    );
    expect(screen.queryByRole('region', { name: 'Price breakdown' })).toBeNull();
  });

  it('starts from the variant in the URL and adds that variant to the cart', async () => {
    signInAs('USER');
    const { fetchMock } = await openChain(`?variant=${ROSE_16}`);
    expect(radio('Rose Gold').checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() =>
      expect(sentTo(fetchMock, '/api/cart/create')).toEqual([
        { productId: chain._id, variantId: ROSE_16, qty: 1 },
      ]),
    );
  });
});
