import { auth, verifiedCustomer } from './support/api.ts';
import { hold, pieceWithSizesAndPhotos } from './support/catalogue.ts';
import { expect, storeSession, test } from './support/fixtures.ts';

/**
 * A server-rendered page's app starts after the page has loaded or at the first touch (web/src/boot.ts);
 * what the visitor presses, types or chooses before it runs is not lost (web/src/kept-input.ts). A
 * press counts from the page's own script on, which runs before DOMContentLoaded (a module script);
 * typing and choices count from the first moment.
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
  await page.waitForLoadState('domcontentloaded');
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

for (const before of ['the page’s script', 'the app'] as const) {
  test(`words typed and a sort chosen before ${before} has started are the ones the app uses`, async ({
    page,
  }) => {
    const releaseApp = await hold(page, /\/assets\/app-[^/]+\.js$/);
    const releaseEntry =
      before === 'the app' ? () => {} : await hold(page, /\/assets\/index-[^/]+\.js$/);
    await page.goto('/products', { waitUntil: 'commit' });
    if (before === 'the app') await page.waitForLoadState('domcontentloaded');
    const search = page.getByRole('searchbox', { name: 'Search jewellery' });
    await search.fill('ring');
    await page.getByLabel('Sort by').selectOption({ label: 'Price: low to high' });
    expect(await page.evaluate(() => document.documentElement.dataset.interactive)).toBeUndefined();

    releaseEntry();
    releaseApp();
    // The sort shown is the sort applied, and Enter sends the words in the box, not the server's.
    await expect(page).toHaveURL('/products?sort=price_asc');
    await search.press('Enter');
    await expect(page).toHaveURL('/products?search=ring&sort=price_asc');
    await expect(search).toHaveValue('ring');
  });
}

test('a size chosen before the page’s script has run and Add to cart tapped before the app has started put that size in the cart', async ({
  page,
  request,
}) => {
  const customer = await verifiedCustomer(request, 'Kavya Menon');
  const piece = await pieceWithSizesAndPhotos(request);
  const [, chosen] = piece.variants as { _id: string; options: { size: string } }[];
  await storeSession(page, { ...customer.user, role: 'USER' }, customer.token);

  const releaseApp = await hold(page, /\/assets\/app-[^/]+\.js$/);
  const releaseEntry = await hold(page, /\/assets\/index-[^/]+\.js$/);
  await page.goto(`/products/${piece.slug}`, { waitUntil: 'commit' });
  const sizes = page.getByRole('radiogroup', { name: 'Size' });
  await sizes
    .locator('label')
    .filter({ hasText: new RegExp(`^${chosen!.options.size}$`) })
    .click();
  releaseEntry();
  await page.waitForLoadState('domcontentloaded');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  releaseApp();

  await expect(page).toHaveURL(new RegExp(`variant=${chosen!._id}`));
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  const cart = await request.get('/api/cart/get', { headers: auth(customer.token) });
  const { items } = (await cart.json()) as {
    items: { variant: { _id: string }; quantity: number }[];
  };
  expect(items.map((item) => [item.variant._id, item.quantity])).toEqual([[chosen!._id, 1]]);
});

test('the app’s code is fetched only after the piece’s photo, the largest thing on the page, is drawn', async ({
  page,
  request,
}) => {
  const piece = await pieceWithSizesAndPhotos(request);
  await page.addInitScript(() => {
    const painted: string[] = [];
    Object.assign(window, { painted });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element })[])
        painted.push(`${entry.startTime} ${entry.element?.tagName}`);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto(`/products/${piece.slug}`);
  await expect
    .poll(() => page.evaluate(() => document.documentElement.dataset.interactive))
    .toBe('true');
  const { photoDrawn, appFetched } = await page.evaluate(() => {
    const painted = (window as unknown as { painted: string[] }).painted;
    const photo = painted.find((entry) => entry.endsWith(' IMG'));
    const app = performance
      .getEntriesByType('resource')
      .find((entry) => /\/assets\/app-[^/]+\.js$/.test(entry.name));
    return { photoDrawn: photo ? Number.parseFloat(photo) : null, appFetched: app?.startTime };
  });
  expect(photoDrawn).not.toBeNull();
  expect(appFetched).toBeGreaterThan(photoDrawn!);
});

test('Back taken before a reloaded page’s app has started shows the page Back goes to', async ({
  page,
}) => {
  await page.goto('/products');
  const first = page.getByRole('article').getByRole('link').first();
  const name = (await first.textContent()) ?? '';
  await first.click();
  const heading = page.getByRole('heading', { level: 1, name });
  await expect(heading).toBeVisible();

  // The reloaded piece's page is the server's; its app is held, so nothing answers Back but the page.
  const release = await hold(page, /\/assets\/app-[^/]+\.js$/);
  await page.reload({ waitUntil: 'commit' });
  await page.waitForLoadState('domcontentloaded');
  await expect(heading).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL('/products');
  await expect(heading).toBeHidden();
  await expect(page.getByRole('article').getByRole('link', { name })).toBeVisible();
  release();
});
