import { useMutation } from '@tanstack/react-query';
import { OrderResponseSchema } from '#contract/orders.ts';
import type { PaymentCreateInput } from '#contract/payments.ts';
import { api } from '#web/lib/api-client.ts';
import { SOMETHING_WENT_WRONG } from '#web/lib/messages.ts';
import { useRefreshOrders } from './orders-api.ts';

/** Staff record money received or refunded; the order (and its payment status) is read again. */
export function useRecordPayment(orderId: string) {
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: (input: PaymentCreateInput) =>
      api.post(
        `/api/order/admin/${encodeURIComponent(orderId)}/payments`,
        input,
        OrderResponseSchema,
        { defaultMessage: SOMETHING_WENT_WRONG },
      ),
    onSuccess: () => void refresh(),
    // The form shows the refusal on its fields.
    meta: { toastOnError: false },
  });
}
