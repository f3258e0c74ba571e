import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { MessageSchema } from '#contract/auth.ts';
import {
  AdminOrdersResponseSchema,
  DeleteCountSchema,
  MyOrdersResponseSchema,
  OrderResponseSchema,
  type Order,
  type OrderAdminQuery,
  type OrderCreateInput,
  type OrderStaffUpdateInput,
} from '#contract/orders.ts';
import { api } from '#web/lib/api-client.ts';
import { pagedQuery } from '#web/lib/paged-query.ts';
import {
  DELETE_FAILED,
  FETCH_FAILED,
  ORDERS_DELETE_ALL_FAILED,
  SOMETHING_WENT_WRONG,
} from '#web/lib/messages.ts';
import { useInvalidate } from '#web/lib/use-invalidate.ts';

const ORDERS_ROOT = 'orders';
const STAFF_ROOT = ['admin', 'orders'] as const;

export const myOrdersQuery = () =>
  queryOptions({
    queryKey: [ORDERS_ROOT, 'mine'],
    queryFn: async ({ signal }) => {
      const { orders } = await api.get('/api/order/myorder', MyOrdersResponseSchema, {
        signal,
        defaultMessage: FETCH_FAILED,
      });
      return orders;
    },
  });

export const orderQuery = (id: string) =>
  queryOptions({
    queryKey: [ORDERS_ROOT, 'one', id],
    queryFn: async ({ signal }) => {
      const { order } = await api.get(
        `/api/order/get/${encodeURIComponent(id)}`,
        OrderResponseSchema,
        { signal, defaultMessage: FETCH_FAILED },
      );
      return order;
    },
  });

/** The customer's orders, newest first (the server's order). */
export function useMyOrders() {
  return useQuery(myOrdersQuery());
}

export function useOrder(id: string) {
  return useQuery({ ...orderQuery(id), enabled: id !== '' });
}

/** One order's fresh copy in the cache, and the list read again on its next visit. */
export function useStoreOrder() {
  const queryClient = useQueryClient();
  return async (order: Order) => {
    queryClient.setQueryData(orderQuery(order._id).queryKey, order);
    await queryClient.invalidateQueries({ queryKey: myOrdersQuery().queryKey });
  };
}

/** A token for the Idempotency-Key header; `randomUUID` exists only in secure contexts. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Places the order from the server-side cart. One key per checkout visit, kept across retries and
 * double clicks, so the server makes one order however often this is sent.
 */
export function usePlaceOrder() {
  const [idempotencyKey] = useState(newIdempotencyKey);
  const storeOrder = useStoreOrder();
  return useMutation({
    mutationFn: (input: OrderCreateInput) =>
      api.post('/api/order/create', input, OrderResponseSchema, {
        headers: { 'Idempotency-Key': idempotencyKey },
        defaultMessage: SOMETHING_WENT_WRONG,
      }),
    onSuccess: ({ order }) => storeOrder(order),
  });
}

export function useCancelOrder(id: string) {
  const queryClient = useQueryClient();
  const storeOrder = useStoreOrder();
  return useMutation({
    mutationFn: (reason: string) =>
      api.put(
        `/api/order/cancel/${encodeURIComponent(id)}`,
        { reason: reason.trim() || null },
        OrderResponseSchema,
        { defaultMessage: SOMETHING_WENT_WRONG },
      ),
    onSuccess: ({ order }) => storeOrder(order),
    // A refusal (it shipped meanwhile) is toasted; the page then shows what the order is now.
    onSettled: async (_answer, error) => {
      if (error) await queryClient.invalidateQueries({ queryKey: orderQuery(id).queryKey });
    },
  });
}

/** Hides a closed (cancelled or delivered) order from the customer's list; the shop keeps it. */
export function useRemoveOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (order: Pick<Order, '_id'>) =>
      api.delete(`/api/order/delete/${encodeURIComponent(order._id)}`, undefined, MessageSchema, {
        defaultMessage: DELETE_FAILED,
      }),
    onSuccess: async (_answer, order) => {
      queryClient.setQueryData(myOrdersQuery().queryKey, (orders) =>
        orders?.filter((each) => each._id !== order._id),
      );
      queryClient.removeQueries({ queryKey: orderQuery(order._id).queryKey });
      await queryClient.invalidateQueries({ queryKey: myOrdersQuery().queryKey });
    },
  });
}

/** The staff list call's query; the page as a number (the contract coerces strings). */
export type OrdersListQuery = Omit<OrderAdminQuery, 'page' | 'limit'> & { page?: number };

export const adminOrdersQuery = (query: OrdersListQuery) =>
  pagedQuery({
    key: [...STAFF_ROOT, 'list'],
    path: '/api/order/get/admin',
    schema: AdminOrdersResponseSchema,
    query,
  });

export function useAdminOrders(query: OrdersListQuery) {
  return useQuery(adminOrdersQuery(query));
}

/** Staff reads (the order list, the returns queue) live under this key. */
export const STAFF_ORDERS_KEY = STAFF_ROOT;

// The staff list and any single order read through the customer's order query.
export const useRefreshOrders = () => useInvalidate(STAFF_ROOT, [ORDERS_ROOT]);

export function useUpdateOrder() {
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: ({ id, ...change }: OrderStaffUpdateInput & { id: string }) =>
      api.put(`/api/order/admin/update/${encodeURIComponent(id)}`, change, OrderResponseSchema, {
        defaultMessage: SOMETHING_WENT_WRONG,
      }),
    onSuccess: () => void refresh(),
  });
}

export function useDeleteOrder() {
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: (id: string) =>
      api.delete(`/api/order/admin/delete/${encodeURIComponent(id)}`, undefined, MessageSchema, {
        defaultMessage: DELETE_FAILED,
      }),
    onSuccess: () => void refresh(),
  });
}

export function useDeleteAllOrders() {
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: () =>
      api.delete('/api/order/admin/delete-all', undefined, DeleteCountSchema, {
        defaultMessage: ORDERS_DELETE_ALL_FAILED,
      }),
    onSuccess: () => void refresh(),
  });
}
