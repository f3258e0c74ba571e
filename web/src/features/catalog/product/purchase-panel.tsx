import { Heart, LoaderCircle, ShoppingBag } from 'lucide-react';
import { useState } from 'react';
import type { Product, ProductVariant } from '#contract/catalog.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { lineQtyLimit, useLineCap } from '#web/features/config/config-api.ts';
import { stockText } from '../components/stock-note.tsx';
import { OptionPicker } from './option-picker.tsx';
import { QuantityInput } from './quantity-input.tsx';

export type AddToCartChoice = { variantId: string; qty: number };

type PurchasePanelProps = {
  product: Product;
  variant: ProductVariant;
  onChooseVariant: (variantId: string) => void;
  onAddToCart: (choice: AddToCartChoice) => void;
  onAddToWishlist: (variantId: string) => void;
  isAddingToCart: boolean;
  isAddingToWishlist: boolean;
};

const STOCK_TONE: Record<ProductVariant['stockState'], string> = {
  in_stock: 'text-success',
  low_stock: 'text-danger',
  out_of_stock: 'text-muted',
};

/** The chosen variant's options, stock and quantity, and the buttons that keep it. */
export function PurchasePanel({
  product,
  variant,
  onChooseVariant,
  onAddToCart,
  onAddToWishlist,
  isAddingToCart,
  isAddingToWishlist,
}: PurchasePanelProps) {
  const [qty, setQty] = useState(1);
  const max = lineQtyLimit(variant.stock, useLineCap());
  const isSoldOut = variant.stockState === 'out_of_stock';
  // A quantity picked for a fuller variant shrinks to what the chosen one allows.
  const quantity = Math.max(1, Math.min(qty, max));
  // Only the stock: this panel says nothing of a piece taken off sale.
  const stock = stockText({ stock: variant.stock, stockState: variant.stockState }) ?? 'In stock';

  return (
    <div className="space-y-6">
      <OptionPicker variants={product.variants} current={variant} onChoose={onChooseVariant} />
      <p className={`text-sm font-medium ${STOCK_TONE[variant.stockState]}`}>{stock}</p>
      {!isSoldOut && (
        <div className="noscript:hidden">
          <QuantityInput value={quantity} max={max} onChange={setQty} />
        </div>
      )}
      <noscript>
        <p className="border border-line bg-surface px-4 py-3 text-sm text-muted">
          Turn on JavaScript in your browser to add this piece to your cart or wishlist.
        </p>
      </noscript>
      <div className="flex flex-col gap-3 sm:flex-row noscript:hidden">
        <button
          type="button"
          className={buttonClass('primary', 'flex-1')}
          disabled={!variant.available || isAddingToCart}
          onClick={() => onAddToCart({ variantId: variant._id, qty: quantity })}
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
          onClick={() => onAddToWishlist(variant._id)}
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
