import { Banknote, MailCheck, PackageSearch, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Order } from '#contract/orders.ts';
import { isPrepaid, PAYMENT_METHOD_LABELS } from '#contract/payments.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { LinkButtons } from '#web/components/ui/link-buttons.tsx';
import { PageHeading } from '#web/components/ui/page-heading.tsx';
import { useMoney } from '#web/lib/money.ts';
import { usePageTitle } from '#web/features/config/config-api.ts';
import { OrderLoadError, OrderSkeleton } from '#web/features/orders/order-fallbacks.tsx';
import { PrepaidDetails } from '#web/features/orders/components/prepaid-details.tsx';
import { OrderItems } from '#web/features/orders/order-items.tsx';
import { OrderPanel, PaymentNote } from '#web/features/orders/order-panel.tsx';
import { OrderTotals } from '#web/features/orders/order-totals.tsx';
import { useOrder } from '#web/features/orders/orders-api.ts';
import { AddressLines } from '#web/features/orders/shipping-address.tsx';

function NextStep({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <li className="flex items-start gap-3">
      <Icon size={20} strokeWidth={1.5} className="mt-0.5 shrink-0 text-gold" aria-hidden />
      <span className="leading-relaxed">{children}</span>
    </li>
  );
}

function HowToPay({ order, amount }: { order: Order; amount: string }) {
  const method = order.paymentMethod;
  if (isPrepaid(method)) {
    return (
      <>
        Pay {amount} by {PAYMENT_METHOD_LABELS[method]}:
        <span className="mt-2 block">
          <PrepaidDetails method={method} orderNumber={order.orderNumber} />
        </span>
      </>
    );
  }
  return (
    <>
      Pay {amount} {method === 'COD' ? 'in cash' : 'by card'} when your parcel arrives.
    </>
  );
}

function PlacedOrder({ order }: { order: Order }) {
  const money = useMoney();
  const orderHref = `/order/${encodeURIComponent(order._id)}`;
  return (
    <>
      <p className="mt-6 text-center text-lg">
        Your order number is <strong className="font-semibold">{order.orderNumber}</strong>
      </p>
      <div className="mt-10 grid items-start gap-6 lg:grid-cols-[3fr_2fr]">
        <OrderPanel title="What you ordered" footer={<OrderTotals totals={order.totals} />}>
          <OrderItems items={order.items} />
        </OrderPanel>
        <div className="space-y-6">
          <OrderPanel title="Delivery and payment" footer={<PaymentNote {...order} />}>
            <AddressLines address={order.shippingAddress} />
          </OrderPanel>
          <OrderPanel title="What happens next">
            <ol className="space-y-4 text-sm">
              <NextStep icon={MailCheck}>
                We confirm your order by e-mail to{' '}
                <span className="font-medium wrap-anywhere">{order.customer.email}</span> and write
                again when it ships.
              </NextStep>
              <NextStep icon={Banknote}>
                <HowToPay order={order} amount={money(order.totals.total)} />
              </NextStep>
              <NextStep icon={PackageSearch}>
                Follow its progress any time in{' '}
                <Link to="/my-orders" className="text-accent underline underline-offset-4">
                  My Orders
                </Link>
                .
              </NextStep>
            </ol>
          </OrderPanel>
        </div>
      </div>
      <LinkButtons
        primary={{ to: orderHref, label: 'View your order' }}
        secondary={{ to: '/products', label: 'Continue shopping' }}
        isCentred
      />
    </>
  );
}

export function OrderSuccessPage() {
  usePageTitle('Order placed');
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const query = useOrder(id);

  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <header className="text-center">
        <PageHeading
          eyebrow="Thank you"
          title="Your order is placed"
          ornamentClass="mx-auto mt-6 w-40"
        />
      </header>
      {!id ? (
        <div className="mt-10 text-center">
          <p className="text-muted">Your orders and their progress are in My Orders.</p>
          <Link to="/my-orders" className={buttonClass('primary', 'mt-8')}>
            Go to my orders
          </Link>
        </div>
      ) : (
        <div className="mt-6">
          {query.isPending && <OrderSkeleton />}
          {query.isError && (
            <OrderLoadError error={query.error} onRetry={() => void query.refetch()} />
          )}
          {query.data && <PlacedOrder order={query.data} />}
        </div>
      )}
    </section>
  );
}
