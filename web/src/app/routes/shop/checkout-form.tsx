import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Address } from '#contract/address.ts';
import type { Cart } from '#contract/cart.ts';
import { isPrepaid, type PaymentMethod } from '#contract/payments.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { FormError } from '#web/components/ui/form-error.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { cartQuery } from '#web/features/cart/cart-api.ts';
import { configQuery } from '#web/features/config/config-api.ts';
import { OrderPanel } from '#web/features/orders/order-panel.tsx';
import { usePlaceOrder } from '#web/features/orders/orders-api.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { notify } from '#web/lib/notify.ts';
import { returnTo } from '../account/redirect-state.ts';
import { CheckoutAddressStep } from './checkout-address-step.tsx';
import { CheckoutPayment, useOnDeliveryLimit } from './checkout-payment.tsx';
import { CheckoutSummary } from './checkout-summary.tsx';

const NOTE_MAX = 500;
const CHOOSE_ADDRESS = 'Choose a delivery address';

/** The address the customer picked, else the default one, else the first. */
function chosenAddress(addresses: readonly Address[], pickedId: string | null): Address | null {
  return (
    addresses.find((address) => address._id === pickedId) ??
    addresses.find((address) => address.isDefault) ??
    addresses[0] ??
    null
  );
}

/** A refusal of the payment method (the cash limit), not of the cart. */
const isAboutPayment = (error: ApiError) =>
  error.details?.some((detail) => detail.path === 'paymentMethod') ?? false;

/**
 * Step 1 chooses (or adds) the address, step 2 shows the server's totals and places the order once.
 */
export function CheckoutForm({ cart, addresses }: { cart: Cart; addresses: readonly Address[] }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const placeOrder = usePlaceOrder();
  const [pickedId, setPickedId] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [addressError, setAddressError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [pickedMethod, setPickedMethod] = useState<PaymentMethod | null>(null);
  const [methodError, setMethodError] = useState<string | null>(null);
  // A second click can land before React re-renders the disabled button.
  const isSending = useRef(false);
  const address = chosenAddress(addresses, pickedId);
  const limit = useOnDeliveryLimit(cart.totals.total);
  // Above the cash limit the on-delivery ways close and UPI is chosen for the customer.
  const isOnDeliveryClosed = limit !== null && (pickedMethod === null || !isPrepaid(pickedMethod));
  const paymentMethod = isOnDeliveryClosed ? 'UPI' : (pickedMethod ?? 'COD');

  const refreshCart = () => queryClient.invalidateQueries({ queryKey: cartQuery().queryKey });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (isSending.current || placeOrder.isSuccess) return;
    if (!address) return setAddressError(CHOOSE_ADDRESS);
    isSending.current = true;
    setRefusal(null);
    setMethodError(null);
    placeOrder.mutate(
      { addressId: address._id, paymentMethod, note: note.trim() || null },
      {
        onSuccess: ({ order, message }) => {
          notify.success(message ?? `Order ${order.orderNumber} placed`);
          void navigate(`/order-success?id=${encodeURIComponent(order._id)}`, { replace: true });
          void refreshCart();
        },
        onError: (error) => {
          isSending.current = false;
          if (!(error instanceof ApiError)) return;
          if (error.status === 403)
            void navigate('/verify-email', { state: returnTo('/checkout') });
          if (error.status === 409 && isAboutPayment(error)) {
            setMethodError(error.message);
            // The limit the page knew may be older than the shop's: read it again.
            void queryClient.invalidateQueries({ queryKey: configQuery().queryKey });
          } else if (error.status === 409) {
            setRefusal(error.message);
            void refreshCart();
          }
        },
      },
    );
  };

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[3fr_2fr]">
      <OrderPanel title="1. Delivery address">
        <CheckoutAddressStep
          addresses={addresses}
          selectedId={address?._id ?? null}
          error={address ? null : addressError}
          onSelect={(id) => {
            setPickedId(id);
            setAddressError(null);
          }}
        />
      </OrderPanel>
      <OrderPanel title="2. Review and pay">
        <form onSubmit={onSubmit} noValidate className="space-y-8">
          <CheckoutSummary cart={cart} />
          <CheckoutPayment
            method={paymentMethod}
            limit={limit}
            error={methodError}
            onChange={(method) => {
              setPickedMethod(method);
              setMethodError(null);
            }}
          />
          <TextAreaField
            label="Note for us (optional)"
            value={note}
            onChange={(event) => setNote(event.target.value)}
            maxLength={NOTE_MAX}
            hint={`Delivery instructions or a gift message, up to ${NOTE_MAX} characters.`}
          />
          <FormError message={refusal}>
            <Link to="/cart" className="font-medium underline underline-offset-4">
              Review your cart
            </Link>
          </FormError>
          {placeOrder.isSuccess ? (
            <button type="button" disabled className={buttonClass('primary', 'w-full')}>
              Order placed
            </button>
          ) : (
            <SubmitButton isPending={placeOrder.isPending} pendingLabel="Placing your order…">
              Place order
            </SubmitButton>
          )}
        </form>
      </OrderPanel>
    </div>
  );
}
