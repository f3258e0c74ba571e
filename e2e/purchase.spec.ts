import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { logInOnScreen, verifiedCustomer } from './support/api.ts';

type ListedProduct = { _id: string; slug: string; name: string; stock: number; sizes: string[] };

/** A demo piece sold without sizes and with a few in stock. */
async function pickPiece(request: APIRequestContext): Promise<ListedProduct> {
  const response = await request.get('/api/product/get?inStock=true&limit=48&sort=price_asc');
  const { data } = (await response.json()) as { data: ListedProduct[] };
  const piece = data.find((product) => product.sizes.length === 0 && product.stock >= 3);
  if (!piece) throw new Error('the demo catalogue has no unsized piece with stock');
  return piece;
}

async function stockOf(request: APIRequestContext, id: string): Promise<number> {
  const response = await request.get(`/api/product/get/${id}`);
  return ((await response.json()) as { product: { stock: number } }).product.stock;
}

test('browse, add to cart and wishlist, check out with a new address, then cancel: the stock comes back', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const customer = await verifiedCustomer(request, 'Kavya Iyer');
  const piece = await pickPiece(request);
  const stockBefore = await stockOf(request, piece._id);
  await logInOnScreen(page, customer.email, customer.password);

  await test.step('add the piece to the wishlist and to the cart from its page', async () => {
    await page.goto(`/products/${piece.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: piece.name })).toBeVisible();
    await page.getByRole('button', { name: 'Add to wishlist' }).click();
    await expect(page.getByRole('link', { name: 'Wishlist, 1 item' })).toBeVisible();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  });

  await test.step('the wishlist keeps a quantity and moves it to the cart; the cart lowers it', async () => {
    await page.getByRole('link', { name: 'Wishlist, 1 item' }).click();
    await expect(page.getByRole('heading', { level: 2, name: piece.name })).toBeVisible();
    const quantity = page.getByLabel(`Quantity of ${piece.name}`);
    // Wait for the server's answer before reloading, or the reload could cut the request off.
    const saved = page.waitForResponse((response) =>
      response.url().endsWith('/api/wishList/update'),
    );
    await quantity.selectOption('2');
    expect((await saved).ok()).toBe(true);
    await page.reload();
    await expect(quantity).toHaveValue('2');
    await page.getByRole('button', { name: /^Move to cart/ }).click();
    await expect(page.getByText('Your wishlist is empty')).toBeVisible();
    await page.getByRole('link', { name: 'Cart, 3 items' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();
    await page.getByRole('button', { name: `One fewer ${piece.name}` }).click();
    await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
    await page.getByRole('link', { name: 'Proceed to checkout' }).click();
  });

  await test.step('check out with a new address and place the order once', async () => {
    await expect(page).toHaveURL('/checkout');
    await page.getByLabel('Full name').fill('Kavya Iyer');
    await page.getByLabel('Mobile number').fill('9876543210');
    await page.getByLabel('Address line 1').fill('22 MG Road, Indiranagar');
    await page.getByLabel('City').fill('Bengaluru');
    await page.getByLabel('State').fill('Karnataka');
    await page.getByLabel('PIN code').fill('56003');
    await page.getByLabel('City').focus();
    await expect(page.getByText('Enter a 6-digit PIN code')).toBeVisible();
    await page.getByLabel('PIN code').fill('560038');
    await page.getByRole('button', { name: 'Add address' }).click();
    await expect(page.getByText('22 MG Road, Indiranagar').first()).toBeVisible();
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your order is placed' }),
    ).toBeVisible();
    await expect(page.getByText(/JW-\d{6}/).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cart', exact: true })).toBeVisible();
    expect(await stockOf(request, piece._id)).toBe(stockBefore - 2);
  });

  await test.step('my orders shows it; the order page cancels it and the stock returns', async () => {
    await page.goto('/my-orders');
    await expect(page.getByText('Pending').first()).toBeVisible();
    await page
      .getByRole('link', { name: /^View details of order JW-/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: /^Order JW-\d{6}$/ })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel order' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await expect(page.getByText('Cancelled').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel order' })).toBeHidden();
    expect(await stockOf(request, piece._id)).toBe(stockBefore);
  });
});
