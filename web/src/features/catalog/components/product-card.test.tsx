import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Product } from '#contract/catalog.ts';
import { makeProduct, renderInShop } from '../testing/catalog-fixtures.tsx';
import { makeVariant } from '../testing/variant-fixtures.ts';
import { ProductCard } from './product-card.tsx';

function renderCard(overrides: Partial<Product> = {}, isPriority = false) {
  const product = makeProduct(overrides);
  renderInShop(<ProductCard product={product} isPriority={isPriority} />);
  return product;
}

const card = () => screen.getByRole('article');

describe('product card', () => {
  afterEach(cleanup);

  it('links its name to the product by slug and draws the photo from its renditions', () => {
    renderCard();
    const link = screen.getByRole('link', { name: 'Kundan Choker Necklace' });
    expect(link.getAttribute('href')).toBe('/products/kundan-choker-necklace');
    const image = screen.getByRole('img', { name: 'Photo 1 of the piece' });
    expect(image.getAttribute('srcset')).toBe(
      '/uploads/products/img-1-320.webp 320w, /uploads/products/img-1-640.webp 640w, /uploads/products/img-1-1200.webp 1200w',
    );
    expect(image.getAttribute('sizes')).toBeTruthy();
    expect(image.getAttribute('width')).toBe('640');
    expect(image.getAttribute('height')).toBe('640');
    expect(image.getAttribute('loading')).toBe('lazy');
  });

  it('above the fold, loads the photo at once', () => {
    renderCard({}, true);
    expect(screen.getByRole('img', { name: 'Photo 1 of the piece' }).getAttribute('loading')).toBe(
      'eager',
    );
  });

  it('when the MRP is higher, strikes it through beside the price and shows the % off', () => {
    renderCard({ price: 10_000_000, mrp: 12_500_000 });
    expect(card().textContent).toContain('₹1,00,000');
    const mrp = card().querySelector('s');
    expect(mrp?.textContent).toBe('MRP ₹1,25,000');
    expect(screen.getByText('20% off')).toBeTruthy();
  });

  it('when the price is the MRP, shows the price alone', () => {
    renderCard({ price: 12_500_000, mrp: 12_500_000 });
    expect(card().querySelector('s')).toBeNull();
    expect(screen.queryByText(/% off/)).toBeNull();
  });

  it('with plenty in stock says nothing about stock; with few left says how many', () => {
    renderCard({ stock: 12, stockState: 'in_stock' });
    expect(screen.queryByText(/left|Out of stock/)).toBeNull();
    cleanup();
    renderCard({ stock: 2, stockState: 'low_stock' });
    expect(screen.getByText('Only 2 left')).toBeTruthy();
  });

  it('when sold out, says so and marks the photo', () => {
    renderCard({ stock: 0, stockState: 'out_of_stock' });
    expect(screen.getByText('Out of stock')).toBeTruthy();
    expect(screen.getByText('Sold out')).toBeTruthy();
  });

  it('shows the rating with its number of reviews, and no stars before the first review', () => {
    renderCard({ averageRating: 4.5, reviewCount: 12 });
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5, 12 reviews' })).toBeTruthy();
    cleanup();
    renderCard({ averageRating: 0, reviewCount: 0 });
    expect(screen.queryByRole('img', { name: /Rated/ })).toBeNull();
  });

  it('when its variants cost differently, shows the lowest as "from" it, with no saving claimed', () => {
    renderCard({
      mrp: 20_000_000,
      variants: [
        makeVariant({ _id: 'v-small', price: 9_500_000 }),
        makeVariant({ _id: 'v-large', price: 14_000_000 }),
      ],
    });
    expect(card().textContent).toContain('Price from ₹95,000');
    expect(card().querySelector('s')).toBeNull();
    expect(screen.queryByText(/% off/)).toBeNull();
  });

  it('while no variant can be priced (its metal has no rate yet), says Price on request', () => {
    renderCard({ variants: [makeVariant({ pricing: 'metal_rate', price: null })] });
    expect(screen.getByText('Price on request')).toBeTruthy();
    expect(card().textContent).not.toContain('₹');
  });

  it('without a photo, shows a placeholder named after the piece', () => {
    renderCard({ images: [] });
    expect(screen.getByRole('img', { name: 'Kundan Choker Necklace (no photo yet)' })).toBeTruthy();
  });
});
