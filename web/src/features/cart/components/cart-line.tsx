import { Minus, Plus } from 'lucide-react';
import type { CartItem } from '#contract/cart.ts';
import { ResponsiveImage } from '#web/components/ui/responsive-image.tsx';
import { LineDetails, ProductNameLink } from '#web/features/catalog/components/product-line.tsx';
import { stockText } from '#web/features/catalog/components/stock-note.tsx';
import { useMoney } from '#web/lib/money.ts';
import { lineQtyLimit, useLineCap } from '#web/features/config/config-api.ts';
import { useRemoveFromCart, useUpdateCartQty } from '../cart-api.ts';
import { PriceChangeNote } from './price-change-note.tsx';
import { RemoveLineButton } from './remove-line-button.tsx';

const STEP_BUTTON =
  'flex size-11 items-center justify-center hover:text-accent disabled:opacity-40';

/**
 * One line of the cart: the piece and its variant, today's price (and whether it moved), why it
 * cannot be ordered, its quantity and a remove.
 */
export function CartLine({ item }: { item: CartItem }) {
  const money = useMoney();
  const update = useUpdateCartQty();
  const remove = useRemoveFromCart();
  const { product, variant } = item;
  const max = lineQtyLimit(variant.stock, useLineCap());
  // Only a problem is worth a word here: the line's piece is off sale, sold out or short.
  const problem = stockText(
    { stock: variant.stock, stockState: variant.stockState, isActive: product.isActive },
    { isShort: !item.available, warnLow: false },
  );
  const image =
    product.variants.find((one) => one._id === variant._id)?.images[0] ?? product.images[0];
  const busy = update.isPending || remove.isPending;
  const setQty = (qty: number) => update.mutate({ _id: item._id, qty });
  return (
    <li className="flex gap-4 py-6">
      <ResponsiveImage
        image={image ?? null}
        alt=""
        sizes="112px"
        className="size-24 shrink-0 border border-line object-cover sm:size-28"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h2 className="font-display text-xl leading-snug">
              <ProductNameLink product={product} />
            </h2>
            <LineDetails
              metal={product.metal}
              purity={product.purity}
              size={item.size}
              variant={variant}
            />
            <p className="mt-1 text-sm text-muted">
              {variant.price === null ? 'Price on request' : `${money(item.unitPrice)} each`}
            </p>
          </div>
          <p className="font-medium tabular-nums">{money(item.lineTotal)}</p>
        </div>
        <PriceChangeNote {...item} />
        {problem && <p className="text-sm font-medium text-danger">{problem}</p>}
        <div className="flex flex-wrap items-center gap-4">
          <div
            className="flex items-center border border-line"
            role="group"
            aria-label={`Quantity of ${product.name}`}
          >
            <button
              type="button"
              className={STEP_BUTTON}
              aria-label={`One fewer ${product.name}`}
              disabled={busy || item.quantity <= 1}
              onClick={() => setQty(item.quantity - 1)}
            >
              <Minus size={16} aria-hidden />
            </button>
            <span className="w-10 text-center tabular-nums" aria-live="polite">
              {item.quantity}
            </span>
            <button
              type="button"
              className={STEP_BUTTON}
              aria-label={`One more ${product.name}`}
              disabled={busy || item.quantity >= max}
              onClick={() => setQty(item.quantity + 1)}
            >
              <Plus size={16} aria-hidden />
            </button>
          </div>
          <RemoveLineButton
            name={product.name}
            lineId={item._id}
            list="cart"
            remove={remove}
            disabled={busy}
            className="inline-flex min-h-11 items-center gap-2 text-sm text-muted hover:text-danger disabled:opacity-40"
          />
        </div>
      </div>
    </li>
  );
}
