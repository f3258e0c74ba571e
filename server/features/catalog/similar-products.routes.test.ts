import { describe, expect, it } from 'vitest';
import { createCategory, createProduct } from '../../test/catalog-factories.ts';
import { useTestApp } from '../../test/use-test-app.ts';

/**
 * GET /api/product/similar's order: same kind or collection, in stock first, nearest in price
 * (above or below), unpriced after priced, then by id; sold-out pieces only fill in when too few are
 * in stock. Each case has a kind and collection of its own, so the cases do not see each other.
 */
const shop = useTestApp();

type Seed = { name: string; price: number | null; stock?: number; isActive?: boolean };

async function family(pieces: Seed[], options: { shareCollectionOnly?: boolean } = {}) {
  const { db } = shop.database;
  const kind = await createCategory(db, 'category');
  const collection = await createCategory(db, 'collection');
  const created = [];
  for (const { name, price, stock = 5, isActive = true } of pieces) {
    const own = options.shareCollectionOnly ? await createCategory(db, 'category') : kind;
    created.push(
      await createProduct(db, {
        name,
        price,
        stock,
        isActive,
        categoryId: own.id,
        collectionId: collection.id,
      }),
    );
  }
  return created;
}

async function similarTo(productId: string, limit?: number) {
  const query = new URLSearchParams({ productId, ...(limit ? { limit: String(limit) } : {}) });
  const response = await shop.app.inject({ url: `/api/product/similar?${query.toString()}` });
  expect(response.statusCode).toBe(200);
  return (response.json().similarProducts as { name: string }[]).map((product) => product.name);
}

describe('GET /api/product/similar orders the family', () => {
  it('nearest in price first, above or below, never the piece itself or one off sale', async () => {
    const [piece] = await family([
      { name: 'Piece', price: 5_000_000 },
      { name: 'Far below', price: 1_000_000 },
      { name: 'Near above', price: 5_200_000 },
      { name: 'Near below', price: 4_900_000 },
      { name: 'Far above', price: 9_000_000 },
      { name: 'Hidden near', price: 5_000_100, isActive: false },
    ]);
    expect(await similarTo(piece!.id)).toEqual([
      'Near below',
      'Near above',
      'Far below',
      'Far above',
    ]);
    expect(await similarTo(piece!.slug, 2)).toEqual(['Near below', 'Near above']);
  });

  it('sold-out pieces come after every piece in stock, however near their price', async () => {
    const [piece] = await family([
      { name: 'Piece', price: 3_000_000 },
      { name: 'Sold out, same price', price: 3_000_000, stock: 0 },
      { name: 'In stock, far', price: 9_000_000 },
      { name: 'In stock, near', price: 2_500_000 },
    ]);
    expect(await similarTo(piece!.id)).toEqual([
      'In stock, near',
      'In stock, far',
      'Sold out, same price',
    ]);
    // Enough in stock: the sold-out piece is left out.
    expect(await similarTo(piece!.id, 2)).toEqual(['In stock, near', 'In stock, far']);
  });

  it('unpriced pieces come after the priced ones in stock, before the sold-out ones', async () => {
    const [piece] = await family([
      { name: 'Piece', price: 3_000_000 },
      { name: 'Unpriced', price: null },
      { name: 'Sold out', price: 3_100_000, stock: 0 },
      { name: 'Priced', price: 8_000_000 },
    ]);
    expect(await similarTo(piece!.id)).toEqual(['Priced', 'Unpriced', 'Sold out']);
  });

  it('a piece of the same collection but another kind is similar too', async () => {
    const [piece] = await family(
      [
        { name: 'Piece', price: 3_000_000 },
        { name: 'Same collection', price: 3_300_000 },
      ],
      { shareCollectionOnly: true },
    );
    expect(await similarTo(piece!.id)).toEqual(['Same collection']);
  });

  it('a piece alone in its family has none; a piece off sale is not found, though its family is', async () => {
    const [alone] = await family([{ name: 'Alone', price: 2_000_000 }]);
    expect(await similarTo(alone!.id)).toEqual([]);
    expect(await similarTo(alone!.slug)).toEqual([]);

    const [hidden] = await family([
      { name: 'Hidden', price: 2_000_000, isActive: false },
      { name: 'On sale beside it', price: 2_100_000 },
    ]);
    for (const productId of [hidden!.id, hidden!.slug]) {
      const response = await shop.app.inject({
        url: `/api/product/similar?productId=${productId}`,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Product not found', code: 'NOT_FOUND' });
    }
  });
});
