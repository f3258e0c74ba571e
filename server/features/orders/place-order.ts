import { optionOf } from '#contract/variants.ts';
import type { z } from 'zod';
import type { Address } from '#contract/address.ts';
import type { CartTotals } from '#contract/cart.ts';
import type { OrderCreateSchema, OrderStatus } from '#contract/orders.ts';
import { methodAllowedFor, type PaymentMethod, PREPAID_METHODS } from '#contract/payments.ts';
import type { ShopSettings } from '#contract/settings.ts';
import type { Tx } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import type { AuthContext } from '../../lib/auth-guards.ts';
import { AppError } from '../../lib/errors.ts';
import {
  type CheckoutLine,
  emptyCart,
  readCartForCheckout,
} from '../cart/cart-checkout.service.ts';
import { lockCustomerCart } from '../cart/cart.service.ts';
import {
  notPriced,
  pieceName,
  returnStock,
  type Taken,
  takeStock,
} from '../catalog/stock.service.ts';
import { assignCertificates, releaseCertificates } from '../catalog/certificates.service.ts';
import { addNotifications, type NotificationInput } from '../notifications/notifier.service.ts';
import { formatMoney } from './order-mails.ts';
import { newOrderNotice } from './order-notices.ts';
import { paymentMethodOf } from './payment-status.ts';
import { createOrdersRepo, type NewOrder, type NewOrderItem } from './orders.repo.ts';
import type { StatusEntry } from './orders.tables.ts';

export const CART_EMPTY = 'Your cart is empty';

type Placing = {
  auth: AuthContext;
  input: z.output<typeof OrderCreateSchema>;
  address: Address;
  shop: ShopSettings;
  idempotencyKey?: string;
};

export const actorOf = (auth: AuthContext): StatusEntry['by'] => ({
  id: auth.user._id,
  name: auth.user.name,
  role: auth.user.role,
});
export const entry = (
  status: OrderStatus,
  by: StatusEntry['by'],
  note: string | null,
): StatusEntry => ({
  status,
  at: new Date().toISOString(),
  by,
  note,
});

/**
 * Puts back the pieces of a cancelled order, with their certificates; runs once per order, inside
 * the cancelling transaction.
 */
export async function releaseStock(tx: Tx, orderId: string) {
  const lines = await createOrdersRepo(tx).findLineQuantities(orderId);
  await returnStock(tx, lines);
  await releaseCertificates(
    tx,
    lines.map((line) => line.id),
  );
}

/**
 * Every line must be orderable as it is: a cart with a piece taken off sale, or one that cannot be
 * priced (its metal has no rate), is refused whole.
 */
function assertOrderable(lines: CheckoutLine[]) {
  if (lines.length === 0) throw new AppError('CONFLICT', CART_EMPTY);
  const gone = lines.find(({ piece }) => !piece.onSale);
  if (gone)
    throw new AppError(
      'CONFLICT',
      `${pieceName(gone.piece.name, gone.piece.options)} is no longer available; remove it from your cart`,
    );
  const unpriced = lines.find(({ piece }) => piece.price === null || piece.breakdown === null);
  if (unpriced) throw notPriced(pieceName(unpriced.piece.name, unpriced.piece.options));
}

/**
 * Cash (and card) on delivery stop at the `codLimit` setting, the legal cash limit by default: a
 * larger order is paid in advance by one of the prepaid methods.
 */
function assertPayable(method: PaymentMethod, total: number, shop: ShopSettings) {
  if (methodAllowedFor(method, total, shop.codLimit)) return;
  const limit = formatMoney(shop.codLimit, shop.currency);
  const prepaid = PREPAID_METHODS.map((code) => paymentMethodOf(code).label).join(' or ');
  const message = `Orders of ${limit} or more cannot be paid on delivery; pay by ${prepaid} (${PREPAID_METHODS.join(', ')})`;
  throw new AppError('CONFLICT', message, [{ path: 'paymentMethod', message }]);
}

/** How many of each variant the order takes (a line is one variant). */
const wantedOf = (lines: CheckoutLine[]) =>
  new Map(
    lines.map(({ piece, quantity }) => [
      piece.variantId,
      { quantity, name: pieceName(piece.name, piece.options) },
    ]),
  );

