import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { Toaster } from 'sonner';
import { vi } from 'vitest';
import type {
  Category,
  Product,
  ProductDetail,
  ProductImage,
  ProductList,
  Review,
} from '#contract/catalog.ts';
import { createQueryClient } from '#web/lib/query-client.ts';
import { makeVariant, variantSummary } from './variant-fixtures.ts';

const STAMP = '2025-03-01T10:00:00.000Z';

export function makeImage(n = 1, overrides: Partial<ProductImage> = {}): ProductImage {
  const variants = [320, 640, 1200].map((width) => ({
    width,
    height: width,
    url: `/uploads/products/img-${n}-${width}.webp`,
  }));
  return {
    _id: `image-${n}`,
    alt: `Photo ${n} of the piece`,
    url: `/uploads/products/img-${n}-640.webp`,
    width: 640,
    height: 640,
    variants,
    ...overrides,
  };
}

/**
 * A product as the catalogue answers it. Without `variants` it has one variant, with no options, made
 * from its price, stock and SKU; with them, its price, range, stock and sizes follow from them unless
 * given too.
 */
export function makeProduct(overrides: Partial<Product> = {}): ProductDetail {
  const product: ProductDetail = {
    _id: '0195f0a0-0000-7000-8000-000000000001',
    name: 'Kundan Choker Necklace',
    slug: 'kundan-choker-necklace',
    description: 'A 22K gold choker set with kundan stones, finished by hand in our workshop.',
    price: 12_500_000,
    mrp: 12_500_000,
    sku: 'KJ-NK-001',
    stock: 12,
    stockState: 'in_stock',
    variants: [],
    defaultVariantId: '',
    priceRange: null,
    priceBreakdown: null,
    category: { _id: 'cat-necklaces', name: 'Necklaces', slug: 'necklaces' },
    jewelleryCategory: { _id: 'col-bridal', name: 'Bridal', slug: 'bridal' },
    metal: 'Gold',
    purity: '22K',
    weightGrams: 38.5,
    gemstone: 'Kundan',
    sizes: [],
    isActive: true,
    isReturnable: true,
    hsnCode: null,
    images: [makeImage(1)],
    averageRating: 0,
    reviewCount: 0,
    soldCount: 3,
    createdAt: STAMP,
    updatedAt: STAMP,
    reviews: [],
    ...overrides,
  };
  const variants = overrides.variants ?? [
    makeVariant({
      sku: product.sku,
      price: product.price,
      stock: product.stock,
      stockState: product.stockState,
      available: product.isActive && product.stock > 0,
    }),
  ];
  // Whatever the test names wins over what the variants would say.
  return {
    ...product,
    ...variantSummary(variants, overrides.defaultVariantId),
    ...overrides,
    variants,
  };
}

export function makeCategory(name: string, overrides: Partial<Category> = {}): Category {
  const slug = name.toLowerCase().replace(/\s+/g, '-');
  return {
    _id: `cat-${slug}`,
    name,
    slug,
    description: null,
    image: `/uploads/categories/${slug}-640.webp`,
    imageVariants: [
      { width: 320, height: 320, url: `/uploads/categories/${slug}-320.webp` },
      { width: 640, height: 640, url: `/uploads/categories/${slug}-640.webp` },
    ],
    productCount: 8,
    createdAt: STAMP,
    updatedAt: STAMP,
    ...overrides,
  };
}

export function makeReview(overrides: Partial<Review> = {}): Review {
  return {
    _id: 'review-1',
    productId: '0195f0a0-0000-7000-8000-000000000001',
    rating: 5,
    comment: 'Beautiful work, exactly as pictured.',
    user: { _id: 'user-2', name: 'Meera Iyer', avatar: null },
    isVerifiedPurchase: false,
    createdAt: STAMP,
    updatedAt: STAMP,
    ...overrides,
  };
}

export function productList(
  products: Product[],
  totalProducts = products.length,
  page = 1,
): ProductList {
  return { data: products, totalProducts, totalPages: Math.ceil(totalProducts / 12), page };
}

/** Renders a piece of the catalogue with a query client, toasts and a router, at `path`. */
export function renderInShop(ui: ReactNode, path = '/') {
  const queryClient = createQueryClient({ onSessionExpired: () => undefined });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}

type Answer = { status?: number; body: unknown };
type Handler = Answer | ((body: unknown) => Answer | Promise<Answer>);

/**
 * Answers fetch by "METHOD /path" (the query string ignored) like the server would; anything else
 * is a 404. Returns the mock, whose calls show what was sent.
 */
export function stubFetch(routes: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${input.split('?')[0]}`;
    const handler = routes[key];
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const answer = typeof handler === 'function' ? await handler(body) : handler;
    return new Response(
      JSON.stringify(answer?.body ?? { message: 'Not found', code: 'NOT_FOUND' }),
      {
        status: answer ? (answer.status ?? 200) : 404,
        headers: { 'Content-Type': 'application/json' },
      },
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
