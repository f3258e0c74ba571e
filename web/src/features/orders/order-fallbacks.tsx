import { Link } from 'react-router';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { ApiError } from '#web/lib/api-client.ts';

/** The shape of an order page while it loads. */
export function OrderSkeleton() {
  return (
    <div role="status" className="grid gap-6 lg:grid-cols-[3fr_2fr]">
      <span className="sr-only">Loading the order…</span>
      <div aria-hidden="true" className="h-80 animate-pulse bg-surface" />
      <div aria-hidden="true" className="h-64 animate-pulse bg-surface" />
    </div>
  );
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** An order that cannot be shown: gone (or someone else's), or a failed read with a retry. */
export function OrderLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (isNotFound(error)) {
    return (
      <div className="border border-line bg-surface px-6 py-14 text-center">
        <h2 className="text-2xl">We could not find this order</h2>
        <p className="mt-3 text-muted">It may have been removed from your list.</p>
        <Link to="/my-orders" className={buttonClass('primary', 'mt-8')}>
          Go to my orders
        </Link>
      </div>
    );
  }
  return <LoadError title="This order could not be shown" error={error} onRetry={onRetry} />;
}