/** Staff hear of a piece the moment this order takes it to the low-stock threshold or below. */
const lowStockNotices = (taken: Taken[], threshold: number): NotificationInput[] =>
  taken
    .filter(({ stockLeft, quantity }) => stockLeft <= threshold && stockLeft + quantity > threshold)
    .map(({ productId, name, stockLeft }) => ({
      type: 'low_stock',
      title: stockLeft === 0 ? 'Out of stock' : 'Low stock',
      message: `${name}: ${stockLeft} left`,
      link: `/admin/dashboard?section=low-stock`,
      entityId: productId,
    }));

function newOrder(id: string, placing: Placing, totals: CartTotals): NewOrder {
  const { auth, input, address } = placing;
  const { fullName, phone, line1, line2, city, state, postalCode, country } = address;
  return {
    id,
    userId: auth.user._id,
    customerName: auth.user.name,
    customerEmail: auth.user.email,
    shippingAddress: { fullName, phone, line1, line2, city, state, postalCode, country },
    paymentMethod: input.paymentMethod,
    status: 'Pending',
    statusHistory: [entry('Pending', actorOf(auth), 'Order placed')],
    itemCount: totals.itemCount,
    subtotal: totals.subtotal,
    shipping: totals.shipping,
    tax: totals.tax,
    total: totals.total,
    currency: totals.currency,
    taxIncluded: totals.taxIncluded,
    taxRatePercent: totals.taxRatePercent,
    note: input.note,
    idempotencyKey: placing.idempotencyKey ?? null,
  };
}

/**
 * Each line as sold: the piece's names, variant, price, breakdown (with the rate used) and first image
 * copied, so later changes to the catalogue or the rates never alter the order.
 */
const newItems = (orderId: string, lines: CheckoutLine[]): NewOrderItem[] =>
  lines.map(({ piece, quantity }, position) => ({
    id: newId(),
    orderId,
    productId: piece.productId,
    variantId: piece.variantId,
    position,
    name: piece.name,
    slug: piece.slug,
    sku: piece.sku,
    metal: piece.metal,
    purity: piece.purity,
    size: optionOf(piece.options, 'size') ?? null,
    options: piece.options,
    priceBreakdown: piece.breakdown!,
    imageVariants: piece.imageVariants,
    isReturnable: piece.isReturnable,
    hsnCode: piece.hsnCode,
    unitPrice: piece.price!,
    quantity,
    lineTotal: piece.price! * quantity,
  }));

/**
 * The inside of one checkout transaction (DESIGN §5): the server's cart and prices, the address
 * snapshot, the stock taken (never below zero), the cart emptied and staff told.
 */
export async function placeInTransaction(
  tx: Tx,
  placing: Placing,
): Promise<{ id: string; replayed: boolean }> {
  const { user } = placing.auth;
  const repo = createOrdersRepo(tx);
  // One checkout at a time per customer: a double click waits here, then finds the first
  // order by its key (or an empty cart) instead of racing it for the stock.
  await lockCustomerCart(tx, user._id);
  if (placing.idempotencyKey) {
    const earlier = await repo.findByIdempotencyKey(user._id, placing.idempotencyKey);
    if (earlier) return { id: earlier.id, replayed: true };
  }
  const { lines, totals } = await readCartForCheckout(tx, user._id, placing.shop);
  assertOrderable(lines);
  assertPayable(placing.input.paymentMethod, totals.total, placing.shop);
  const taken = await takeStock(tx, wantedOf(lines));
  const id = newId();
  // The certificates of the pieces taken go with the lines (the stock above locked their variants).
  const items = await assignCertificates(tx, newItems(id, lines));
  const { number } = await repo.insert(newOrder(id, placing, totals), items);
  await emptyCart(tx, user._id);
  await addNotifications(tx, [
    newOrderNotice({ id, number, customerName: user.name, itemCount: totals.itemCount }),
    ...lowStockNotices(taken, placing.shop.lowStockThreshold),
  ]);
  return { id, replayed: false };
}
