import { describe, expect, it } from 'vitest';
import { AuditResponseSchema } from '#contract/admin.ts';
import { ReviewsResponseSchema } from '#contract/catalog.ts';
import { createProduct } from '../../test/catalog-factories.ts';
import { customer as signedIn } from '../../test/commerce-factories.ts';
import { bearer, createUser, login } from '../../test/factories.ts';
import { useTestApp } from '../../test/use-test-app.ts';

const shop = useTestApp();
const customer = (options: { verified?: boolean; role?: 'USER' | 'MANAGER' } = {}) =>
  signedIn(shop, options);
const post = (token: string | null, productId: string, payload: object) =>
  shop.app.inject({
    method: 'POST',
    url: `/api/product/review/${productId}`,
    headers: token ? bearer(token) : {},
    payload,
  });
const summary = async (productId: string) =>
  ReviewsResponseSchema.parse(
    (await shop.app.inject({ url: `/api/product/reviews/${productId}` })).json(),
  );
const productAverage = async (productId: string) =>
  (await shop.app.inject({ url: `/api/product/get/${productId}` })).json().product;

describe('product reviews', () => {
  it('a verified customer posts { reviewData }: 201 { review }; the average and count follow', async () => {
    const product = await createProduct(shop.database.db);
    const asha = await customer();
    const ravi = await customer();
    const first = await post(asha.token, product.id, {
      reviewData: { rating: 5, comment: 'Stunning work' },
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().review).toMatchObject({
      rating: 5,
      comment: 'Stunning work',
      user: { name: asha.user.name },
    });
    await post(ravi.token, product.id, { rating: 2, comment: 'Smaller than expected' });
    expect(await summary(product.id)).toMatchObject({ averageRating: 3.5, reviewCount: 2 });
    expect((await summary(product.id)).reviews[0]?.comment).toBe('Smaller than expected');
    expect(await productAverage(product.id)).toMatchObject({ averageRating: 3.5, reviewCount: 2 });
  });

  it('a second review by the same customer edits the first', async () => {
    const product = await createProduct(shop.database.db);
    const asha = await customer();
    await post(asha.token, product.id, { rating: 1, comment: 'First thoughts' });
    const again = await post(asha.token, product.id, { rating: 4, comment: 'Grew on me' });
    expect(again.statusCode).toBe(201);
    expect(await summary(product.id)).toMatchObject({ averageRating: 4, reviewCount: 1 });
  });

  it('parallel reviews keep the average exact', async () => {
    const product = await createProduct(shop.database.db);
    const people = await Promise.all([1, 2, 3, 4].map(() => customer()));
    await Promise.all(
      people.map((person, index) =>
        post(person.token, product.id, { rating: index + 1, comment: 'In parallel' }),
      ),
    );
    expect(await summary(product.id)).toMatchObject({ averageRating: 2.5, reviewCount: 4 });
  });

  it('answers 401 signed out, 403 with an unverified e-mail, 404 for an unknown product', async () => {
    const product = await createProduct(shop.database.db);
    expect((await post(null, product.id, { rating: 5, comment: 'Anonymous' })).statusCode).toBe(
      401,
    );
    const unverified = await customer({ verified: false });
    const refused = await post(unverified.token, product.id, {
      rating: 5,
      comment: 'Not yet verified',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/verify your e-mail/);
    const known = await customer();
    expect(
      (
        await post(known.token, '0190a000-0000-7000-8000-000000000000', {
          rating: 5,
          comment: 'Ghost',
        })
      ).statusCode,
    ).toBe(404);
    expect((await summary(product.id)).reviewCount).toBe(0);
  });

  it.each([
    [{ rating: 0, comment: 'Too low' }],
    [{ rating: 6, comment: 'Too high' }],
    [{ rating: 3.5, comment: 'Half star' }],
    [{ rating: 4, comment: '' }],
    [{ rating: 4, comment: 'x'.repeat(2001) }],
    [{ reviewData: { rating: 'five', comment: 'Words' } }],
  ])('answers 400 for %j', async (payload) => {
    const product = await createProduct(shop.database.db);
    const { token } = await customer();
    expect((await post(token, product.id, payload)).statusCode).toBe(400);
  });

  it('stores a comment as plain text, exactly as written', async () => {
    const product = await createProduct(shop.database.db);
    const { token } = await customer();
    const comment = '<img src=x onerror=alert(1)> lovely';
    await post(token, product.id, { rating: 4, comment });
    expect((await summary(product.id)).reviews[0]?.comment).toBe(comment);
  });

  it('the author or staff may delete; another customer may not; the average follows', async () => {
    const product = await createProduct(shop.database.db);
    const asha = await customer();
    const ravi = await customer();
    const manager = await customer({ role: 'MANAGER' });
    const a = (await post(asha.token, product.id, { rating: 5, comment: 'Mine' })).json().review;
    const r = (await post(ravi.token, product.id, { rating: 1, comment: 'His' })).json().review;
    const remove = (token: string | null, reviewId: string) =>
      shop.app.inject({
        method: 'DELETE',
        url: `/api/product/review/${product.id}/${reviewId}`,
        headers: token ? bearer(token) : {},
      });
    expect((await remove(null, a._id)).statusCode).toBe(401);
    expect((await remove(ravi.token, a._id)).statusCode).toBe(403);
    expect((await remove(asha.token, a._id)).statusCode).toBe(200);
    expect(await summary(product.id)).toMatchObject({ averageRating: 1, reviewCount: 1 });
    expect((await remove(manager.token, r._id)).statusCode).toBe(200);
    expect(await summary(product.id)).toMatchObject({ averageRating: 0, reviewCount: 0 });
    expect((await remove(asha.token, a._id)).statusCode).toBe(404);
  });

  it('GET and POST take a slug as well as an id, like GET /api/product/get/{id}', async () => {
    const product = await createProduct(shop.database.db);
    const { token } = await customer();
    const posted = await post(token, product.slug, { rating: 4, comment: 'Found it by name' });
    expect(posted.statusCode).toBe(201);
    expect(posted.json().review.productId).toBe(product.id);
    const bySlug = await summary(product.slug);
    expect(bySlug).toMatchObject({ averageRating: 4, reviewCount: 1 });
    expect(bySlug.reviews[0]?.comment).toBe('Found it by name');
    expect(await summary(product.slug.toUpperCase())).toEqual(await summary(product.id));
  });

  it('GET reviews answers 404 for an unknown product', async () => {
    expect((await shop.app.inject({ url: '/api/product/reviews/not-a-product' })).statusCode).toBe(
      404,
    );
  });
});

describe('deleting reviews: the audit log', () => {
  it('when staff delete a customer’s review, records it as a staff action; the author’s own delete is not', async () => {
    const product = await createProduct(shop.database.db);
    const [asha, ravi] = [await customer(), await customer()];
    const manager = await customer({ role: 'MANAGER' });
    const admin = await login(
      shop.app,
      (await createUser(shop.database.db, { role: 'ADMIN' })).email,
    );
    const mine = (await post(asha.token, product.id, { rating: 5, comment: 'Mine' })).json();
    const his = (await post(ravi.token, product.id, { rating: 1, comment: 'His' })).json();
    const remove = (token: string, reviewId: string) =>
      shop.app.inject({
        method: 'DELETE',
        url: `/api/product/review/${product.id}/${reviewId}`,
        headers: bearer(token),
      });
    expect((await remove(asha.token, mine.review._id)).statusCode).toBe(200);
    expect((await remove(manager.token, his.review._id)).statusCode).toBe(200);

    const log = AuditResponseSchema.parse(
      (await shop.app.inject({ url: '/api/audit?entity=review', headers: bearer(admin) })).json(),
    );
    const about = (review: { _id: string }) =>
      log.entries.filter((entry) => entry.entityId === review._id);
    expect(about(mine.review)).toEqual([]);
    expect(about(his.review)).toEqual([
      expect.objectContaining({
        actor: expect.objectContaining({ _id: manager.user.id, role: 'MANAGER' }),
        action: 'DELETE /api/product/review/:productId/:reviewId',
        entity: 'review',
        statusCode: 200,
      }),
    ]);
  });
});
