import { z } from 'zod';
import {
  type Address,
  type AddressInputSchema,
  ADDRESSES_MAX,
  type AddressUpdateSchema,
  checkAddressRegion,
} from '#contract/address.ts';
import type { Db } from '../../db/client.ts';
import { isUuid, newId } from '../../db/ids.ts';
import { AppError } from '../../lib/errors.ts';
import { toAddress } from './address-mapper.ts';
import { createAddressesRepo } from './addresses.repo.ts';

export const ADDRESS_NOT_FOUND = 'Address not found';

type Create = z.output<typeof AddressInputSchema>;
type Update = z.output<typeof AddressUpdateSchema>;

const RegionalSchema = z
  .custom<Parameters<typeof checkAddressRegion>[0]>()
  .superRefine(checkAddressRegion);

const definedOnly = <T extends object>(value: T) =>
  Object.fromEntries(
    Object.entries(value).filter(([, field]) => field !== undefined),
  ) as Partial<T>;

/** The customer's addresses, the default first, then the newest. */
export async function listAddresses(db: Db, userId: string): Promise<Address[]> {
  return (await createAddressesRepo(db).findAll(userId)).map(toAddress);
}

/** One of the customer's own addresses; undefined for anyone else's. */
export async function findOwnAddress(
  db: Db,
  userId: string,
  id: string,
): Promise<Address | undefined> {
  const row = await createAddressesRepo(db).findOwn(userId, id);
  return row && toAddress(row);
}

export async function createAddress(db: Db, userId: string, input: Create) {
  const row = await db.transaction(async (tx) => {
    const repo = createAddressesRepo(tx);
    await repo.lockCustomer(userId);
    const existing = await repo.countOf(userId);
    if (existing >= ADDRESSES_MAX)
      throw new AppError(
        'CONFLICT',
        `You can save at most ${ADDRESSES_MAX} addresses; delete one you no longer use`,
      );
    const id = newId();
    const isDefault = existing === 0 || input.isDefault === true;
    if (isDefault) await repo.clearDefault(userId, id);
    return repo.insert({ ...input, id, userId, isDefault });
  });
  return { address: toAddress(row), message: 'Address saved' };
}

function assertRegion(address: Parameters<typeof checkAddressRegion>[0]) {
  const regional = RegionalSchema.safeParse(address);
  if (regional.success) return;
  const details = regional.error.issues.map((issue) => ({
    path: issue.path.join('.'),
    message: issue.message,
  }));
  throw new AppError('VALIDATION_FAILED', `${details[0]!.path}: ${details[0]!.message}`, details);
}

export async function updateAddress(
  db: Db,
  userId: string,
  { _id, isDefault: makeDefault, ...changes }: Update,
) {
  const row = await db.transaction(async (tx) => {
    const repo = createAddressesRepo(tx);
    await repo.lockCustomer(userId);
    const current = await repo.findOwn(userId, _id);
    if (!current) throw new AppError('NOT_FOUND', ADDRESS_NOT_FOUND);
    const fields = definedOnly(changes);
    assertRegion({ ...current, ...fields });
    // The default moves only by choosing another address, so a customer always has one.
    const isDefault = current.isDefault || makeDefault === true;
    if (isDefault && !current.isDefault) await repo.clearDefault(userId, current.id);
    return repo.update(current.id, { ...fields, isDefault });
  });
  return { address: toAddress(row), message: 'Address updated' };
}

/** Deleting the default passes it to the most recent remaining address. */
export async function removeAddress(db: Db, userId: string, id: string) {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', ADDRESS_NOT_FOUND);
  await db.transaction(async (tx) => {
    const repo = createAddressesRepo(tx);
    await repo.lockCustomer(userId);
    const gone = await repo.removeOwn(userId, id);
    if (!gone) throw new AppError('NOT_FOUND', ADDRESS_NOT_FOUND);
    if (!gone.isDefault) return;
    const next = await repo.findNewestId(userId);
    if (next) await repo.update(next, { isDefault: true });
  });
  return { message: 'Address deleted' };
}

/**
 * Saved delivery addresses. A customer with any address has exactly one default: the first one
 * becomes it, choosing another moves it, and deleting it passes it to the most recent remaining one.
 */
export function createAddressesService({ db }: { db: Db }) {
  return {
    list: (userId: string) => listAddresses(db, userId),
    create: (userId: string, input: Create) => createAddress(db, userId, input),
    update: (userId: string, input: Update) => updateAddress(db, userId, input),
    remove: (userId: string, id: string) => removeAddress(db, userId, id),
  };
}

export type AddressesService = ReturnType<typeof createAddressesService>;
