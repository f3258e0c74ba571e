import { describe, expect, it } from 'vitest';
import type { Shopper } from './order-factories.ts';
import { useCast, useTestApp } from './use-test-app.ts';

/**
 * Issue 7's permission matrix: every staff route, called as the anonymous, a customer, a MANAGER and
 * an ADMIN. Ids are random, so an allowed call may answer 404 or 400, never 401 or 403.
 */
const id = '0190a0a0-0000-7000-8000-000000000001';
type Call = { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string; payload?: object };
const STAFF: Call[] = [
  { method: 'GET', url: '/api/user/admin/get' },
  { method: 'GET', url: `/api/user/admin/get/${id}` },
  { method: 'PATCH', url: `/api/user/admin/${id}/status`, payload: { status: 'blocked' } },
  { method: 'GET', url: '/api/dashboard/notifications' },
  { method: 'PUT', url: `/api/dashboard/notifications/read/${id}` },
  { method: 'PUT', url: '/api/dashboard/notifications/read-all' },
  { method: 'DELETE', url: `/api/dashboard/notifications/delete/${id}` },
  { method: 'GET', url: '/api/dashboard/low-stock' },
  { method: 'GET', url: '/api/dashboard/stats' },
  { method: 'POST', url: '/api/product/new', payload: {} },
  { method: 'PUT', url: `/api/product/update/${id}`, payload: {} },
  { method: 'DELETE', url: `/api/product/delete/${id}` },
  { method: 'POST', url: '/api/category/add', payload: {} },
  { method: 'PUT', url: `/api/category/update/${id}`, payload: {} },
  { method: 'DELETE', url: `/api/category/delete/${id}` },
  { method: 'POST', url: '/api/jewellery/add', payload: {} },
  { method: 'PUT', url: `/api/jewellery/update/${id}`, payload: {} },
  { method: 'DELETE', url: `/api/jewellery/delete/${id}` },
  { method: 'GET', url: '/api/order/get/admin' },
  { method: 'PUT', url: `/api/order/admin/update/${id}`, payload: { orderStatus: 'Confirmed' } },
  { method: 'DELETE', url: `/api/order/admin/delete/${id}` },
  {
    method: 'POST',
    url: `/api/order/admin/${id}/payments`,
    payload: { kind: 'payment', amount: 100, method: 'UPI' },
  },
  {
    method: 'PUT',
    url: `/api/order/admin/${id}/returns/${id}`,
    payload: { status: 'approved' },
  },
  { method: 'GET', url: '/api/order/admin/returns' },
  { method: 'GET', url: '/api/billing/gst-report?from=2026-04-01&to=2026-04-30' },
  { method: 'GET', url: '/api/testimonials/admin' },
  { method: 'PUT', url: `/api/testimonials/${id}/approve` },
  { method: 'PUT', url: `/api/testimonials/${id}/reject` },
  { method: 'DELETE', url: `/api/testimonials/${id}` },
  { method: 'GET', url: '/api/contact/see' },
  { method: 'DELETE', url: '/api/contact/deleteold?days=3650' },
  { method: 'POST', url: '/api/faqs', payload: { data: { question: 'Allowed?', answer: 'Yes.' } } },
  { method: 'PUT', url: `/api/faqs/${id}`, payload: { order: 1 } },
  { method: 'DELETE', url: `/api/faqs/${id}` },
  { method: 'POST', url: '/api/privacy', payload: { title: 'Section', content: 'Text' } },
  { method: 'PUT', url: `/api/privacy/${id}`, payload: { title: 'Changed' } },
  { method: 'DELETE', url: `/api/privacy/${id}` },
  { method: 'POST', url: '/api/terms', payload: { title: 'Section', content: 'Text' } },
  { method: 'PUT', url: `/api/terms/${id}`, payload: { title: 'Changed' } },
  { method: 'DELETE', url: `/api/terms/${id}` },
  { method: 'POST', url: '/api/photo/upload', payload: {} },
  { method: 'DELETE', url: `/api/photo/${id}` },
];
const ADMIN_ONLY: Call[] = [
  {
    method: 'PUT',
    url: '/api/user/admin/update',
    payload: { email: 'x@example.com', role: 'USER' },
  },
  { method: 'DELETE', url: `/api/user/admin/delete/${id}` },
  { method: 'DELETE', url: '/api/order/admin/delete-all' },
  { method: 'GET', url: '/api/settings' },
  { method: 'PUT', url: '/api/settings', payload: {} },
  { method: 'GET', url: '/api/audit' },
];

const shop = useTestApp();
const { customer, manager, admin } = useCast(shop);

const send = (call: Call, who: Shopper | null) =>
  shop.app.inject({
    method: call.method,
    url: call.url,
    headers: who?.headers ?? {},
    payload: call.payload,
  });
const label = (call: Call) => `${call.method} ${call.url.replace(id, '{id}')}`;

describe('staff routes', () => {
  it.each(STAFF.map((call) => [label(call), call] as const))(
    '%s: 401 anonymous, 403 customer, allowed for MANAGER and ADMIN',
    async (_label, call) => {
      expect((await send(call, null)).statusCode).toBe(401);
      expect((await send(call, customer)).statusCode).toBe(403);
      for (const staff of [manager, admin]) {
        const response = await send(call, staff);
        expect([401, 403], response.body).not.toContain(response.statusCode);
        expect(response.statusCode).toBeLessThan(500);
      }
    },
  );
});

describe('ADMIN-only routes', () => {
  it.each(ADMIN_ONLY.map((call) => [label(call), call] as const))(
    '%s: 401 anonymous, 403 customer and MANAGER, allowed for ADMIN',
    async (_label, call) => {
      expect((await send(call, null)).statusCode).toBe(401);
      expect((await send(call, customer)).statusCode).toBe(403);
      expect((await send(call, manager)).statusCode).toBe(403);
      const response = await send(call, admin);
      expect([401, 403], response.body).not.toContain(response.statusCode);
      expect(response.statusCode).toBeLessThan(500);
    },
  );
});
