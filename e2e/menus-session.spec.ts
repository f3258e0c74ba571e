import { allowConsoleErrors, expect, storeSession, test } from './support/fixtures.ts';

test.describe('menus', () => {
  test('the user menu lists Login and Signup for visitors and closes by itself after 5 s', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/');
    // The page's clock stands still from here, so a slow machine cannot spend part of the 5 s.
    await page.clock.pauseAt(Date.now() + 60_000);
    await page.getByRole('button', { name: 'Account menu' }).click();
    const login = page.getByRole('link', { name: 'Login', exact: true });
    await expect(login).toBeVisible();
    await expect(page.getByRole('link', { name: 'Signup', exact: true })).toBeVisible();
    await page.mouse.move(5, 400);
    await page.clock.runFor(4_000);
    await expect(login).toBeVisible();
    await page.clock.runFor(1_500);
    await expect(login).toBeHidden();
  });

  test('a signed-in MANAGER sees the staff entries of the user menu and the admin dashboard', async ({
    page,
    consoleErrors,
  }) => {
    await page.route(/\/api\/(cart|wishlist)\/get$/, (route) =>
      route.fulfill({ json: { items: [] } }),
    );
    // The stored session is made up: the server would refuse it (401) and the shop would sign out.
    await page.route(/\/api\/dashboard\//, (route) =>
      route.fulfill({
        status: 503,
        json: { message: 'Try again soon', code: 'SERVICE_UNAVAILABLE' },
      }),
    );
    await storeSession(page, {
      _id: 'u1',
      name: 'Meera',
      email: 'meera@example.com',
      role: 'MANAGER',
    });
    await page.goto('/');
    await page.getByRole('button', { name: 'Account menu' }).click();
    for (const name of [
      'Admin Dashboard',
      'My Profile',
      'My Orders',
      'Update Password',
      'Edit Profile',
    ]) {
      await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    await page.getByRole('link', { name: 'Admin Dashboard' }).click();
    await expect(page).toHaveURL('/admin/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Overview' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
    allowConsoleErrors(consoleErrors, /status of 503/);
  });

  test('the mobile menu opens at 360 px wide, navigates and closes', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await page.getByRole('button', { name: 'Navigation menu' }).click();
    const mobileNav = page.getByRole('navigation', { name: 'Mobile' });
    await mobileNav.getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL('/contact');
    await expect(mobileNav).toBeHidden();
  });
});

test.describe('session', () => {
  test('a 401 "Token expired, please login again" clears the session and goes to /', async ({
    page,
    consoleErrors,
  }) => {
    await page.route(/\/api\/((cart|wishlist)\/get|user\/me)$/, (route) =>
      route.fulfill({
        status: 401,
        json: { message: 'Token expired, please login again', code: 'TOKEN_EXPIRED' },
      }),
    );
    await storeSession(page, { _id: 'u2', name: 'Ravi', email: 'ravi@example.com', role: 'USER' });
    await page.goto('/my-profile');
    await expect(page).toHaveURL('/');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    allowConsoleErrors(consoleErrors, /status of 401/);
  });

  test('any other 401 to a call that sent the token clears the session too, and a login-only page goes to /login', async ({
    page,
    consoleErrors,
  }) => {
    await storeSession(page, { _id: 'u3', name: 'Ravi', email: 'ravi@example.com', role: 'USER' });
    // The made-up token meets the real server, which answers 401 "Invalid token, please login again".
    await page.goto('/my-orders');
    await expect(page).toHaveURL('/login');
    await expect(page.getByText('Go to login!')).toBeVisible();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    allowConsoleErrors(consoleErrors, /status of 401/);
  });
});
