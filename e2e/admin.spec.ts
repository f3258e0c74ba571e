import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { apiLogin, auth, E2E_ADMIN, logInOnScreen, verifiedCustomer } from './support/api.ts';

/** A customer with one placed order, made through the API. */
async function customerWithOrder(request: APIRequestContext) {
  const customer = await verifiedCustomer(request, 'Nandini Rao');
  const headers = auth(customer.token);
  const listing = await request.get('/api/product/get?inStock=true&limit=48');
  const { data } = (await listing.json()) as {
    data: { _id: string; sizes: string[]; stock: number }[];
  };
  const piece = data.find((product) => product.sizes.length === 0 && product.stock >= 2)!;
  await request.post('/api/cart/create', { headers, data: { productId: piece._id, qty: 1 } });
  const address = await request.post('/api/address/create', {
    headers,
    data: {
      fullName: 'Nandini Rao',
      phone: '9845012345',
      line1: '8 Lake View Road',
      city: 'Udaipur',
      state: 'Rajasthan',
      postalCode: '313001',
    },
  });
  const { address: saved } = (await address.json()) as { address: { _id: string } };
  const placed = await request.post('/api/order/create', {
    headers,
    data: { addressId: saved._id, paymentMethod: 'COD' },
  });
  expect(placed.status()).toBe(201);
  const { order } = (await placed.json()) as { order: { _id: string; orderNumber: string } };
  return { customer, order };
}

test('an ADMIN ships an order with a delivery date and the customer sees both', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(90_000);
  const { customer, order } = await customerWithOrder(request);

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
  await page.getByRole('dialog').getByRole('button', { name: 'Block', exact: true }).click();
  await expect(page.getByText('Blocked').first()).toBeVisible();

  const me = await request.get('/api/user/me', { headers: auth(customer.token) });
  expect(me.status()).toBe(401);
  // The shop drops the dead session and leaves the signed-in page.
  await customerPage.goto('/my-orders');
  await expect(customerPage).not.toHaveURL(/\/my-orders/);
  await expect.poll(() => customerPage.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await customerContext.close();
});
