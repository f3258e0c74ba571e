import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  type Address,
  type AddressInputSchema,
  ADDRESSES_MAX,
  type AddressUpdateSchema,
  checkAddressRegion,
} from '#contract/address.ts';
import type { Db, Tx } from '../../db/client.ts';
import { isUuid, newId } from '../../db/ids.ts';
import { AppError } from '../../lib/errors.ts';
import { toAddress } from './address-mapper.ts';
import { addresses } from './addresses.table.ts';

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

/** One change at a time per customer: the count limit and the single default hold under quick clicks. */
const lockAddresses = (tx: Tx, userId: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${userId}, 2))`);

/** Another address stops being the default first, because the database allows only one. */
const clearDefault = (tx: Tx, userId: string, except: string) =>
  tx
    .update(addresses)
    .set({ isDefault: false, updatedAt: new Date() })
    .where(
      and(eq(addresses.userId, userId), eq(addresses.isDefault, true), ne(addresses.id, except)),
    );

/**
 * Saved delivery addresses. A customer with any address has exactly one default: the first one
 * becomes it, choosing another moves it, and deleting it passes it to the most recent remaining one.
 */
export function createAddressesService({ db }: { db: Db }) {
  async function list(userId: string): Promise<Address[]> {
    const rows = await db
      .select()
      .from(addresses)
      .where(eq(addresses.userId, userId))
      .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id));
    return rows.map(toAddress);
  }

  async function create(userId: string, input: Create) {
    const row = await db.transaction(async (tx) => {
      await lockAddresses(tx, userId);
      const [saved] = await tx
        .select({ count: count() })
        .from(addresses)
        .where(eq(addresses.userId, userId));
      const existing = saved?.count ?? 0;
      if (existing >= ADDRESSES_MAX)
        throw new AppError(
          'CONFLICT',
          `You can save at most ${ADDRESSES_MAX} addresses; delete one you no longer use`,
        );
      const id = newId();
      const isDefault = existing === 0 || input.isDefault === true;
      if (isDefault) await clearDefault(tx, userId, id);
      const [inserted] = await tx
        .insert(addresses)
        .values({ ...input, id, userId, isDefault })
        .returning();
      return inserted!;
    });
    return { address: toAddress(row), message: 'Address saved' };
  }

  async function update(userId: string, { _id, isDefault: makeDefault, ...changes }: Update) {
    const row = await db.transaction(async (tx) => {
      await lockAddresses(tx, userId);
      const [current] = await tx
        .select()
        .from(addresses)
        .where(and(eq(addresses.id, _id), eq(addresses.userId, userId)));
      if (!current) throw new AppError('NOT_FOUND', ADDRESS_NOT_FOUND);
      const fields = definedOnly(changes);
      const merged = { ...current, ...fields };
      const regional = RegionalSchema.safeParse(merged);
      if (!regional.success) {
        const details = regional.error.issues.map((issue) => ({
          path: issue.path.join('.'),
          message: issue.message,
        }));
        throw new AppError(
          'VALIDATION_FAILED',
          `${details[0]!.path}: ${details[0]!.message}`,
          details,
        );
      }
      // The default moves only by choosing another address, so a customer always has one.
      const isDefault = current.isDefault || makeDefault === true;
      if (isDefault && !current.isDefault) await clearDefault(tx, userId, current.id);
      const [updated] = await tx
        .update(addresses)
        .set({ ...fields, isDefault, updatedAt: new Date() })
        .where(eq(addresses.id, current.id))
        .returning();
      return updated!;
    });
    return { address: toAddress(row), message: 'Address updated' };
  }

  async function remove(userId: string, id: string) {
    if (!isUuid(id)) throw new AppError('NOT_FOUND', ADDRESS_NOT_FOUND);
    await db.transaction(async (tx) => {
      await lockAddresses(tx, userId);
      const [gone] = await tx
        .delete(addresses)
        .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
        .returning({ isDefault: addresses.isDefault });
      if (!gone) throw new AppError('NOT_FOUND', ADDRESS_NOT_FOUND);
      if (!gone.isDefault) return;
      const [next] = await tx
        .select({ id: addresses.id })
        .from(addresses)
        .where(eq(addresses.userId, userId))
        .orderBy(desc(addresses.createdAt), desc(addresses.id))
        .limit(1);
      if (next)
        await tx
          .update(addresses)
          .set({ isDefault: true, updatedAt: new Date() })
          .where(eq(addresses.id, next.id));
    });
    return { message: 'Address deleted' };
  }

  return { list, create, update, remove };
}

export type AddressesService = ReturnType<typeof createAddressesService>;
