import type { Browser, Locator, Page } from '@playwright/test';
import { auth, verifiedCustomer } from './support/api.ts';
import { expectNoSeriousViolations, MARKUP_ONLY } from './support/axe.ts';
import { hold, pieceWithSizesAndPhotos } from './support/catalogue.ts';
import { expect, storeSession, test } from './support/fixtures.ts';

const NARROW = { width: 360, height: 740 };

/** The prices on the cards shown, in rupees, in page order. */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page.getByRole('article').locator('p > span:first-child').allTextContents();
  return texts.map((text) => Number(text.replace(/[^\d.]/g, '')));
}

const hasReactProps = (node: Node) =>
  Object.keys(node).some((key) => key.startsWith('__reactProps$'));

/** React has taken over this server-rendered element (it keeps its props on the node). */
async function isHydrated(element: Locator): Promise<void> {
  await expect.poll(() => element.evaluate(hasReactProps)).toBe(true);
}

/**
 * axe waits on timers, which never fire in a page without JavaScript. It checks a copy instead: the
 * page as shown without JavaScript (each element's display kept, `<noscript>` content in place, no
 * script), opened at the same address in a page with JavaScript on.
 */
async function expectNoSeriousViolationsWithoutScript(browser: Browser, path: string) {
  const viewing = await browser.newContext({ javaScriptEnabled: false, viewport: NARROW });
  const page = await viewing.newPage();
  const url = (await page.goto(path))?.url() ?? path;
  const html = await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('body *'))
      element.style.display = getComputedStyle(element).display;
    for (const script of document.querySelectorAll('script')) script.remove();
    for (const noscript of document.querySelectorAll('noscript'))
      noscript.replaceWith(...noscript.childNodes);
    return `<!doctype html>${document.documentElement.outerHTML}`;
  });
  await viewing.close();
  const checking = await browser.newContext({ viewport: NARROW });
  const copy = await checking.newPage();
  await copy.route(url, (route) => route.fulfill({ contentType: 'text/html', body: html }));
  await copy.goto(url);
  await expectNoSeriousViolations(copy, `${path} without JavaScript`);
  await checking.close();
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: NARROW });

  test('a visitor at 360 px browses the home page, filters and pages the listing, and reads a piece', async ({
    page,
    request,
  }) => {
    const piece = await pieceWithSizesAndPhotos(request);

    await test.step('the home page shows its rows of pieces and its category tiles as links', async () => {
      await page.goto('/');
      const kinds = page.getByRole('region', { name: 'Shop by category' });
      await expect(kinds.getByRole('link', { name: /Necklaces/ })).toHaveAttribute(
        'href',
        '/products?category=necklaces',
      );
      await expect(
        page.getByRole('region', { name: 'Bestsellers' }).getByRole('article'),
      ).toHaveCount(8);
      await expect(
        page.getByRole('region', { name: 'New arrivals' }).getByRole('article').first(),
      ).toBeVisible();
    });

    await test.step('the menu opens without a script and leads to the listing', async () => {
      await page.getByLabel('Navigation menu').locator('visible=true').click();
      await page
        .getByRole('navigation', { name: 'Mobile' })
        .getByRole('link', { name: 'Shop' })
        .click();
      await expect(page).toHaveURL('/products');
    });

    await test.step('the filters are links: a kind, then an order', async () => {
      const filters = page.getByRole('complementary', { name: 'Filters' });
      await filters.locator('summary', { hasText: 'Kind' }).click();
      await filters.getByRole('link', { name: 'Necklaces' }).click();
      await expect(page).toHaveURL('/products?category=necklaces');
      await expect(page.getByRole('heading', { level: 1, name: 'Necklaces' })).toBeVisible();
      await page.locator('summary', { hasText: 'Sort by' }).click();
      await page.getByRole('link', { name: 'Price: low to high' }).click();
      await expect(page).toHaveURL('/products?category=necklaces&sort=price_asc');
      const prices = await cardPrices(page);
      expect(prices.length).toBeGreaterThan(1);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      for (const kind of await page.getByRole('article').locator('p.label-caps').allTextContents())
        expect(kind).toBe('Necklaces');
    });

    await test.step('a search keeps the order; the page links lead on', async () => {
      await page.goto('/products?sort=price_asc');
      await page.getByRole('searchbox', { name: 'Search jewellery' }).fill('gold');
      await page.getByRole('searchbox', { name: 'Search jewellery' }).press('Enter');
      await expect(page).toHaveURL('/products?search=gold&sort=price_asc');
      await expect(page.getByText('Results for “gold”')).toBeVisible();
      await page.goto('/products');
      await page.getByRole('link', { name: 'Page 2' }).click();
      await expect(page).toHaveURL('/products?page=2');
      await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(page.getByRole('article').first()).toBeVisible();
    });

    await test.step('a piece reads whole: name, price, photos, sizes as links, description', async () => {
      await page.goto(`/products/${piece.slug}`);
      await expect(page.getByRole('heading', { level: 1, name: piece.name })).toBeVisible();
      await expect(page.getByText(/^₹[\d,]+$/).first()).toBeVisible();
      await expect(page.getByRole('heading', { name: 'About this piece' })).toBeVisible();
      const photos = page.getByRole('list', { name: 'Photos' });
      await expect(photos.getByRole('link')).toHaveCount(piece.images.length);
      await expect(photos.getByRole('link').first()).toHaveAttribute('href', /\/uploads\//);
      const sizes = page.getByRole('list', { name: 'Size' });
      const other = sizes.locator('a:not([aria-current])').first();
      const size = (await other.textContent()) ?? '';
      await other.click();
      await expect(page).toHaveURL(/\?variant=/);
      await expect(sizes.getByRole('link', { name: size })).toHaveAttribute('aria-current', 'true');
      // Similar pieces are read by the app, so their place is not shown.
      await expect(page.getByRole('heading', { name: 'You may also like' })).toBeHidden();
      // Adding to the cart needs JavaScript: its buttons are left out rather than shown dead.
      await expect(page.getByRole('button', { name: 'Add to cart' })).toBeHidden();
    });
  });
});

