import type { CartTotals } from '#contract/cart.ts';
import type { ShopSettings } from '#contract/settings.ts';
import type { Tx } from '../../db/client.ts';
import { type PieceForOrder, piecesForOrder } from '../catalog/stock.service.ts';
import { computeTotals } from './cart-totals.ts';
import { createCartRepo } from './cart.repo.ts';

export type CheckoutLine = { quantity: number; piece: PieceForOrder };

/**
 * The cart as checkout takes it, inside the checkout's transaction (after `lockCustomerCart`): the
 * lines oldest first with their pieces as they are now (variants locked, so prices hold until the
 * order is written), and the totals at those prices.
 */
export async function readCartForCheckout(
  tx: Tx,
  userId: string,
  shop: ShopSettings,
): Promise<{ lines: CheckoutLine[]; totals: CartTotals }> {
  const rows = await createCartRepo(tx).findLines(userId);
  const pieces = await piecesForOrder(
    tx,
    rows.map((row) => row.variantId),
  );
  const lines = rows.flatMap(({ quantity, variantId }) => {
    const piece = pieces.get(variantId);
    return piece ? [{ quantity, piece }] : [];
  });
  const priced = lines.map((line) => ({
    unitPrice: line.piece.price ?? 0,
    quantity: line.quantity,
  }));
  return { lines, totals: computeTotals(priced, shop) };
}

/** Empties the cart once its order is placed, inside the same transaction. */
export async function emptyCart(tx: Tx, userId: string): Promise<void> {
  await createCartRepo(tx).removeAll(userId);
}
