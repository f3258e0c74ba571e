import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TestimonialResponseSchema, TestimonialsResponseSchema } from '#contract/testimonials.ts';
import { createProduct } from '../../test/catalog-factories.ts';
import { bearer, expectInvalid, freshIp, TEST_PASSWORD } from '../../test/factories.ts';
import { placeOrder, shopper } from '../../test/order-factories.ts';
import { useShopper, useTestApp } from '../../test/use-test-app.ts';
import { notifications } from '../notifications/notifications.table.ts';

const shop = useTestApp();
const customer = useShopper(shop);
const manager = useShopper(shop, { role: 'MANAGER' });

const submit = (payload: object, remoteAddress = freshIp()) =>
  shop.app.inject({ method: 'POST', url: '/api/testimonials', payload, remoteAddress });
const publicList = async () =>
  TestimonialsResponseSchema.parse((await shop.app.inject({ url: '/api/testimonials' })).json())
    .testimonials;
const staff = (
  method: 'GET' | 'PUT' | 'DELETE',
  url: string,
  token: string | null = manager.token,
) =>
  shop.app.inject({ method, url: `/api/testimonials${url}`, headers: token ? bearer(token) : {} });

describe('/api/testimonials', () => {
  it('anyone may submit: 201 { testimonial, message } pending, not shown until approved', async () => {
    const response = await submit({
      name: 'Kavya',
      message: 'My wedding set was exquisite.',
      rating: 5,
      location: 'Pune',
    });
    expect(response.statusCode).toBe(201);
    const { testimonial, message } = TestimonialResponseSchema.parse(response.json());
    expect(testimonial).toMatchObject({
      name: 'Kavya',
      status: 'pending',
      rating: 5,
      location: 'Pune',
      isVerifiedBuyer: false,
    });
    expect(message).toMatch(/after|review/);
    expect((await publicList()).map((entry) => entry._id)).not.toContain(testimonial._id);

    const approved = await staff('PUT', `/${testimonial._id}/approve`);
    expect(approved.statusCode).toBe(200);
    expect((await publicList()).map((entry) => entry._id)).toContain(testimonial._id);
  });

  it('marks a signed-in customer with a delivered order as a verified buyer, and no one else', async () => {
    const product = await createProduct(shop.database.db, { stock: 5 });
    const buyer = await shopper(shop, { cart: [{ productId: product.id, quantity: 1 }] });
    const placed = await placeOrder(shop, buyer);
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json().order._id as string;
    const say = (headers: Record<string, string>) =>
      shop.app.inject({
        method: 'POST',
        url: '/api/testimonials',
        headers,
        payload: { name: 'Ritu', message: 'The earrings arrived beautifully packed.' },
        remoteAddress: freshIp(),
      });

    // Ordered but not yet delivered: not a verified buyer yet.
    expect((await say(buyer.headers)).json().testimonial.isVerifiedBuyer).toBe(false);
    const delivered = await shop.app.inject({
      method: 'PUT',
      url: `/api/order/admin/update/${orderId}`,
      headers: bearer(manager.token),
      payload: { orderStatus: 'Delivered' },
    });
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect((await say(buyer.headers)).json().testimonial.isVerifiedBuyer).toBe(true);
    // The same words without the buyer's token, or from another customer, are not.
    expect((await say({})).json().testimonial.isVerifiedBuyer).toBe(false);
    expect((await say(bearer(customer.token))).json().testimonial.isVerifiedBuyer).toBe(false);

    // The shop's form sends no auth header (SPEC §6): the login cookie, scoped to this route and
    // honoured only from the shop's own pages, recognises the buyer instead.
    const login = await shop.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: buyer.user.email, password: TEST_PASSWORD },
      remoteAddress: freshIp(),
    });
    const cookie = login.cookies.find((each) => each.name === 'kj_session')!;
    expect(cookie).toMatchObject({ path: '/api/testimonials', httpOnly: true, sameSite: 'Lax' });
    expect(cookie.value).toBe(login.json().token);
    const withCookie = { cookie: `kj_session=${cookie.value}` };
    expect((await say({ ...withCookie, 'sec-fetch-site': 'same-origin' })).json()).toMatchObject({
      testimonial: { isVerifiedBuyer: true },
    });
    expect(
      (await say({ ...withCookie, origin: 'https://elsewhere.example' })).json().testimonial
        .isVerifiedBuyer,
    ).toBe(false);
    // Logging out ends the session and clears the cookie; a stale cookie is just anonymous.
    const out = await shop.app.inject({ url: '/api/user/logout', headers: bearer(cookie.value) });
    expect(out.cookies.find((each) => each.name === 'kj_session')?.value).toBe('');
    expect((await say(withCookie)).statusCode).toBe(201);
    expect((await say(withCookie)).json().testimonial.isVerifiedBuyer).toBe(false);
  });

  it('keeps text as written (no HTML is interpreted) and answers newest first', async () => {
    const older = (
      await submit({ name: 'Old Friend', message: 'Served us for twenty years.' })
    ).json().testimonial;
    const newer = (
      await submit({ name: 'New Friend', message: '<b>bold</b> & <script>x</script> kind staff' })
    ).json().testimonial;
    await staff('PUT', `/${older._id}/approve`);
    await staff('PUT', `/${newer._id}/approve`);
    const list = await publicList();
    expect(list[0]).toMatchObject({
      _id: newer._id,
      message: '<b>bold</b> & <script>x</script> kind staff',
    });
  });

  it('a new testimonial tells staff with a new_testimonial notification; a honeypot one does not', async () => {
    const { testimonial } = (
      await submit({ name: 'Notice Me', message: 'Beautiful temple earrings.' })
    ).json();
    const noticesFor = (column: 'entityId' | 'title', value: string) =>
      shop.database.db.select().from(notifications).where(eq(notifications[column], value));
    expect(await noticesFor('entityId', testimonial._id)).toMatchObject([
      { type: 'new_testimonial', title: 'New testimonial from Notice Me' },
    ]);
    await submit({ name: 'Bot Notice', message: 'Cheap watches here', website: 'x' });
    expect(await noticesFor('title', 'New testimonial from Bot Notice')).toEqual([]);
  });

  it('a filled honeypot gets the same answer and is never stored', async () => {
    const response = await submit({
      name: 'Bot',
      message: 'Buy cheap watches online now',
      website: 'http://spam.example',
    });
    expect(response.statusCode).toBe(201);
    const pending = TestimonialsResponseSchema.parse(
      (await staff('GET', '/admin')).json(),
    ).testimonials;
    expect(pending.some((entry) => entry.name === 'Bot')).toBe(false);
  });

  it.each([
    [{ message: 'No name given here' }, 'name'],
    [{ name: 'Ok', message: 'short' }, 'message'],
    [{ name: 'Ok', message: 'x'.repeat(1001) }, 'message'],
    [{ name: 'Ok', message: 'A fine message here', rating: 6 }, 'rating'],
  ])('answers 400 for %j', async (payload, field) => {
    const response = await submit(payload);
    expectInvalid(response, field);
  });

  it('limits submissions per address: the 6th in an hour answers 429', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++)
      expect((await submit({ name: 'Flood', message: 'Lovely shop indeed' }, ip)).statusCode).toBe(
        201,
      );
    const sixth = await submit({ name: 'Flood', message: 'Lovely shop indeed' }, ip);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.headers['retry-after']).toBeDefined();
  });

  it('staff list pending ones, reject and delete; customers and the anonymous may not', async () => {
    const { testimonial } = (
      await submit({ name: 'Ravi', message: 'Good but slow delivery.' })
    ).json();
    expect((await staff('GET', '/admin', null)).statusCode).toBe(401);
    expect((await staff('GET', '/admin', customer.token)).statusCode).toBe(403);
    expect((await staff('PUT', `/${testimonial._id}/approve`, customer.token)).statusCode).toBe(
      403,
    );
    expect((await staff('DELETE', `/${testimonial._id}`, null)).statusCode).toBe(401);
    const pending = (await staff('GET', '/admin?status=pending')).json().testimonials;
    expect(pending.map((entry: { _id: string }) => entry._id)).toContain(testimonial._id);
    expect((await staff('PUT', `/${testimonial._id}/reject`)).json().testimonial.status).toBe(
      'rejected',
    );
    expect((await staff('GET', '/admin?status=rejected')).json().testimonials[0]._id).toBe(
      testimonial._id,
    );
    expect((await staff('DELETE', `/${testimonial._id}`)).statusCode).toBe(200);
    expect((await staff('DELETE', `/${testimonial._id}`)).statusCode).toBe(404);
    expect((await staff('PUT', '/not-an-id/approve')).statusCode).toBe(404);
    expect((await staff('GET', '/admin?status=odd')).statusCode).toBe(400);
  });
});
