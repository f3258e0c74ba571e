import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { MessageSchema } from '#contract/auth.ts';
import {
  AdminOrdersResponseSchema,
  DeleteCountSchema,
  type OrderAdminQuery,
  OrderResponseSchema,
  type OrderStaffUpdateInput,
} from '#contract/orders.ts';
import { api } from '#web/lib/api-client.ts';
import {
  DELETE_FAILED,
  FETCH_FAILED,
  ORDERS_DELETE_ALL_FAILED,
  SOMETHING_WENT_WRONG,
} from '#web/lib/messages.ts';
import { useInvalidate } from './use-invalidate.ts';

const ROOT = ['admin', 'orders'] as const;

export type OrdersListQuery = Omit<OrderAdminQuery, 'page' | 'limit'> & { page?: number };

export const adminOrdersQuery = (query: OrdersListQuery) =>
  queryOptions({
    queryKey: [...ROOT, 'list', query],
    queryFn: ({ signal }) =>
      api.get('/api/order/get/admin', AdminOrdersResponseSchema, {
        query,
        signal,
        defaultMessage: FETCH_FAILED,
      }),
  });

export function useAdminOrders(query: OrdersListQuery) {
  return useQuery({ ...adminOrdersQuery(query), placeholderData: keepPreviousData });
}

// The staff list and any single order read through the customer's order query.
const useRefreshOrders = () => useInvalidate(ROOT, ['orders']);

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
