import { describe, expect, it } from 'vitest';
import { ADDRESSES_MAX } from '#contract/address.ts';
import {
  addressInput,
  addressOf,
  createAddress,
  customer,
  defaults,
  listAddresses,
  saveAddress,
} from '../../test/commerce-factories.ts';
import { useTestApp } from '../../test/use-test-app.ts';

const shop = useTestApp();
const US = { country: 'US', phone: '+1 212 555 0100', postalCode: '10001', state: 'New York' };

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
    expect(await listAddresses(shop, who)).toEqual([addressOf(response)]);
  });

  it('isDefault true moves the default; the list shows the default first, then the newest', async () => {
    const who = await customer(shop);
    await saveAddress(shop, who, { line1: 'First Street' });
    await saveAddress(shop, who, { line1: 'Second Street' });
    expect(defaults(await listAddresses(shop, who))).toEqual([
      ['First Street', true],
      ['Second Street', false],
    ]);
    await saveAddress(shop, who, { line1: 'Third Street', isDefault: true });
    expect(defaults(await listAddresses(shop, who))).toEqual([
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
    const saved = await listAddresses(shop, who);
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
    expect(await listAddresses(shop, who)).toEqual([]);
  });

  it('accepts Indian numbers written with +91 and spaces, and foreign postal codes abroad', async () => {
    const who = await customer(shop);
    expect((await saveAddress(shop, who, { phone: '+91 98123 45678' })).phone).toBe(
      '+91 98123 45678',
    );
    expect(await saveAddress(shop, who, US)).toMatchObject({ country: 'US', postalCode: '10001' });
  });

  it(`keeps at most ${ADDRESSES_MAX} addresses: one more answers 409`, async () => {
    const who = await customer(shop);
    for (let i = 0; i < ADDRESSES_MAX; i++)
      await saveAddress(shop, who, { line1: `House ${i + 1}` });
    const response = await createAddress(shop.app, who.token);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('CONFLICT');
    expect(await listAddresses(shop, who)).toHaveLength(ADDRESSES_MAX);
  });
});
