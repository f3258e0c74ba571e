import { Heart, LoaderCircle, ShoppingBag } from 'lucide-react';
import { useRef, useState } from 'react';
import type { Product } from '#contract/catalog.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { lineQtyLimit, useLineCap } from '#web/features/config/config-api.ts';
import { stockText } from '../components/stock-note.tsx';
import { QuantityInput } from './quantity-input.tsx';
import { SizePicker } from './size-picker.tsx';

export type AddToCartChoice = { qty: number; size: string | null };

type PurchasePanelProps = {
  product: Product;
  onAddToCart: (choice: AddToCartChoice) => void;
  onAddToWishlist: () => void;
  isAddingToCart: boolean;
  isAddingToWishlist: boolean;
};

const STOCK_TONE: Record<Product['stockState'], string> = {
  in_stock: 'text-success',
  low_stock: 'text-danger',
  out_of_stock: 'text-muted',
};

export function PurchasePanel({
  product,
  onAddToCart,
  onAddToWishlist,
  isAddingToCart,
  isAddingToWishlist,
}: PurchasePanelProps) {
  const [size, setSize] = useState<string | null>(null);
  const [sizeError, setSizeError] = useState<string | null>(null);
  const [qty, setQty] = useState(1);
  const lineCap = useLineCap();
  const sizesRef = useRef<HTMLDivElement>(null);
  const isSoldOut = product.stockState === 'out_of_stock';
  const hasSizes = product.sizes.length > 0;
  // Only the stock: this panel says nothing of a piece taken off sale.
  const stock = stockText({ stock: product.stock, stockState: product.stockState }) ?? 'In stock';

  const addToCart = () => {
    if (hasSizes && !size) {
      setSizeError('Choose a size');
      sizesRef.current?.querySelector('input')?.focus();
      return;
    }
    onAddToCart({ qty, size });
  };

  return (
    <div className="space-y-6">
      <p className={`text-sm font-medium ${STOCK_TONE[product.stockState]}`}>{stock}</p>
      {hasSizes && (
        <div ref={sizesRef}>
          <SizePicker
            sizes={product.sizes}
            value={size}
            error={sizeError}
            onChange={(next) => {
              setSize(next);
              setSizeError(null);
            }}
          />
        </div>
      )}
      {!isSoldOut && (
        <QuantityInput value={qty} max={lineQtyLimit(product.stock, lineCap)} onChange={setQty} />
      )}
      <div className="flex flex-col gap-3 sm:flex-row">
        <button
          type="button"
          className={buttonClass('primary', 'flex-1')}
          disabled={isSoldOut || isAddingToCart}
          onClick={addToCart}
        >
          {isAddingToCart ? (
            <LoaderCircle size={16} className="animate-spin" aria-hidden />
          ) : (
            <ShoppingBag size={16} strokeWidth={1.5} aria-hidden />
          )}
          {isSoldOut ? 'Out of stock' : 'Add to cart'}
        </button>
        <button
          type="button"
          className={buttonClass('outline', 'flex-1')}
          disabled={isAddingToWishlist}
          onClick={onAddToWishlist}
        >
          {isAddingToWishlist ? (
            <LoaderCircle size={16} className="animate-spin" aria-hidden />
          ) : (
            <Heart size={16} strokeWidth={1.5} aria-hidden />
          )}
          Add to wishlist
        </button>
      </div>
    </div>
  );
}
