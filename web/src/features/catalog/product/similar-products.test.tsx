import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sentTo } from '#web/app/testing/account-fixtures.ts';
import { renderApp, stubApi } from '#web/app/testing/render-app.tsx';
import { isolateEachTest } from '#web/lib/testing/test-lifecycle.ts';
import { makeProduct } from '../testing/catalog-fixtures.tsx';

const ring = makeProduct({ name: 'Solitaire Ring', slug: 'solitaire-ring' });
const jhumka = makeProduct({ name: 'Temple Jhumka', slug: 'temple-jhumka' });

function stubRing(similarProducts: unknown[]) {
  return stubApi({
    '/api/product/get/solitaire-ring': { body: { product: ring } },
    [`/api/product/reviews/${ring._id}`]: {
      body: { reviews: [], averageRating: 0, reviewCount: 0 },
    },
    '/api/product/similar': { body: { similarProducts } },
  });
}

describe('similar pieces on the product page', () => {
  isolateEachTest();

  it('are read once the visitor nears them, as cards that lead to each piece', async () => {
    const fetchMock = stubRing([jhumka]);
    renderApp('/products/solitaire-ring');
    const similar = await screen.findByRole('region', { name: 'You may also like' });
    const card = await within(similar).findByRole('link', { name: 'Temple Jhumka' });
    expect(card.getAttribute('href')).toBe('/products/temple-jhumka');
    expect(sentTo(fetchMock, '/api/product/similar')).toHaveLength(1);
  });

  it('leave no heading behind when there are none', async () => {
    const fetchMock = stubRing([]);
    renderApp('/products/solitaire-ring');
    await screen.findByRole('heading', { level: 1, name: 'Solitaire Ring' }, { timeout: 5000 });
    await expect.poll(() => sentTo(fetchMock, '/api/product/similar').length).toBe(1);
    await expect.poll(() => screen.queryByText('You may also like')).toBeNull();
  });
});