test.describe('with JavaScript', () => {
  test('a server-rendered listing hydrates without asking again, then filters and navigates in the browser', async ({
    page,
  }) => {
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
    });
    await page.goto('/products?category=necklaces');
    await isHydrated(page.getByLabel('Sort by'));
    await page.waitForLoadState('networkidle');
    expect(apiCalls, 'API calls for data the page came with').toEqual([]);

    await test.step('a filter is still a history entry', async () => {
      await page.getByLabel('Sort by').selectOption({ label: 'Price: low to high' });
      await expect(page).toHaveURL('/products?category=necklaces&sort=price_asc');
      await page.goBack();
      await expect(page).toHaveURL('/products?category=necklaces');
      await expect(page.getByLabel('Sort by')).toHaveValue('');
    });

    await test.step('opening a piece keeps the listing on screen until its page is ready', async () => {
      await page.evaluate(() => Object.assign(window, { isSameDocument: true }));
      const release = await hold(page, /\/assets\/product-page-[^/]+\.js$/);
      const first = page.getByRole('article').getByRole('link').first();
      const name = (await first.textContent()) ?? '';
      await first.click();
      await expect(page).toHaveURL(/\/products\/[^?]+$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Necklaces' })).toBeVisible();
      await expect(page.getByText('Loading...')).toHaveCount(0);
      release();
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      expect(await page.evaluate(() => 'isSameDocument' in window)).toBe(true);
    });
  });

  test('Back after a reload returns to the place in the listing, though the listing is read again', async ({
    page,
  }) => {
    await page.goto('/products');
    const last = page.getByRole('article').getByRole('link').last();
    const name = (await last.textContent()) ?? '';
    await last.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    await last.click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

    // The reloaded piece's page holds no listing: Back shows 'Loading...' first, shorter than the
    // place to return to, and the listing arrives after it.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const listing = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/product/get',
    );
    await page.goBack();
    await expect(page).toHaveURL('/products');
    await listing;
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
    await expect(last).toBeInViewport();
  });

  test('a signed-in customer sees the header fill in after hydration, without the header moving', async ({
    page,
    request,
  }) => {
    const customer = await verifiedCustomer(request, 'Anika Rao');
    const piece = await pieceWithSizesAndPhotos(request);
    const headers = auth(customer.token);
    await request.post('/api/cart/create', {
      headers,
      data: { productId: piece._id, variantId: piece.variants[0]?._id, qty: 1 },
    });
    await request.post('/api/wishlist/create', { headers, data: { productId: piece._id } });
    await storeSession(page, { ...customer.user, role: 'USER' }, customer.token);

    // Held, the page shows the server's header, as a visitor's; released, it fills in in place.
    const release = await hold(page, /\/assets\/index-[^/]+\.js$/);
    await page.goto('/', { waitUntil: 'commit' });
    const header = page.getByRole('banner');
    const parts = [
      header,
      header.locator('a[href="/cart"]'),
      header.locator('a[href="/wishlist"]'),
    ];
    const boxes = () => Promise.all(parts.map((part) => part.boundingBox()));
    await expect(parts[1]!).toBeVisible();
    const before = await boxes();
    release();
    await expect(header.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Wishlist, 1 item' })).toBeVisible();
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByText('Signed in as')).toBeVisible();
    expect(await boxes()).toEqual(before);
  });
});

test(
  'axe finds no serious or critical violation on the server-rendered pages, with and without JavaScript',
  MARKUP_ONLY,
  async ({ page, request, browser }) => {
    test.setTimeout(180_000);
    const piece = await pieceWithSizesAndPhotos(request);
    for (const path of ['/', '/products', `/products/${piece.slug}`]) {
      await expectNoSeriousViolationsWithoutScript(browser, path);
      await page.goto(path);
      await isHydrated(page.getByRole('link', { name: 'Search products' }));
      await page.waitForLoadState('networkidle');
      await expectNoSeriousViolations(page, path);
    }
  },
);
