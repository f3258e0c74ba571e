import { expectNoSeriousViolations, MARKUP_ONLY } from './support/axe.ts';
import { allowConsoleErrors, expect, test } from './support/fixtures.ts';

test.describe('storefront shell', () => {
  test('the home page renders the brand, header and footer without console errors', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(/Kanak Jewels/);
    await expect(page.getByRole('contentinfo').getByText('Established 2002')).toBeVisible();
  });

  test('header links go where SPEC §2 says', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [name, path] of [
      ['Shop', '/products'],
      ['About', '/about'],
      ['Contact', '/contact'],
      ['Home', '/'],
    ] as const) {
      await nav.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(path);
    }
    await page.getByRole('link', { name: 'Search products' }).click();
    await expect(page).toHaveURL('/products');
    await page.getByRole('link', { name: 'Wishlist' }).click();
    await expect(page).toHaveURL('/login');
  });

  test('footer columns link to the pages of SPEC §2, with the social and chat links from /api/config', async ({
    page,
  }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const expected: Record<string, string[]> = {
      Collections: ['/products', '/products?type=bestseller'],
      'Our Story': ['/about', '/photo'],
      Help: ['/faqs', '/contact'],
      Policies: ['/privacy-policy', '/terms'],
    };
    for (const [heading, hrefs] of Object.entries(expected)) {
      await expect(footer.getByText(heading, { exact: true })).toBeVisible();
      for (const href of hrefs) await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1);
    }
    const config = await (await page.request.get('/api/config')).json();
    await expect(footer.getByRole('link', { name: /Instagram/ })).toHaveAttribute(
      'href',
      config.socialLinks.instagram,
    );
    await expect(footer.getByRole('link', { name: /Facebook/ })).toHaveAttribute(
      'href',
      config.socialLinks.facebook,
    );
    await expect(page.getByRole('link', { name: /Chat with us/ })).toHaveAttribute(
      'href',
      config.chatLink,
    );

    await footer.locator('a[href="/products?type=bestseller"]').click();
    await expect(page).toHaveURL('/products?type=bestseller');
  });

  test('the theme choice survives a reload under the keys darkMode and theme', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Dark mode' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    expect(
      await page.evaluate(() => [localStorage.getItem('darkMode'), localStorage.getItem('theme')]),
    ).toEqual(['true', 'dark']);
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(page.getByRole('button', { name: 'Dark mode' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  test('a login-only route sends a signed-out visitor to /login', async ({ page }) => {
    for (const path of ['/my-profile', '/cart', '/checkout', '/order/123']) {
      await page.goto(path);
      await expect(page).toHaveURL('/login');
    }
  });

  test('an unknown path shows the not-found page', async ({ page, consoleErrors }) => {
    const response = await page.goto('/no/such/jewel');
    expect(response?.status()).toBe(404);
    allowConsoleErrors(consoleErrors, /status of 404/);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL('/');
  });

  test('admin routes exist only for ADMIN or MANAGER', async ({ page }) => {
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  test('the scroll-to-top button appears only past 300 px and brings the visitor back up', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Scroll to top' });
    await page.evaluate(() => window.scrollTo(0, 250));
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 700));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('a page loads lazily, showing the fallback text Loading... until its code arrives', async ({
    page,
  }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // The contact page is rendered by the browser (server-rendered pages arrive whole).
    await page.route(/\/assets\/contact-page-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/contact', { waitUntil: 'commit' });
    await expect(page.getByText('Loading...')).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    release();
    await expect(page.getByText('Loading...')).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test(
    'axe finds no serious or critical violation on the home page, light or dark',
    MARKUP_ONLY,
    async ({ page }) => {
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme });
        await page.goto('/');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoSeriousViolations(page, `/ (${colorScheme})`);
      }
    },
  );
});
