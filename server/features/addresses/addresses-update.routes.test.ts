import { describe, expect, it } from 'vitest';
import { newId } from '../../db/ids.ts';
import {
  addressInput,
  addressOf,
  type Customer,
  customer,
  defaults,
  listAddresses,
  saveAddress,
} from '../../test/commerce-factories.ts';
import { callAs, expectUnauthorized } from '../../test/factories.ts';
import { useTestApp } from '../../test/use-test-app.ts';

const shop = useTestApp();
const US = { country: 'US', phone: '+1 212 555 0100', postalCode: '10001', state: 'New York' };
const update = (who: Customer | null, payload: object) =>
  callAs(shop, who, 'PUT', '/api/address/update', payload);
const remove = (who: Customer | null, id: string) =>
  callAs(shop, who, 'DELETE', `/api/address/delete/${id}`);

describe('PUT /api/address/update', () => {
  it('changes only the given fields and answers the address with a message', async () => {
    const who = await customer(shop);
    const saved = await saveAddress(shop, who, { line2: 'Near the clock tower' });
    const response = await update(who, { _id: saved._id, city: 'Pune', line2: null });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe('Address updated');
    expect(addressOf(response)).toMatchObject({
      ...addressInput(),
      city: 'Pune',
      line2: null,
      isDefault: true,
    });
    expect((await listAddresses(shop, who))[0]).toMatchObject({ city: 'Pune', line2: null });
  });

  it('an address abroad stays abroad when only another field changes', async () => {
    const who = await customer(shop);
    const saved = await saveAddress(shop, who, US);
    const response = await update(who, { _id: saved._id, city: 'Brooklyn' });
    expect(response.statusCode, response.body).toBe(200);
    expect(addressOf(response)).toMatchObject({ ...US, city: 'Brooklyn' });
  });

  it('checks the PIN and phone rules on the merged address, changing nothing on failure', async () => {
    const who = await customer(shop);
    const saved = await saveAddress(shop, who, US);
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
    expect((await listAddresses(shop, who))[0]).toMatchObject({ postalCode: '110001' });
  });

  it('isDefault true moves the default; the default stays until another is chosen', async () => {
    const who = await customer(shop);
    const home = await saveAddress(shop, who, { line1: 'Home Lane' });
    const office = await saveAddress(shop, who, { line1: 'Office Park' });
    expect((await update(who, { _id: office._id, isDefault: true })).statusCode).toBe(200);
    expect(defaults(await listAddresses(shop, who))).toEqual([
      ['Office Park', true],
      ['Home Lane', false],
    ]);
    const unset = await update(who, { _id: office._id, isDefault: false });
    expect(addressOf(unset).isDefault).toBe(true);
    expect((await update(who, { _id: home._id, isDefault: 'true' })).statusCode).toBe(200);
    expect(defaults(await listAddresses(shop, who))).toEqual([
      ['Home Lane', true],
      ['Office Park', false],
    ]);
  });

  it("another customer's address answers 404 and stays as it was; anonymous gets 401", async () => {
    const who = await customer(shop);
    const saved = await saveAddress(shop, who);
    const stranger = await customer(shop);
    const response = await update(stranger, { _id: saved._id, city: 'Goa', isDefault: true });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Address not found' });
    expect((await update(null, { _id: saved._id, city: 'Goa' })).statusCode).toBe(401);
    expect(await listAddresses(shop, who)).toEqual([saved]);
  });

  it('refuses a missing or malformed _id and an empty required field with 400', async () => {
    const who = await customer(shop);
    const saved = await saveAddress(shop, who);
    for (const payload of [
      { city: 'Goa' },
      { _id: 'abc', city: 'Goa' },
      { _id: saved._id, city: '' },
    ])
      expect((await update(who, payload)).statusCode).toBe(400);
    expect(await listAddresses(shop, who)).toEqual([saved]);
  });
});

describe('DELETE /api/address/delete/{id}', () => {
  it('deleting the default passes it to the most recent remaining address', async () => {
    const who = await customer(shop);
    const first = await saveAddress(shop, who, { line1: 'First Street' });
    await saveAddress(shop, who, { line1: 'Second Street' });
    const third = await saveAddress(shop, who, { line1: 'Third Street' });
    const response = await remove(who, first._id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Address deleted' });
    expect(defaults(await listAddresses(shop, who))).toEqual([
      ['Third Street', true],
      ['Second Street', false],
    ]);
    expect((await remove(who, third._id)).statusCode).toBe(200);
    expect(defaults(await listAddresses(shop, who))).toEqual([['Second Street', true]]);
  });

  it('deleting another address leaves the default where it is', async () => {
    const who = await customer(shop);
    await saveAddress(shop, who, { line1: 'First Street' });
    const second = await saveAddress(shop, who, { line1: 'Second Street' });
    expect((await remove(who, second._id)).statusCode).toBe(200);
    expect(defaults(await listAddresses(shop, who))).toEqual([['First Street', true]]);
    expect((await remove(who, second._id)).statusCode).toBe(404);
  });

  it("another customer's address, an unknown id or a malformed one answer 404; anonymous 401", async () => {
    const who = await customer(shop);
    const saved = await saveAddress(shop, who);
    const stranger = await customer(shop);
    for (const id of [saved._id, newId(), 'abc', "1' or '1'='1"]) {
      const response = await remove(stranger, encodeURIComponent(id));
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
    expect((await remove(null, saved._id)).statusCode).toBe(401);
    expect(await listAddresses(shop, who)).toEqual([saved]);
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
    await expectUnauthorized(calls);
  });
});
