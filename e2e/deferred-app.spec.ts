import { auth, verifiedCustomer } from './support/api.ts';
import { hold, pieceWithSizesAndPhotos } from './support/catalogue.ts';
import { expect, storeSession, test } from './support/fixtures.ts';

/**
 * A server-rendered page's app starts after the page has loaded or at the first touch (web/src/boot.ts);
 * what the visitor presses before it runs is not lost.
 */
test('a tap on Add to cart before the app has started is kept, and done once when it starts', async ({
  page,
  request,
}) => {
  const customer = await verifiedCustomer(request, 'Meera Pillai');
  const piece = await pieceWithSizesAndPhotos(request);
  await storeSession(page, { ...customer.user, role: 'USER' }, customer.token);

  // The app's code is held: the page is the server's, its buttons not yet wired.
  const release = await hold(page, /\/assets\/app-[^/]+\.js$/);
  await page.goto(`/products/${piece.slug}`, { waitUntil: 'commit' });
  const add = page.getByRole('button', { name: 'Add to cart' });
  await add.click();
  await add.click(); // pressed again, as on a phone where nothing seemed to happen
  expect(await page.evaluate(() => document.documentElement.dataset.interactive)).toBeUndefined();
  release();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  const cart = await request.get('/api/cart/get', { headers: auth(customer.token) });
  const { items } = (await cart.json()) as { items: { quantity: number }[] };
  expect(items.map((item) => item.quantity)).toEqual([1]);
});

test('a visitor who scrolls the listing before the app has started stays where they were, and the piece they tap opens', async ({
  page,
}) => {
  // The app's code is held while the visitor scrolls down the server's page.
  const release = await hold(page, /\/assets\/app-[^/]+\.js$/);
  await page.goto('/products', { waitUntil: 'commit' });
  const last = page.getByRole('article').getByRole('link').last();
  const name = (await last.textContent()) ?? '';
  await last.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);

  release();
  await expect
    .poll(() => page.evaluate(() => document.documentElement.dataset.interactive))
    .toBe('true');
  // Hydration does not throw the visitor back to the top (and a tap there onto another piece).
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

  await last.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  // A new page in the app still opens at its top, and Back returns to the place in the listing.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(last).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
});
