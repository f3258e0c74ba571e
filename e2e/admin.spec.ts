import sharp from 'sharp';
import { expectNoSeriousViolations, MARKUP_ONLY, WCAG_22_AA } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { apiLogin, auth, E2E_ADMIN, logInOnScreen, verifiedCustomer } from './support/api.ts';
import { customerWithOrder } from './support/orders.ts';

test('an ADMIN ships an order with a delivery date and the customer sees both', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(90_000);
  const { customer, order } = await customerWithOrder(request, 'Nandini Rao');

  await logInOnScreen(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.goto(`/admin/dashboard?section=orders&id=${order._id}`);
  const manager = page.getByRole('region', { name: `Order ${order.orderNumber}` });
  await expect(manager).toBeVisible();
  await manager.getByLabel('Move to').selectOption('Shipped');
  await manager.getByLabel('Expected delivery date').fill('2099-12-24');
  await manager.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(`Order ${order.orderNumber} is Shipped`)).toBeVisible();
  // Shipped cannot go back: the earlier statuses are not offered.
  await expect(
    manager.getByLabel('Move to').locator('option', { hasText: 'Confirmed' }),
  ).toHaveCount(0);

  const customerContext = await browser.newContext();
  const customerPage = await customerContext.newPage();
  await logInOnScreen(customerPage, customer.email, customer.password);
  await customerPage.goto(`/order/${order._id}`);
  await expect(customerPage.getByText('Shipped').first()).toBeVisible();
  await expect(customerPage.getByText(/24 December 2099|24 Dec 2099/).first()).toBeVisible();
  await expect(customerPage.getByRole('button', { name: 'Cancel order' })).toBeHidden();
  await customerContext.close();
});

