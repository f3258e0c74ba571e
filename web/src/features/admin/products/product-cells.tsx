import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { Product } from '#contract/catalog.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { notify } from '#web/lib/notify.ts';
import { useDeleteProduct } from '#web/features/catalog/products-api.ts';
import { StatusBadge } from '../components/status-badge.tsx';

/** Stock in figures, with the state in words when it needs attention. */
export function StockCell({ product }: { product: Product }) {
  if (product.stockState === 'out_of_stock')
    return <StatusBadge tone="danger">Out of stock</StatusBadge>;
  return (
    <span className="tabular-nums">
      {product.stock}
      {product.stockState === 'low_stock' && (
        <span className="ml-2">
          <StatusBadge tone="warning">Low</StatusBadge>
        </span>
      )}
    </span>
  );
}

/** Delete after a confirmation; the server archives a piece that was ever ordered. */
export function DeleteProductButton({ product }: { product: Product }) {
  const [isAsking, setIsAsking] = useState(false);
  const remove = useDeleteProduct();
  return (
    <>
      <button
        type="button"
        className={buttonClass('outline', 'min-h-10 px-3 py-2')}
        aria-label={`Delete ${product.name}`}
        onClick={() => setIsAsking(true)}
      >
        <Trash2 size={15} aria-hidden />
      </button>
      {isAsking && (
        <ConfirmDialog
          title={`Delete ${product.name}?`}
          description="It leaves the shop at once. A piece that was ever ordered is archived instead, so past orders keep it."
          confirmLabel="Delete"
          pendingLabel="Deleting…"
          isPending={remove.isPending}
          onClose={() => setIsAsking(false)}
          onConfirm={() =>
            remove.mutate(product._id, {
              onSuccess: ({ message }) => {
                notify.success(message);
                setIsAsking(false);
              },
            })
          }
        />
      )}
    </>
  );
}
