import type { APIRequestContext, Page } from '@playwright/test';

type Listed = { _id: string };
export type ListedPiece = Listed & {
  slug: string;
  name: string;
  images: Listed[];
  variants: Listed[];
};

/** A demo piece with sizes to choose and more than one photo. */
export async function pieceWithSizesAndPhotos(request: APIRequestContext): Promise<ListedPiece> {
  const response = await request.get('/api/product/get?limit=48&inStock=true');
  const { data } = (await response.json()) as { data: ListedPiece[] };
  const piece = data.find((item) => item.variants.length > 1 && item.images.length > 1);
  if (!piece) throw new Error('the demo catalogue has no piece with sizes and photos');
  return piece;
}

/** Holds the requests matching `pattern` until `release` is called. */
export async function hold(page: Page, pattern: RegExp) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
