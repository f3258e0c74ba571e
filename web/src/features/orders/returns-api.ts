import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { OrderResponseSchema } from '#contract/orders.ts';
import {
  ReturnSchema,
  ReturnsQueueResponseSchema,
  type ReturnRequestInput,
  type ReturnStaffUpdateInput,
  type ReturnStatus,
} from '#contract/returns.ts';
import { api } from '#web/lib/api-client.ts';
import { pagedQuery } from '#web/lib/paged-query.ts';
import { SOMETHING_WENT_WRONG } from '#web/lib/messages.ts';
import {
  newIdempotencyKey,
  STAFF_ORDERS_KEY,
  useRefreshOrders,
  useStoreOrder,
} from './orders-api.ts';

const ReturnCreatedSchema = OrderResponseSchema.extend({ return: ReturnSchema });

export type ReturnRequest = ReturnRequestInput & { photos: readonly File[] };

/** JSON, or multipart (`items` as JSON) when photos come with it. */
function returnBody({ items, reason, photos }: ReturnRequest): FormData | ReturnRequestInput {
  if (photos.length === 0) return { items, reason };
  const form = new FormData();
  form.set('items', JSON.stringify(items));
  form.set('reason', reason);
  for (const photo of photos) form.append('photos', photo);
  return form;
}

/**
 * Asks to return pieces of a delivered order. One key per opened form, kept across retries and
 * double clicks, so the server makes one return however often this is sent.
 */
export function useRequestReturn(orderId: string) {
  const [idempotencyKey] = useState(newIdempotencyKey);
  const storeOrder = useStoreOrder();
  return useMutation({
    mutationFn: (request: ReturnRequest) =>
      api.post(
        `/api/order/${encodeURIComponent(orderId)}/return`,
        returnBody(request),
        ReturnCreatedSchema,
        { headers: { 'Idempotency-Key': idempotencyKey }, defaultMessage: SOMETHING_WENT_WRONG },
      ),
    onSuccess: ({ order }) => storeOrder(order),
    // The form shows the refusal beside the choices.
    meta: { toastOnError: false },
  });
}

/** Staff move a return along: approve or reject, mark received, refund. */
export function useUpdateReturn(orderId: string) {
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: ({ returnId, ...change }: ReturnStaffUpdateInput & { returnId: string }) =>
      api.put(
        `/api/order/admin/${encodeURIComponent(orderId)}/returns/${encodeURIComponent(returnId)}`,
        change,
        OrderResponseSchema,
        { defaultMessage: SOMETHING_WENT_WRONG },
      ),
    onSuccess: () => void refresh(),
  });
}

export type ReturnsListQuery = { page?: number; status?: ReturnStatus; search?: string };

export const returnsQueueQuery = (query: ReturnsListQuery) =>
  pagedQuery({
    key: [...STAFF_ORDERS_KEY, 'returns'],
    path: '/api/order/admin/returns',
    schema: ReturnsQueueResponseSchema,
    query,
  });

/** The staff returns queue, newest first. */
export function useReturnsQueue(query: ReturnsListQuery) {
  return useQuery(returnsQueueQuery(query));
}
