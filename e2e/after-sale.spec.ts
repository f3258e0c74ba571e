import { readFile } from 'node:fs/promises';
import { PDFParse } from 'pdf-parse';
import { expectNoSeriousViolations, WCAG_22_AA } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { E2E_ADMIN, logInOnScreen } from './support/api.ts';
import { customerWithOrder, moveOrder } from './support/orders.ts';

async function pdfText(bytes: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

test('a customer downloads an invoice', async ({ page, request }) => {
  test.setTimeout(60_000);
  const { customer, order } = await customerWithOrder(request, 'Ishita Rao');
  const confirmed = await moveOrder(request, order._id, 'Confirmed');
  const invoiceNumber = confirmed.invoice?.number;
  expect(invoiceNumber).toMatch(/^[A-Z0-9]+\/\d{4}-\d{2}\/\d{6}$/);

  await logInOnScreen(page, customer.email, customer.password);
  await page.goto(`/order/${order._id}`);
  await expect(page.getByText(invoiceNumber!)).toBeVisible();

  const responded = page.waitForResponse((response) =>
    response.url().endsWith(`/api/order/${order._id}/invoice`),
  );
  const downloaded = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download invoice' }).click();
  const response = await responded;
  expect(response.headers()['content-type']).toContain('application/pdf');
  const download = await downloaded;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
  expect(await pdfText(bytes)).toContain(invoiceNumber);
});

test('a customer requests a return, staff approve it, receive it and refund it, and the customer sees it', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const { customer, order, piece } = await customerWithOrder(request, 'Meher Kapoor');
  await moveOrder(request, order._id, 'Delivered');

  await test.step('the customer asks to return the piece', async () => {
    await logInOnScreen(page, customer.email, customer.password);
    await page.goto(`/order/${order._id}`);
    const returns = page.getByRole('region', { name: 'Returns' });
    await expect(returns.getByText(/Returns accepted until/)).toBeVisible();
    await returns.getByRole('button', { name: 'Return items' }).click();
    const dialog = page.getByRole('dialog', { name: 'Return items' });
    await dialog.getByRole('checkbox', { name: new RegExp(piece.name) }).check();
    await dialog
      .getByLabel('Why are you returning them?')
      .fill('The colour is not what I expected');
    await dialog.getByRole('button', { name: 'Request return' }).click();
    await expect(page.getByText('Return requested')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(returns.getByText('Requested', { exact: true }).first()).toBeVisible();
  });

  await test.step('staff find it in the returns queue and approve, receive and refund it', async () => {
    const staffContext = await browser.newContext();
    const staff = await staffContext.newPage();
    await logInOnScreen(staff, E2E_ADMIN.email, E2E_ADMIN.password);
    await staff.goto(`/admin/dashboard?section=returns&search=${order.orderNumber}`);
    await staff.getByRole('link', { name: order.orderNumber }).click();
    const manager = staff.getByRole('region', { name: `Order ${order.orderNumber}` });
    const card = manager.getByRole('article', { name: /^Return of / });
    await card.getByLabel('Note (optional)').fill('Please send it back in its box');
    await expectNoSeriousViolations(staff, 'returns queue', WCAG_22_AA);
    await card.getByRole('button', { name: 'Approve' }).click();
    await expect(card.getByText('Approved', { exact: true }).first()).toBeVisible();
    await expect(card.getByRole('checkbox', { name: /Put back in stock/ })).toBeChecked();
    await card.getByRole('button', { name: 'Mark received' }).click();
    await expect(card.getByRole('button', { name: /^Refund / })).toBeVisible();
    await card.getByLabel('Refund reference (optional)').fill('UPI 4455667788');
    await card.getByRole('button', { name: /^Refund / }).click();
    await expect(card.getByRole('button', { name: 'Download credit note' })).toBeVisible();
    await staffContext.close();
  });

  await test.step('the customer sees the refund, the status and the credit note', async () => {
    await page.reload();
    const returns = page.getByRole('region', { name: 'Returns' });
    await expect(returns.getByText('Refunded', { exact: true }).first()).toBeVisible();
    await expect(returns.getByRole('button', { name: 'Download credit note' })).toBeVisible();
    await expect(returns.getByText(/^[A-Z0-9]+\/CN\/\d{4}-\d{2}\/\d{6}$/)).toBeVisible();
    const payment = page.getByRole('region', { name: 'Payment' });
    // The shipping charge stays paid: only the piece is refunded.
    await expect(payment.getByText('Partially refunded', { exact: true })).toBeVisible();
    await expect(payment.getByText('Reference UPI 4455667788')).toBeVisible();
  });
});
