import type { Address } from '#contract/address.ts';

/** A saved delivery address in Jaipur, the customer's default; a test overrides what it looks at. */
export function makeAddress(overrides: Partial<Address> = {}): Address {
  return {
    _id: '0195f0a0-0000-7000-8000-0000000000a1',
    fullName: 'Asha Menon',
    phone: '9812345678',
    line1: '14 Johari Bazaar',
    line2: null,
    city: 'Jaipur',
    state: 'Rajasthan',
    postalCode: '302003',
    country: 'IN',
    isDefault: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
