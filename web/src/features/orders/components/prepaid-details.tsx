import type { PrepaidMethod } from '#contract/payments.ts';
import { useConfig } from '#web/features/config/config-api.ts';

type PrepaidDetailsProps = {
  method: PrepaidMethod;
  /** Named as the reference once the order exists; before that, "your order number". */
  orderNumber?: string;
};

/** Where to send a prepaid order's money, and what to quote so staff can match it. */
export function PrepaidDetails({ method, orderNumber }: PrepaidDetailsProps) {
  const payments = useConfig()?.payments;
  return (
    <div className="space-y-2 border border-line bg-surface px-4 py-3 text-sm">
      {method === 'UPI' ? (
        <p>
          UPI ID:{' '}
          <span className="font-medium wrap-anywhere select-all">{payments?.upiId ?? '…'}</span>
        </p>
      ) : (
        <p>
          Bank details:{' '}
          <span className="font-medium wrap-anywhere">{payments?.bankDetails ?? '…'}</span>
        </p>
      )}
      <p className="text-muted">
        {orderNumber ? (
          <>
            Quote <span className="font-medium text-ink">{orderNumber}</span> as the reference;
          </>
        ) : (
          'Quote your order number as the reference;'
        )}{' '}
        we confirm your payment and then dispatch.
      </p>
    </div>
  );
}
