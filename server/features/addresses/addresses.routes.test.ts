import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Address,
  ADDRESSES_MAX,
  AddressesResponseSchema,
  AddressResponseSchema,
} from '#contract/address.ts';
import { newId } from '../../db/ids.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import {
  addressInput,
  createAddress,
  type Customer,
  customer,
} from '../../test/commerce-factories.ts';

let shop: TestApp;
beforeAll(async () => {
  shop = await buildTestApp();
});
afterAll(() => shop.close());

const US = { country: 'US', phone: '+1 212 555 0100', postalCode: '10001', state: 'New York' };

const addressOf = (response: { json: () => unknown }): Address =>
  AddressResponseSchema.parse(response.json()).address;
const create = async (who: Customer, overrides: Record<string, unknown> = {}) => {
  const response = await createAddress(shop.app, who.token, overrides);
  expect(response.statusCode, response.body).toBe(201);
  return addressOf(response);
};
const list = async (who: Customer) =>
  AddressesResponseSchema.parse(
    (await shop.app.inject({ url: '/api/address/get', headers: who.headers })).json(),
  ).addresses;
const update = (who: Customer | null, payload: object) =>
  shop.app.inject({
    method: 'PUT',
    url: '/api/address/update',
    headers: who?.headers ?? {},
    payload,
  });
const remove = (who: Customer | null, id: string) =>
  shop.app.inject({
    method: 'DELETE',
    url: `/api/address/delete/${id}`,
    headers: who?.headers ?? {},
  });
const defaults = (addresses: Address[]) =>
  addresses.map((address) => [address.line1, address.isDefault]);

