import type { Address } from '#contract/address.ts';
import type { addresses } from './addresses.table.ts';

export type AddressRow = typeof addresses.$inferSelect;

export const toAddress = (row: AddressRow): Address => ({
  _id: row.id,
  fullName: row.fullName,
  phone: row.phone,
  line1: row.line1,
  line2: row.line2,
  city: row.city,
  state: row.state,
  postalCode: row.postalCode,
  country: row.country,
  isDefault: row.isDefault,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
