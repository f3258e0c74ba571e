import { CircleAlert } from 'lucide-react';
import { useId } from 'react';
import {
  isPrepaid,
  methodAllowedFor,
  PAYMENT_METHOD_LABELS,
  type PaymentMethod,
} from '#contract/payments.ts';
import { useConfig } from '#web/features/config/config-api.ts';
import { PrepaidDetails } from '#web/features/orders/components/prepaid-details.tsx';
import { useMoney } from '#web/lib/money.ts';

/** In the order the choice lists them: the on-delivery ways first, then the prepaid ones. */
const METHODS = [
  'COD',
  'CARD_ON_DELIVERY',
  'UPI',
  'BANK_TRANSFER',
] as const satisfies readonly PaymentMethod[];

const HINTS: Record<PaymentMethod, string> = {
  COD: 'Pay in cash when your parcel arrives.',
  CARD_ON_DELIVERY: 'Pay by debit or credit card when your parcel arrives.',
  UPI: 'Pay to our UPI ID from any UPI app.',
  BANK_TRANSFER: 'Pay by NEFT, RTGS or IMPS to our bank account.',
};

/**
 * Whether the order may be paid on delivery: below the shop's cash limit (the server's rule,
 * checked again when the order is placed). Until the config answers, nothing is refused here.
 */
export function useOnDeliveryLimit(total: number): number | null {
  const codLimit = useConfig()?.payments.codLimit;
  return codLimit !== undefined && !methodAllowedFor('COD', total, codLimit) ? codLimit : null;
}

type CheckoutPaymentProps = {
  method: PaymentMethod;
  /** The cash limit the total reached, when the on-delivery ways are closed. */
  limit: number | null;
  onChange: (method: PaymentMethod) => void;
  /** The server's refusal of the method chosen. */
  error: string | null;
};

/** How to pay, as radio cards; above the cash limit only the prepaid ways stay open. */
export function CheckoutPayment({ method, limit, onChange, error }: CheckoutPaymentProps) {
  const money = useMoney();
  const limitId = useId();
  const errorId = useId();
  const describedBy = [limit !== null && limitId, error && errorId].filter(Boolean).join(' ');
  return (
    <fieldset aria-describedby={describedBy || undefined}>
      <legend className="label-caps text-ink">Payment method</legend>
      {limit !== null && (
        <p id={limitId} className="mt-2 text-sm text-muted">
          Orders of {money(limit)} or more are paid in advance by UPI or bank transfer
        </p>
      )}
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        {METHODS.map((code) => {
          const isClosed = limit !== null && !isPrepaid(code);
          const hintId = `${limitId}-${code}`;
          return (
            <div
              key={code}
              className={`border border-line px-4 py-3 transition-colors has-[:checked]:border-accent has-[:checked]:bg-surface has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-focus ${isClosed ? 'opacity-60' : 'hover:border-muted/60'}`}
            >
              <label
                className={`flex items-center gap-3 font-medium ${isClosed ? 'cursor-not-allowed' : 'cursor-pointer'}`}
              >
                <input
                  type="radio"
                  name="paymentMethod"
                  value={code}
                  checked={method === code}
                  disabled={isClosed}
                  aria-describedby={hintId}
                  onChange={() => onChange(code)}
                  className="accent-[var(--kj-accent)]"
                />
                {PAYMENT_METHOD_LABELS[code]}
              </label>
              <p id={hintId} className="mt-1 pl-7 text-sm text-muted">
                {isClosed ? 'Not for orders of this size' : HINTS[code]}
              </p>
            </div>
          );
        })}
      </div>
      {isPrepaid(method) && (
        <div className="mt-3">
          <PrepaidDetails method={method} />
        </div>
      )}
      {error && (
        <p id={errorId} role="alert" className="mt-3 flex items-start gap-1.5 text-sm text-danger">
          <CircleAlert size={15} strokeWidth={1.75} className="mt-0.5 shrink-0" aria-hidden />
          {error}
        </p>
      )}
    </fieldset>
  );
}
