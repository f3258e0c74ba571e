import { vi } from 'vitest';
import type { AuditEntry, Notification, Stats } from '#contract/admin.ts';
import type { Order } from '#contract/orders.ts';
import type { ShopSettings } from '#contract/settings.ts';
import type { User } from '#contract/user.ts';
import { TEST_CONFIG } from '#web/app/testing/render-app.tsx';

type Answer = { status?: number; body: unknown };
export type AdminRequest = { method: string; url: URL; body: unknown };
type Handler = Answer | ((request: AdminRequest) => Answer | Promise<Answer>);

/**
 * Answers API calls by "METHOD /path" like the server would, handing each handler the full URL
 * (the admin tables put page, search and filters in the query); anything unknown is a 404.
 */
export function stubAdminApi(routes: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://shop.test');
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const handler =
      url.pathname === '/api/config' ? { body: TEST_CONFIG } : routes[`${method} ${url.pathname}`];
    const answer = typeof handler === 'function' ? await handler({ method, url, body }) : handler;
    return new Response(
      JSON.stringify(answer ? answer.body : { message: 'Not found', code: 'NOT_FOUND' }),
      {
        status: answer ? (answer.status ?? 200) : 404,
        headers: { 'Content-Type': 'application/json' },
      },
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The requests sent to one "METHOD /path", as URLs with their bodies. */
export function requestsTo(fetchMock: ReturnType<typeof stubAdminApi>, key: string) {
  const [method, path] = key.split(' ');
  return fetchMock.mock.calls
    .filter(([input, init]) => (init?.method ?? 'GET') === method && input.split('?')[0] === path)
    .map(([input, init]) => ({
      url: new URL(input, 'http://shop.test'),
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    }));
}

let userSeq = 0;
export function makeStaffListUser(overrides: Partial<User> = {}): User {
  userSeq += 1;
  return {
    _id: `0195f0a0-0000-7000-8000-${String(userSeq).padStart(12, '0')}`,
    name: `Customer ${userSeq}`,
    email: `customer${userSeq}@example.com`,
    phone: null,
    role: 'USER',
    status: 'active',
    avatar: null,
    verifyEmail: true,
    createdAt: '2026-02-01T06:30:00.000Z',
    updatedAt: '2026-02-01T06:30:00.000Z',
    ...overrides,
  };
}

export function usersPage(
  data: User[],
  { page = 1, totalPages = 1, totalUsers = data.length } = {},
) {
  return { data, page, totalPages, totalUsers };
}

export function makeNotification(overrides: Partial<Notification> = {}): Notification {
  return {
    _id: 'note-1',
    type: 'new_order',
    title: 'New order JW-001002',
    message: 'Asha Menon ordered 1 piece for ₹1,25,000.',
    link: '/admin/dashboard?section=orders&id=order-1',
    entityId: 'order-1',
    read: false,
    createdAt: '2026-03-05T06:30:00.000Z',
    ...overrides,
  };
}

export const TEST_SETTINGS: ShopSettings = {
  shopName: 'Kanak Jewels',
  tagline: 'Fine jewellery, handcrafted since 2002',
  contactEmail: 'care@kanakjewels.in',
  contactPhone: '+91 98123 45678',
  address: '14 Johari Bazaar, Jaipur',
  hours: 'Mon–Sat, 10:30 am – 8:00 pm IST',
  chatLink: 'https://wa.me/919812345678',
  instagramUrl: 'https://www.instagram.com/kanakjewels',
  facebookUrl: 'https://www.facebook.com/kanakjewels',
  currency: 'INR',
  shippingFee: 9_900,
  freeShippingThreshold: 500_000,
  taxRatePercent: 3,
  pricesIncludeTax: true,
  lowStockThreshold: 5,
  maxQtyPerLine: 10,
  priceRounding: 'rupee',
  rateChangeConfirmPercent: 5,
  managersSetMetalRates: false,
  legalName: 'Kanak Jewels Private Limited',
  gstin: '08AAACK1234F1Z5',
  state: 'Rajasthan',
  invoicePrefix: 'KJ',
  hsnCode: '7113',
  invoiceOnStatus: 'Confirmed',
  codLimit: 20_000_000,
  upiId: 'kanakjewels@hdfcbank',
  bankDetails: 'Kanak Jewels Pvt Ltd · HDFC Bank · A/c 50200012345678 · IFSC HDFC0001234',
  returnWindowDays: 15,
  notificationRetentionDays: 90,
};

export function makeAuditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    _id: 'audit-1',
    actor: {
      _id: '0195f0a0-0000-7000-8000-0000000000ad',
      name: 'Meera Shah',
      email: 'meera@example.com',
      role: 'ADMIN',
    },
    action: 'PUT /api/order/admin/update/:orderId',
    entity: 'order',
    entityId: 'order-1',
    summary: '{"orderStatus":"Shipped"}',
    statusCode: 200,
    createdAt: '2026-03-05T06:30:00.000Z',
    ...overrides,
  };
}

export function makeStats(overrides: Partial<Stats> = {}): Stats {
  return {
    period: '30d',
    from: '2026-02-04',
    to: '2026-03-05',
    currency: 'INR',
    revenue: 37_500_000,
    orders: 3,
    newCustomers: 2,
    averageOrderValue: 12_500_000,
    daily: [
      { date: '2026-03-04', revenue: 12_500_000, orders: 1 },
      { date: '2026-03-05', revenue: 25_000_000, orders: 2 },
    ],
    ordersByStatus: [
      { status: 'Pending', count: 2 },
      { status: 'Delivered', count: 1 },
      { status: 'Cancelled', count: 0 },
    ],
    topProducts: [
      { productId: 'prod-1', name: 'Kundan Choker Necklace', quantity: 2, revenue: 25_000_000 },
      { productId: null, name: 'Retired Ring', quantity: 1, revenue: 12_500_000 },
    ],
    ...overrides,
  };
}

/** Every dashboard page asks for the unread count for the navigation's badge. */
export function unreadAnswer(unreadCount: number, notifications: Notification[] = []) {
  return { body: { notifications, unreadCount, totalPages: 1 } };
}

/** What the orders section asks for to show one order: the list of it and the order itself. */
export function orderViewRoutes(order: Order) {
  return {
    'GET /api/dashboard/notifications': unreadAnswer(0),
    'GET /api/order/get/admin': {
      body: { orders: [order], totalOrders: 1, totalPages: 1, page: 1 },
    },
    [`GET /api/order/get/${order._id}`]: { body: { order } },
  };
}
