import { ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { useAddresses } from '#web/features/address/address-api.ts';
import { VerifyEmailBanner } from '#web/features/auth/components/verify-email-banner.tsx';
import { useCart } from '#web/features/cart/cart-api.ts';
import { usePageTitle } from '#web/features/config/config-api.ts';
import { ADDRESS_FETCH_FAILED, CART_FETCH_FAILED } from '#web/lib/messages.ts';
import { useSession } from '#web/lib/session.ts';
import { CheckoutForm } from './checkout-form.tsx';

function EmptyCart() {
  return (
    <div className="flex flex-col items-center border border-line bg-surface px-6 py-14 text-center">
      <ShoppingBag size={32} strokeWidth={1.2} className="text-gold" aria-hidden />
      <h2 className="mt-4 text-2xl">Your cart is empty</h2>
      <p className="mt-3 max-w-md text-muted">Add a piece or two, then come back to check out.</p>
      <Link to="/products" className={buttonClass('primary', 'mt-8')}>
        Browse the collection
      </Link>
    </div>
  );
}

function CheckoutSkeleton() {
  return (
    <div role="status" className="grid gap-6 lg:grid-cols-[3fr_2fr]">
      <span className="sr-only">Loading your checkout…</span>
      <div aria-hidden="true" className="h-72 animate-pulse bg-surface" />
      <div aria-hidden="true" className="h-96 animate-pulse bg-surface" />
    </div>
  );
}

export function CheckoutPage() {
  usePageTitle('Checkout');
  const session = useSession();
  const cart = useCart();
  const addresses = useAddresses();

  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <p className="label-caps text-accent">Secure checkout</p>
      <h1 className="mt-2 text-4xl leading-tight sm:text-5xl">Checkout</h1>
      {session.user && !session.verifyEmail && (
        <div className="mt-6">
          <VerifyEmailBanner email={session.user.email} />
        </div>
      )}
      <div className="mt-8">
        {(cart.isPending || addresses.isPending) && <CheckoutSkeleton />}
        {cart.isError && (
          <LoadError
            title="Your cart could not be shown"
            error={cart.error}
            fallback={CART_FETCH_FAILED}
            onRetry={() => void cart.refetch()}
          />
        )}
        {!cart.isError && addresses.isError && (
          <LoadError
            title="Your addresses could not be shown"
            error={addresses.error}
            fallback={ADDRESS_FETCH_FAILED}
            onRetry={() => void addresses.refetch()}
          />
        )}
        {cart.data?.items.length === 0 && <EmptyCart />}
        {cart.data && cart.data.items.length > 0 && addresses.data && (
          <CheckoutForm cart={cart.data} addresses={addresses.data} />
        )}
      </div>
    </section>
  );
}