test('a MANAGER cannot change a role', async ({ page, request }) => {
  const admin = await apiLogin(request, E2E_ADMIN.email, E2E_ADMIN.password);
  const manager = await verifiedCustomer(request, 'Manoj Manager');
  const promoted = await request.put('/api/user/admin/update', {
    headers: auth(admin.token),
    data: { email: manager.email, role: 'MANAGER' },
  });
  expect(promoted.ok()).toBe(true);
  const target = await verifiedCustomer(request, 'Tara Customer');

  await logInOnScreen(page, manager.email, manager.password);
  await page.goto(`/admin/users/${target.user._id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Tara Customer' })).toBeVisible();
  await expect(page.getByLabel('Role', { exact: true })).toBeDisabled();
  // The API refuses too, whatever a client sends.
  const managerSession = await apiLogin(request, manager.email, manager.password);
  const refused = await request.put('/api/user/admin/update', {
    headers: auth(managerSession.token),
    data: { email: target.email, role: 'ADMIN' },
  });
  expect(refused.status()).toBe(403);
});

test('an ADMIN blocks a customer, whose open session stops working at once', async ({
  page,
  request,
  browser,
}) => {
  const customer = await verifiedCustomer(request, 'Vikram Blocked');
  const customerContext = await browser.newContext();
  const customerPage = await customerContext.newPage();
  await logInOnScreen(customerPage, customer.email, customer.password);
  await customerPage.goto('/my-profile');
  await expect(customerPage.getByText(customer.email).first()).toBeVisible();

  await logInOnScreen(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.goto(`/admin/users/${customer.user._id}`);
  await page.getByRole('button', { name: 'Block', exact: true }).click();
  // Wait for the server's answer: the dialog's own words ("until unblocked") match a loose text query.
  const blocked = page.waitForResponse(
    (response) => response.url().endsWith('/status') && response.request().method() === 'PATCH',
  );
  await page.getByRole('dialog').getByRole('button', { name: 'Block', exact: true }).click();
  expect((await blocked).ok()).toBe(true);
  await expect(page.getByText('Blocked', { exact: true }).first()).toBeVisible();

  const me = await request.get('/api/user/me', { headers: auth(customer.token) });
  expect(me.status()).toBe(401);
  // The shop drops the dead session and leaves the signed-in page.
  await customerPage.goto('/my-orders');
  await expect(customerPage).not.toHaveURL(/\/my-orders/);
  await expect.poll(() => customerPage.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await customerContext.close();
});

test('an ADMIN creates a product with photos, and visitors find it in the shop', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const name = `Moonlit Pearl Ring ${Date.now().toString(36)}`;
  // Two real photos made here (nothing downloaded): a warm gold and a pearl white square.
  const photo = (rgb: { r: number; g: number; b: number }) =>
    sharp({ create: { width: 900, height: 900, channels: 3, background: rgb } })
      .jpeg()
      .toBuffer();
  const [gold, pearl] = await Promise.all([
    photo({ r: 212, g: 175, b: 55 }),
    photo({ r: 240, g: 234, b: 214 }),
  ]);

  await logInOnScreen(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.goto('/admin/dashboard?section=products');
  await page.getByRole('button', { name: 'New product' }).click();
  const form = page.getByRole('form', { name: 'New product' });
  await form.getByLabel('Name').fill(name);
  // The one variant's SKU is left empty: it takes the product's.
  await form.getByLabel('SKU', { exact: true }).fill(`KJ-E2E-${Date.now().toString(36)}`);
  await form
    .getByLabel('Description')
    .fill('A freshwater pearl on a slim 18K gold band, made to order.');
  await form.getByLabel('Price (₹) for the piece').fill('18500');
  await form.getByLabel('MRP (₹, optional)').fill('21000');
  await form.getByLabel('Stock for the piece').fill('3');
  await expect(form.getByLabel('Kind of piece').locator('option')).not.toHaveCount(1);
  await form.getByLabel('Kind of piece').selectOption({ label: 'Rings' });
  await form.getByLabel('Collection').selectOption({ index: 1 });
  await form.getByLabel('Metal').fill('Gold');
  await form.getByLabel('Purity').fill('18K');
  await form.getByLabel(/Add photos/).setInputFiles([
    { name: 'ring-front.jpg', mimeType: 'image/jpeg', buffer: gold },
    { name: 'ring-side.jpg', mimeType: 'image/jpeg', buffer: pearl },
  ]);
  await form.getByRole('button', { name: 'Add product' }).click();
  await expect(page.getByText(`${name} added to the shop`)).toBeVisible();
  await expect(page.getByRole('rowheader', { name: new RegExp(name) })).toBeVisible();

  // Editing: the stock changes, the toast says so and the form closes.
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('form', { name: `Edit ${name}` });
  await edit.getByLabel('Stock for the piece').fill('5');
  await edit.getByRole('button', { name: 'Save product' }).click();
  await expect(page.getByText(`${name} saved`)).toBeVisible();
  await expect(edit).toBeHidden();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row.getByRole('cell').nth(2)).toHaveText(/^5(Low)?$/);

  // A signed-out visitor finds it by searching, and its page shows both photos and the price.
  const visitor = await browser.newPage();
  await visitor.goto(`/products?search=${encodeURIComponent('Moonlit Pearl')}`);
  await visitor
    .getByRole('link', { name: new RegExp(name) })
    .first()
    .click();
  await expect(visitor.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(visitor.getByText('₹18,500').first()).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Show photo 2 of 2' })).toBeVisible();
  const photos = visitor.locator('img[src*="/uploads/"]');
  await expect(photos.first()).toBeVisible();
  // The main photo really loads (a broken upload would leave naturalWidth at 0).
  await expect
    .poll(() => photos.first().evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await visitor.close();
});

test(
  'every admin section opens from the navigation and has no serious accessibility violation',
  MARKUP_ONLY,
  async ({ page, request }) => {
    test.setTimeout(240_000); // 16 sections, each checked by axe (4-7 s each on a busy 2-core machine)
    // A new order leaves an unread notification, so the navigation shows its live count too.
    await customerWithOrder(request, 'Nandini Rao');
    await logInOnScreen(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await page.goto('/admin/dashboard');
    const nav = page.getByRole('navigation', { name: 'Admin sections' });
    const links = nav.getByRole('link');
    await expect(links.first()).toBeVisible();
    const count = await links.count();
    expect(count).toBeGreaterThanOrEqual(14);
    // By position: a link's name may carry a live count ("Notifications, 2 unread").
    for (let index = 0; index < count; index++) {
      const name = (await links.nth(index).innerText()).trim();
      const section = new URL((await links.nth(index).getAttribute('href'))!, 'http://shop').search;
      await links.nth(index).click();
      await expect.poll(() => new URL(page.url()).search).toBe(section);
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      await expect(links.nth(index)).toHaveAttribute('aria-current', 'page');
      // Wait for the section's data, not only its frame.
      await expect(page.getByText(/^Loading/)).toHaveCount(0);
      await expectNoSeriousViolations(page, name, WCAG_22_AA);
    }
  },
);
