import type { Address } from '#contract/address.ts';
import type { Order, OrderItem, StatusChange } from '#contract/orders.ts';
import type { Payment } from '#contract/payments.ts';
import type { OrderReturn } from '#contract/returns.ts';
import { makeAddress } from '#web/features/address/testing/address-fixtures.ts';
import { fixedBreakdown } from '#web/features/catalog/testing/variant-fixtures.ts';

const PLACED_AT = '2026-03-02T06:30:00.000Z';
const SHIPPING_ADDRESS: Order['shippingAddress'] = {
  fullName: 'Asha Menon',
  phone: '98123 45678',
  line1: '12 MG Road',
  line2: null,
  city: 'Jaipur',
  state: 'Rajasthan',
  postalCode: '302001',
  country: 'IN',
};

/** The saved default address that `makeOrder` ships to, as the customer's address book lists it. */
export function makeShippingAddress(overrides: Partial<Address> = {}): Address {
  return makeAddress({
    _id: '0195f0a0-0000-7000-8000-0000000ad001',
    ...SHIPPING_ADDRESS,
    ...overrides,
  });
}

export function makeOrderItem(overrides: Partial<OrderItem> = {}): OrderItem {
  return {
    _id: 'item-1',
    productId: '0195f0a0-0000-7000-8000-000000000001',
    name: 'Kundan Choker Necklace',
    slug: 'kundan-choker-necklace',
    sku: 'KJ-NK-001',
    metal: 'Gold',
    purity: '22K',
    size: null,
    variant: { _id: '0195f0a0-0000-7000-8000-00000000b001', sku: 'KJ-NK-001', options: {} },
    imageVariants: [
      { width: 320, height: 320, url: '/uploads/products/img-1-320.webp' },
      { width: 640, height: 640, url: '/uploads/products/img-1-640.webp' },
    ],
    unitPrice: 12_500_000,
    priceBreakdown: fixedBreakdown(12_500_000),
    quantity: 1,
    lineTotal: 12_500_000,
    certificates: [],
    isReturnable: true,
    returnableQuantity: 0,
    ...overrides,
  };
}

export function statusChange(
  status: StatusChange['status'],
  at: string,
  overrides: Partial<StatusChange> = {},
): StatusChange {
  return { status, at, by: null, note: null, ...overrides };
}

export function makeOrder(overrides: Partial<Order> = {}): Order {
  return {
    _id: '0195f0a0-0000-7000-8000-00000000a001',
    orderNumber: 'JW-001001',
    orderStatus: 'Pending',
    statusHistory: [
      statusChange('Pending', PLACED_AT, {
        by: { _id: 'user-1', name: 'Asha Menon', role: 'USER' },
      }),
    ],
    deliveryDate: null,
    items: [makeOrderItem()],
    shippingAddress: { ...SHIPPING_ADDRESS },
    paymentMethod: 'COD',
    paymentStatus: 'pending',
    payments: [],
    amountPaid: 0,
    amountDue: 12_500_000,
    invoice: null,
    cancellationCreditNote: null,
    returns: [],
    canReturn: false,
    returnBy: null,
    totals: {
      itemCount: 1,
      subtotal: 12_500_000,
      shipping: 0,
      tax: 364_078,
      total: 12_500_000,
      currency: 'INR',
      taxIncluded: true,
      taxRatePercent: 3,
    },
    note: null,
    cancelReason: null,
    canCancel: true,
    customer: { _id: 'user-1', name: 'Asha Menon', email: 'asha@example.com' },
    archived: false,
    createdAt: PLACED_AT,
    updatedAt: PLACED_AT,
    ...overrides,
  };
}

export function makePayment(overrides: Partial<Payment> = {}): Payment {
  return {
    _id: 'payment-1',
    kind: 'payment',
    amount: 12_500_000,
    method: 'COD',
    reference: null,
    at: '2026-03-09T10:00:00.000Z',
    returnId: null,
    ...overrides,
  };
}

/** A return of one necklace, asked for after delivery; `history` follows `status` unless given. */
export function makeReturn(overrides: Partial<OrderReturn> = {}): OrderReturn {
  const asked = '2026-03-12T05:00:00.000Z';
  return {
    _id: '0195f0a0-0000-7000-8000-0000000e0001',
    status: 'requested',
    items: [
      {
        itemId: 'item-1',
        quantity: 1,
        name: 'Kundan Choker Necklace',
        sku: 'KJ-NK-001',
        options: {},
        amount: 12_500_000,
      },
    ],
    reason: 'The clasp is loose',
    photos: [],
    history: [
      { status: 'requested', at: asked, by: { _id: 'user-1', name: 'Asha Menon' }, note: null },
    ],
    amount: 12_500_000,
    restocked: null,
    creditNote: null,
    createdAt: asked,
    updatedAt: asked,
    ...overrides,
  };
}