describe('POST /api/address/create', () => {
  it('answers 201 with the address; the first one becomes the default by itself', async () => {
    const who = await customer(shop);
    const response = await createAddress(shop.app, who.token, { isDefault: false });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().message).toBe('Address saved');
    expect(addressOf(response)).toMatchObject({
      ...addressInput(),
      line2: null,
      country: 'IN',
      isDefault: true,
    });
    expect(await list(who)).toEqual([addressOf(response)]);
  });

  it('isDefault true moves the default; the list shows the default first, then the newest', async () => {
    const who = await customer(shop);
    await create(who, { line1: 'First Street' });
    await create(who, { line1: 'Second Street' });
    expect(defaults(await list(who))).toEqual([
      ['First Street', true],
      ['Second Street', false],
    ]);
    await create(who, { line1: 'Third Street', isDefault: true });
    expect(defaults(await list(who))).toEqual([
      ['Third Street', true],
      ['Second Street', false],
      ['First Street', false],
    ]);
  });

  it('addresses saved at the same moment still leave exactly one default', async () => {
    const who = await customer(shop);
    const responses = await Promise.all(
      ['A', 'B', 'C', 'D'].map((name) =>
        createAddress(shop.app, who.token, { line1: `House ${name}`, isDefault: name !== 'A' }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([201, 201, 201, 201]);
    const saved = await list(who);
    expect(saved).toHaveLength(4);
    expect(saved.filter((address) => address.isDefault)).toHaveLength(1);
  });

  it.each([
    ['a PIN code of 5 digits', { postalCode: '30200' }, 'postalCode'],
    ['a PIN code starting with 0', { postalCode: '012345' }, 'postalCode'],
    ['a phone that is not an Indian mobile', { phone: '12345' }, 'phone'],
    ['a landline-like number', { phone: '2212345678' }, 'phone'],
    ['no full name', { fullName: undefined }, 'fullName'],
    ['no city', { city: '' }, 'city'],
    ['a three-letter country', { country: 'IND' }, 'country'],
  ])('refuses %s with 400 naming the field, and saves nothing', async (_label, change, path) => {
    const who = await customer(shop);
    const response = await createAddress(shop.app, who.token, change);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
    expect(response.json().details.map((detail: { path: string }) => detail.path)).toContain(path);
    expect(await list(who)).toEqual([]);
  });

  it('accepts Indian numbers written with +91 and spaces, and foreign postal codes abroad', async () => {
    const who = await customer(shop);
    expect((await create(who, { phone: '+91 98123 45678' })).phone).toBe('+91 98123 45678');
    expect(await create(who, US)).toMatchObject({ country: 'US', postalCode: '10001' });
  });

  it(`keeps at most ${ADDRESSES_MAX} addresses: one more answers 409`, async () => {
    const who = await customer(shop);
    for (let i = 0; i < ADDRESSES_MAX; i++) await create(who, { line1: `House ${i + 1}` });
    const response = await createAddress(shop.app, who.token);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('CONFLICT');
    expect(await list(who)).toHaveLength(ADDRESSES_MAX);
  });
});

describe('PUT /api/address/update', () => {
  it('changes only the given fields and answers the address with a message', async () => {
    const who = await customer(shop);
    const saved = await create(who, { line2: 'Near the clock tower' });
    const response = await update(who, { _id: saved._id, city: 'Pune', line2: null });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe('Address updated');
    expect(addressOf(response)).toMatchObject({
      ...addressInput(),
      city: 'Pune',
      line2: null,
      isDefault: true,
    });
    expect((await list(who))[0]).toMatchObject({ city: 'Pune', line2: null });
  });

  it('an address abroad stays abroad when only another field changes', async () => {
    const who = await customer(shop);
    const saved = await create(who, US);
    const response = await update(who, { _id: saved._id, city: 'Brooklyn' });
    expect(response.statusCode, response.body).toBe(200);
    expect(addressOf(response)).toMatchObject({ ...US, city: 'Brooklyn' });
  });

  it('checks the PIN and phone rules on the merged address, changing nothing on failure', async () => {
    const who = await customer(shop);
    const saved = await create(who, US);
    const toIndia = await update(who, { _id: saved._id, country: 'IN' });
    expect(toIndia.statusCode).toBe(400);
    expect(toIndia.json().code).toBe('VALIDATION_FAILED');
    expect(
      toIndia
        .json()
        .details.map((detail: { path: string }) => detail.path)
        .sort(),
    ).toEqual(['phone', 'postalCode']);
    const fixed = await update(who, {
      _id: saved._id,
      country: 'in',
      phone: '9812345678',
      postalCode: '110001',
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(addressOf(fixed)).toMatchObject({ country: 'IN', postalCode: '110001' });
    const badPin = await update(who, { _id: saved._id, postalCode: '1100' });
    expect(badPin.statusCode).toBe(400);
    expect((await list(who))[0]).toMatchObject({ postalCode: '110001' });
  });

  it('isDefault true moves the default; the default stays until another is chosen', async () => {
    const who = await customer(shop);
    const home = await create(who, { line1: 'Home Lane' });
    const office = await create(who, { line1: 'Office Park' });
    expect((await update(who, { _id: office._id, isDefault: true })).statusCode).toBe(200);
    expect(defaults(await list(who))).toEqual([
      ['Office Park', true],
      ['Home Lane', false],
    ]);
    const unset = await update(who, { _id: office._id, isDefault: false });
    expect(addressOf(unset).isDefault).toBe(true);
    expect((await update(who, { _id: home._id, isDefault: 'true' })).statusCode).toBe(200);
    expect(defaults(await list(who))).toEqual([
      ['Home Lane', true],
      ['Office Park', false],
    ]);
  });

  it("another customer's address answers 404 and stays as it was; anonymous gets 401", async () => {
    const who = await customer(shop);
    const saved = await create(who);
    const stranger = await customer(shop);
    const response = await update(stranger, { _id: saved._id, city: 'Goa', isDefault: true });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Address not found' });
    expect((await update(null, { _id: saved._id, city: 'Goa' })).statusCode).toBe(401);
    expect(await list(who)).toEqual([saved]);
  });

  it('refuses a missing or malformed _id and an empty required field with 400', async () => {
    const who = await customer(shop);
    const saved = await create(who);
    for (const payload of [
      { city: 'Goa' },
      { _id: 'abc', city: 'Goa' },
      { _id: saved._id, city: '' },
    ])
      expect((await update(who, payload)).statusCode).toBe(400);
    expect(await list(who)).toEqual([saved]);
  });
});

describe('DELETE /api/address/delete/{id}', () => {
  it('deleting the default passes it to the most recent remaining address', async () => {
    const who = await customer(shop);
    const first = await create(who, { line1: 'First Street' });
    await create(who, { line1: 'Second Street' });
    const third = await create(who, { line1: 'Third Street' });
    const response = await remove(who, first._id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Address deleted' });
    expect(defaults(await list(who))).toEqual([
      ['Third Street', true],
      ['Second Street', false],
    ]);
    expect((await remove(who, third._id)).statusCode).toBe(200);
    expect(defaults(await list(who))).toEqual([['Second Street', true]]);
  });

  it('deleting another address leaves the default where it is', async () => {
    const who = await customer(shop);
    await create(who, { line1: 'First Street' });
    const second = await create(who, { line1: 'Second Street' });
    expect((await remove(who, second._id)).statusCode).toBe(200);
    expect(defaults(await list(who))).toEqual([['First Street', true]]);
    expect((await remove(who, second._id)).statusCode).toBe(404);
  });

  it("another customer's address, an unknown id or a malformed one answer 404; anonymous 401", async () => {
    const who = await customer(shop);
    const saved = await create(who);
    const stranger = await customer(shop);
    for (const id of [saved._id, newId(), 'abc', "1' or '1'='1"]) {
      const response = await remove(stranger, encodeURIComponent(id));
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
    expect((await remove(null, saved._id)).statusCode).toBe(401);
    expect(await list(who)).toEqual([saved]);
  });
});

describe('signing in', () => {
  it('every address call answers 401 to an anonymous visitor', async () => {
    const calls = [
      shop.app.inject({ url: '/api/address/get' }),
      shop.app.inject({ method: 'POST', url: '/api/address/create', payload: addressInput() }),
      update(null, { _id: newId(), city: 'Goa' }),
      remove(null, newId()),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('UNAUTHORIZED');
    }
  });
});
