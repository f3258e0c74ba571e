import { ShoppingBag } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { WishlistItem } from '#contract/cart.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { ResponsiveImage } from '#web/components/ui/responsive-image.tsx';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { useLineCap } from '#web/features/config/config-api.ts';
import { RemoveLineButton } from '#web/features/cart/components/remove-line-button.tsx';
import { productHref } from '#web/features/catalog/components/product-card.tsx';
import { ProductNameLink } from '#web/features/catalog/components/product-line.tsx';
import { stockText } from '#web/features/catalog/components/stock-note.tsx';
import { useMoney } from '#web/lib/money.ts';
import { useUpdateWishlistQty } from '../wishlist-api.ts';
import { useMoveToCart } from './use-move-to-cart.ts';

const numbersTo = (last: number) =>
  Array.from({ length: last }, (_, index) => ({
    value: String(index + 1),
    label: String(index + 1),
  }));

/** One saved piece: its photo, price and stock, the quantity wished for, a size, move and remove. */
export function SavedPiece({ item }: { item: WishlistItem }) {
  const money = useMoney();
  const update = useUpdateWishlistQty();
  const { product } = item;
  // The server holds a wish to the per-line cap too; stock limits only the move to the cart.
  const lineCap = useLineCap();
  const toCart = useMoveToCart(item, lineCap);
  // A wish keeps no size; a piece that comes in sizes is sized here, as on its own page.
  const hasSizes = product.sizes.length > 0;
  const [size, setSize] = useState('');
  const [sizeError, setSizeError] = useState<string | null>(null);
  const sizeRef = useRef<HTMLSelectElement>(null);
  const sizeErrorId = useId();
  const canBuy = product.isActive && product.stock > 0;
  const busy = toCart.isPending || update.isPending;
  // While a change is on its way the select shows it; a refusal puts the saved quantity back.
  const quantity = update.isPending ? update.variables.qty : item.quantity;
  const stock = stockText(product, { isShort: item.quantity > product.stock }) ?? 'In stock';
  const moveToCart = () => {
    if (hasSizes && !size) {
      setSizeError('Choose a size');
      sizeRef.current?.focus();
      return;
    }
    toCart.move(hasSizes ? size : null);
  };
  return (
    <li className="flex flex-col border border-line">
      <Link to={productHref(product)} className="block">
        <ResponsiveImage
          image={product.images[0] ?? null}
          alt={product.name}
          sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
          className="aspect-square w-full object-cover"
        />
      </Link>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 className="font-display text-lg leading-snug">
          <ProductNameLink product={product} />
        </h2>
        <p className="font-medium tabular-nums">{money(product.price)}</p>
        <p className={`text-sm ${canBuy ? 'text-muted' : 'text-danger'}`}>{stock}</p>
        <SelectField
          label="Quantity"
          aria-label={`Quantity of ${product.name}`}
          isInline
          className="mt-auto pt-2"
          options={numbersTo(Math.max(lineCap, item.quantity))}
          value={String(quantity)}
          disabled={busy}
          onChange={(event) => update.mutate({ _id: item._id, qty: Number(event.target.value) })}
        />
        {hasSizes && (
          <div>
            <SelectField
              ref={sizeRef}
              label="Size"
              aria-label={`Size of ${product.name}`}
              isInline
              options={[
                { value: '', label: 'Choose…' },
                ...product.sizes.map((one) => ({ value: one, label: one })),
              ]}
              value={size}
              disabled={busy}
              aria-invalid={sizeError ? true : undefined}
              aria-describedby={sizeError ? sizeErrorId : undefined}
              onChange={(event) => {
                setSize(event.target.value);
                setSizeError(null);
              }}
            />
            {sizeError && (
              <p id={sizeErrorId} role="alert" className="mt-1 text-sm text-danger">
                {sizeError}
              </p>
            )}
          </div>
        )}
        <div className="flex flex-wrap gap-2 pt-2">
          <button
            type="button"
            className={buttonClass('primary', 'flex-1')}
            disabled={!canBuy || busy}
            onClick={moveToCart}
          >
            <ShoppingBag size={16} aria-hidden />
            Move to cart<span className="sr-only">: {product.name}</span>
          </button>
          <RemoveLineButton
            name={product.name}
            lineId={item._id}
            list="wishlist"
            remove={toCart.remove}
            disabled={busy}
            className={buttonClass('outline')}
          />
        </div>
      </div>
    </li>
  );
}
