import { SHOP_TIME_ZONE } from '#contract/config.ts';
import type { Order } from '#contract/orders.ts';
import { describeOptions } from '#contract/variants.ts';
import { renderMail } from '../../lib/mail-layout.ts';
import type { MailMessage } from '../../lib/mailer.ts';

type Shop = {
  shopName: string;
  publicUrl: string;
  /** Where prepaid orders are paid (settings `upiId`, `bankDetails`). */
  payTo?: { upiId: string; bankDetails: string };
};

export const formatMoney = (minor: number, currency: string): string =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency }).format(minor / 100);

/** "10 December 2026", the day in the shop's time zone. */
export const formatDay = (at: Date | string): string =>
  new Date(at).toLocaleDateString('en-IN', { dateStyle: 'long', timeZone: SHOP_TIME_ZONE });

type Item = Order['items'][number];

/** "metal Gold 22K at ₹7,150.00/g × 3.6 g = …, making …": the frozen breakdown of a metal-rate line. */
function breakdownText({ priceBreakdown: b }: Item, money: (minor: number) => string): string {
  if (b.pricing !== 'metal_rate' || b.ratePerGram === null) return '';
  const parts = [
    `${b.metal} ${b.purity} at ${money(b.ratePerGram)}/g × ${b.netWeightGrams} g = ${money(b.metalValue)}`,
    `making ${money(b.makingCharge)}`,
    b.stoneCharges > 0 ? `stones ${money(b.stoneCharges)}` : '',
    b.otherCharges > 0 ? `other ${money(b.otherCharges)}` : '',
    `GST ${money(b.tax)}`,
  ];
  return `\n    ${parts.filter(Boolean).join(', ')}`;
}

function itemLine(item: Item, money: (minor: number) => string): string {
  const options = describeOptions(item.variant.options) || (item.size ? `size ${item.size}` : '');
  return (
    `${item.quantity} × ${item.name}${options ? ` (${options})` : ''}, SKU ${item.sku}: ` +
    `${money(item.lineTotal)}${breakdownText(item, money)}`
  );
}

function summary(order: Order): string[] {
  const money = (minor: number) => formatMoney(minor, order.totals.currency);
  const lines = order.items.map((item) => itemLine(item, money));
  const address = order.shippingAddress;
  return [
    lines.join('\n'),
    [
      `Subtotal: ${money(order.totals.subtotal)}`,
      `Shipping: ${order.totals.shipping === 0 ? 'Free' : money(order.totals.shipping)}`,
      `GST (${order.totals.taxRatePercent}%${order.totals.taxIncluded ? ', included' : ''}): ${money(order.totals.tax)}`,
      `Total: ${money(order.totals.total)}`,
    ].join('\n'),
    `Delivering to ${address.fullName}, ${[address.line1, address.line2, address.city, address.state, address.postalCode].filter(Boolean).join(', ')}.`,
  ];
}

/** How this order is paid, in the customer's words: on delivery, or in advance to the shop's details. */
function howToPay(order: Order, shop: Shop): string {
  const money = formatMoney(order.amountDue, order.totals.currency);
  const reference = `quoting ${order.orderNumber} as the reference; we dispatch your order once the payment reaches us`;
  switch (order.paymentMethod) {
    case 'COD':
      return 'you pay in cash when it is delivered.';
    case 'CARD_ON_DELIVERY':
      return 'you pay by card when it is delivered.';
    case 'UPI':
      return `please pay ${money} by UPI to ${shop.payTo?.upiId ?? 'our UPI ID'}, ${reference}.`;
    case 'BANK_TRANSFER':
      return `please pay ${money} by bank transfer to ${shop.payTo?.bankDetails ?? 'our bank account'}, ${reference}.`;
  }
}

export function orderPlacedMail(order: Order, shop: Shop): MailMessage {
  return {
    to: order.customer.email,
    subject: `Your ${shop.shopName} order ${order.orderNumber} is placed`,
    ...renderMail({
      ...shop,
      preheader: `Thank you for your order ${order.orderNumber}.`,
      heading: 'Thank you for your order',
      greeting: `Dear ${order.customer.name},`,
      paragraphs: [
        `We have received your order ${order.orderNumber}. Our team will confirm it shortly; ${howToPay(order, shop)}`,
        ...summary(order),
      ],
      action: { label: 'View your order', url: `${shop.publicUrl}/order/${order._id}` },
    }),
  };
}

const STATUS_LINES: Record<Order['orderStatus'], string> = {
  Pending: 'Your order is waiting for confirmation.',
  Confirmed: 'Your order is confirmed and our artisans are getting it ready.',
  Processing: 'Your order is being packed with care.',
  Shipped: 'Your order has been shipped.',
  'Out for delivery': 'Your order is out for delivery today.',
  Delivered: 'Your order has been delivered. We hope you love it!',
  Cancelled: 'Your order has been cancelled. Any stock it held has been released.',
};

export function orderStatusMail(order: Order, shop: Shop, invoiceAttached = false): MailMessage {
  const paragraphs = [STATUS_LINES[order.orderStatus]];
  if (order.orderStatus === 'Out for delivery' && order.amountDue > 0)
    paragraphs.push(
      `Please keep ${formatMoney(order.amountDue, order.totals.currency)} ready ${order.paymentMethod === 'CARD_ON_DELIVERY' ? 'to pay by card' : 'in cash'}.`,
    );
  if (order.invoice && order.orderStatus !== 'Cancelled')
    paragraphs.push(
      `Your GST tax invoice ${order.invoice.number} is on your order page${invoiceAttached ? ' and attached to this mail' : ''}.`,
    );
  if (order.cancellationCreditNote && order.orderStatus === 'Cancelled')
    paragraphs.push(
      `Credit note ${order.cancellationCreditNote.number} cancels invoice ${order.invoice?.number ?? ''}; it is on your order page.`,
    );
  if (order.cancelReason && order.orderStatus === 'Cancelled')
    paragraphs.push(`Reason: ${order.cancelReason}`);
  if (order.deliveryDate && order.orderStatus !== 'Cancelled' && order.orderStatus !== 'Delivered')
    paragraphs.push(`Expected delivery: ${formatDay(order.deliveryDate)}.`);
  return {
    to: order.customer.email,
    subject: `Order ${order.orderNumber}: ${order.orderStatus}`,
    ...renderMail({
      ...shop,
      preheader: `${order.orderNumber} is now ${order.orderStatus}.`,
      heading: `Order ${order.orderStatus.toLowerCase()}`,
      greeting: `Dear ${order.customer.name},`,
      paragraphs,
      // An order staff deleted is no longer in the customer's list: send them to the shop instead.
      action: order.archived
        ? { label: `Visit ${shop.shopName}`, url: shop.publicUrl }
        : { label: 'Track your order', url: `${shop.publicUrl}/order/${order._id}` },
    }),
  };
}
