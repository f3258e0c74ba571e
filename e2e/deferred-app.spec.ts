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
