import type { ImageVariant } from '#contract/catalog.ts';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { isOnSale } from './on-sale.ts';
import { createStockRepo } from './stock.repo.ts';

/** A piece as a cart line needs it, read inside the caller's transaction. */
export type Sellable = {
  id: string;
  name: string;
  stock: number;
  sizes: string[];
  onSale: boolean;
};

/** What an order copies of a piece: its names and price now, and its first image. */
export type PieceForOrder = {
  id: string;
  name: string;
  slug: string;
  sku: string;
  metal: string;
  purity: string | null;
  price: number;
  onSale: boolean;
  imageVariants: ImageVariant[];
};

export type Taken = { productId: string; name: string; quantity: number; stockLeft: number };

/** The answer when fewer pieces are left than wanted, said the same way by the cart and the checkout. */
export function outOfStock(
  name: string,
  available: number,
  { path, inCart = 0 }: { path: string; inCart?: number },
): AppError {
  return new AppError(
    'OUT_OF_STOCK',
    available === 0
      ? `${name} is out of stock`
      : `Only ${available} left of ${name}` +
          (inCart > 0 ? ` (${inCart} already in your cart)` : ''),
    [{ path, message: `available: ${available}` }],
  );
}

export async function findSellable(tx: Tx, productId: string): Promise<Sellable | undefined> {
  const row = await createStockRepo(tx).findSellable(productId);
  if (!row) return undefined;
  const { id, name, stock, sizes } = row;
  return { id, name, stock, sizes, onSale: isOnSale(row) };
}

export async function piecesForOrder(
  tx: Tx,
  productIds: readonly string[],
): Promise<Map<string, PieceForOrder>> {
  if (productIds.length === 0) return new Map();
  const repo = createStockRepo(tx);
  const ids = [...new Set(productIds)];
  const rows = await repo.findForOrder(ids);
  const images = await repo.findFirstImages(ids);
  return new Map(
    rows.map(({ isActive, archivedAt, ...piece }) => [
      piece.id,
      {
        ...piece,
        onSale: isOnSale({ isActive, archivedAt }),
        imageVariants: images.get(piece.id) ?? [],
      },
    ]),
  );
}

/**
 * Takes the pieces of an order inside its transaction, product by product in id order so that
 * concurrent orders never deadlock. The conditional update is the guard: it matches only while
 * enough pieces are left; otherwise the whole order fails with the number available.
 */
export async function takeStock(tx: Tx, wanted: ReadonlyMap<string, number>): Promise<Taken[]> {
  const repo = createStockRepo(tx);
  const taken: Taken[] = [];
  for (const [productId, quantity] of [...wanted].sort(([a], [b]) => a.localeCompare(b))) {
    const row = await repo.takeIfAvailable(productId, quantity);
    if (!row) {
      const current = await repo.findStock(productId);
      throw outOfStock(current?.name ?? 'A piece in your cart', current?.stock ?? 0, {
        path: productId,
      });
    }
    taken.push({ productId, name: row.name, quantity, stockLeft: row.stock });
  }
  return taken;
}

/** Puts back the pieces of a cancelled order, inside the cancelling transaction; lines whose product was deleted are skipped. */
export async function returnStock(
  tx: Tx,
  lines: readonly { productId: string | null; quantity: number }[],
): Promise<void> {
  const repo = createStockRepo(tx);
  for (const line of lines) if (line.productId) await repo.putBack(line.productId, line.quantity);
}
