import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  makeCategory,
  makeProduct,
  productList,
} from '#web/features/catalog/testing/catalog-fixtures.tsx';
import { renderApp, stubApi } from '../../testing/render-app.tsx';
import { isolateEachTest } from '#web/lib/testing/test-lifecycle.ts';

const section = (name: string) => screen.getByRole('region', { name });

describe('home page', () => {
  isolateEachTest();

  it('shows kinds, collections, bestsellers, new arrivals and testimonials from the API', async () => {
    stubApi({
      '/api/category/get': {
        body: { categories: [makeCategory('Rings')] },
      },
      '/api/jewellery/get': { body: { categories: [makeCategory('Bridal')] } },
      '/api/product/get': { body: productList([makeProduct()]) },
      '/api/testimonials': {
        body: {
          testimonials: [
            {
              _id: 't1',
              name: 'Kavya',
              message: 'My wedding set was perfect.',
              rating: 5,
              location: 'Pune',
              isVerifiedBuyer: true,
              status: 'approved',
              createdAt: '2025-01-01T00:00:00.000Z',
            },
          ],
        },
      },
    });
    renderApp('/');
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    const rings = await screen.findByRole('link', { name: /Rings/ });
    expect(rings.getAttribute('href')).toBe('/products?category=rings');
    expect(screen.getByRole('link', { name: /Bridal/ }).getAttribute('href')).toBe(
      '/products?jewelleryCategory=bridal',
    );
    expect(
      await within(section('Bestsellers')).findByRole('link', { name: 'Kundan Choker Necklace' }),
    ).toBeTruthy();
    expect(within(section('New arrivals')).getByRole('article')).toBeTruthy();
    expect(await screen.findByText('My wedding set was perfect.')).toBeTruthy();
  });

  it('without testimonials (the call fails), leaves that section out', async () => {
    stubApi({ '/api/product/get': { body: productList([makeProduct()]) } });
    renderApp('/');
    await within(await screen.findByRole('region', { name: 'Bestsellers' })).findByRole('article');
    expect(screen.queryByRole('region', { name: 'Loved by our customers' })).toBeNull();
  });
});
