import { ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import type { WishlistItem } from '#contract/cart.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { ResponsiveImage } from '#web/components/ui/responsive-image.tsx';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { useLineCap } from '#web/features/config/config-api.ts';
import { RemoveLineButton } from '#web/features/cart/components/remove-line-button.tsx';
import { productHref } from '#web/features/catalog/components/product-card.tsx';
import { ProductNameLink, variantDetails } from '#web/features/catalog/components/product-line.tsx';
import { stockText } from '#web/features/catalog/components/stock-note.tsx';
import { useMoney } from '#web/lib/money.ts';
import { useUpdateWishlistQty } from '../wishlist-api.ts';
import { useMoveToCart } from './use-move-to-cart.ts';

const numbersTo = (last: number) =>
  Array.from({ length: last }, (_, index) => ({
    value: String(index + 1),
    label: String(index + 1),
  }));

/** One saved variant: its photo, options, price and stock, the quantity wished for, move and remove. */
export function SavedPiece({ item }: { item: WishlistItem }) {
  const money = useMoney();
  const update = useUpdateWishlistQty();
  const { product, variant } = item;
  // The server holds a wish to the per-line cap too; stock limits only the move to the cart.
  const lineCap = useLineCap();
  const toCart = useMoveToCart(item, lineCap);
  const canBuy = product.isActive && variant.available;
  const busy = toCart.isPending || update.isPending;
  // While a change is on its way the select shows it; a refusal puts the saved quantity back.
  const quantity = update.isPending ? update.variables.qty : item.quantity;
  const stock =
    stockText(
      { stock: variant.stock, stockState: variant.stockState, isActive: product.isActive },
      { isShort: item.quantity > variant.stock },
    ) ?? 'In stock';
  const image =
    product.variants.find((one) => one._id === variant._id)?.images[0] ?? product.images[0];
  return (
    <li className="flex flex-col border border-line">
      <Link to={productHref(product)} className="block">
        <ResponsiveImage
          image={image ?? null}
          alt={product.name}
          sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
          className="aspect-square w-full object-cover"
        />
      </Link>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 className="font-display text-lg leading-snug">
          <ProductNameLink product={product} />
        </h2>
        <p className="text-xs text-muted">{variantDetails(variant)}</p>
        <p className="font-medium tabular-nums">
          {variant.price === null ? 'Price on request' : money(variant.price)}
        </p>
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
        <div className="flex flex-wrap gap-2 pt-2">
          <button
            type="button"
            className={buttonClass('primary', 'flex-1')}
            disabled={!canBuy || busy}
            onClick={toCart.move}
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
