import { pageCount } from '#contract/paging.ts';
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminUsersQuerySchema, UserRoleInputSchema } from '#contract/admin.ts';
import type { Role, UserStatus } from '#contract/user.ts';
import type { Db, Tx } from '../../db/client.ts';
import { isUuid } from '../../db/ids.ts';
import { AppError } from '../../lib/errors.ts';
import type { ImageStore } from '../../lib/images.ts';
import { addresses } from '../addresses/addresses.table.ts';
import type { AuthContext } from '../../lib/auth-guards.ts';
import { reviews } from '../catalog/catalog.tables.ts';
import { refreshRating } from '../catalog/reviews.service.ts';
import { eraseFromAuditSummaries } from '../audit/audit-erasure.service.ts';
import { deleteContactMessagesFrom } from '../contact/contact-erasure.service.ts';
import { eraseUserFromOrders } from '../orders/order-erasure.service.ts';
import { createOrdersRepo } from '../orders/orders.repo.ts';
import { deleteTestimonialsOfUser } from '../testimonials/testimonial-erasure.service.ts';
import { orders } from '../orders/orders.tables.ts';
import { toAddress } from '../addresses/address-mapper.ts';
import { createUsersRepo, toUser } from './users.repo.ts';
import { type UserRow, users } from './users.table.ts';
import { containsPattern } from '../../lib/like-pattern.ts';

export const USER_NOT_FOUND = 'User not found';
const LAST_ADMIN = 'The shop must keep at least one ADMIN';

const SORTS: Record<z.output<typeof AdminUsersQuerySchema>['sort'], SQL[]> = {
  newest: [desc(users.createdAt), desc(users.id)],
  oldest: [asc(users.createdAt), asc(users.id)],
  name: [asc(sql`lower(${users.name})`), asc(users.id)],
  email: [asc(users.email), asc(users.id)],
};

/** DESIGN §3: staff run accounts; only ADMIN changes roles or deletes; nobody acts on themselves. */
export function createAdminUsersService(deps: {
  db: Db;
  images: ImageStore;
  /** Ratings or shown reviews changed: cached catalogue reads must go. */
  onCatalogChange: () => void;
  /** Ends every login of the user inside `tx`; sessions are the auth feature's, which builds on users. */
  endSessions: (tx: Tx, userId: string) => Promise<void>;
}) {
  const { db } = deps;
  const repo = createUsersRepo(db);

  async function mustFind(id: string): Promise<UserRow> {
    const row = isUuid(id) ? await repo.findById(id) : undefined;
    if (!row) throw new AppError('NOT_FOUND', USER_NOT_FOUND);
    return row;
  }

  async function list(query: z.output<typeof AdminUsersQuerySchema>) {
    const where: SQL[] = [];
    if (query.search) {
      const pattern = containsPattern(query.search);
      where.push(or(ilike(users.name, pattern), ilike(users.email, pattern))!);
    }
    if (query.role) where.push(eq(users.role, query.role));
    if (query.status) where.push(eq(users.status, query.status));
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(users)
        .where(and(...where))
        .orderBy(...SORTS[query.sort])
        .limit(query.limit)
        .offset((query.page - 1) * query.limit),
      db
        .select({ value: count() })
        .from(users)
        .where(and(...where)),
    ]);
    const totalUsers = total?.value ?? 0;
    return {
      data: rows.map(toUser),
      totalUsers,
      totalPages: pageCount(totalUsers, query.limit),
      page: query.page,
    };
  }

  async function detail(auth: AuthContext, id: string) {
    const row = await mustFind(id);
    const ordersRepo = createOrdersRepo(db);
    const [orderRows, addressRows] = await Promise.all([
      db.select().from(orders).where(eq(orders.userId, row.id)).orderBy(desc(orders.createdAt)),
      db
        .select()
        .from(addresses)
        .where(eq(addresses.userId, row.id))
        .orderBy(desc(addresses.isDefault), desc(addresses.createdAt)),
    ]);
    return {
      user: toUser(row),
      orders: await ordersRepo.withItems(orderRows, auth),
      addresses: addressRows.map(toAddress),
    };
  }

  function refuseSelf(auth: AuthContext, target: UserRow, what: string) {
    if (auth.user._id === target.id)
      throw new AppError('FORBIDDEN', `You cannot change your own ${what}`);
  }

  /** Blocking ends every session of the user at once (DESIGN §3). */
  async function setStatus(auth: AuthContext, id: string, status: UserStatus) {
    const target = await mustFind(id);
    refuseSelf(auth, target, 'status');
    if (target.role !== 'USER' && auth.user.role !== 'ADMIN')
      throw new AppError('FORBIDDEN', 'Only an ADMIN can block or unblock staff');
    const row = await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(users)
        .set({ status, updatedAt: new Date() })
        .where(eq(users.id, target.id))
        .returning();
      if (status === 'blocked') await deps.endSessions(tx, target.id);
      return updated!;
    });
    return {
      user: toUser(row),
      message: status === 'blocked' ? `${row.name} is blocked` : `${row.name} is active again`,
    };
  }

  async function setRole(auth: AuthContext, input: z.output<typeof UserRoleInputSchema>) {
    const target = await repo.findByEmail(input.email);
    if (!target) throw new AppError('NOT_FOUND', USER_NOT_FOUND);
    refuseSelf(auth, target, 'role');
    const row = await db.transaction(async (tx) => {
      // Serialises role changes, so two demotions at once cannot remove the last two ADMINs.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('users:roles', 0))`);
      if (target.role === 'ADMIN' && input.role !== 'ADMIN')
        await assertAnotherAdmin(tx, target.id);
      const [updated] = await tx
        .update(users)
        .set({ role: input.role, updatedAt: new Date() })
        .where(eq(users.id, target.id))
        .returning();
      return updated!;
    });
    return { user: toUser(row), message: `${row.name} is now ${describeRole(row.role)}` };
  }

  async function assertAnotherAdmin(tx: Tx, id: string) {
    const [other] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'ADMIN'), sql`${users.id} <> ${id}`))
      .limit(1);
    if (!other) throw new AppError('CONFLICT', LAST_ADMIN);
  }

  /**
   * Deletes the account and, in the same transaction, the personal data copied from it (the list is
   * in docs/security.md): orders stay for the accounts without the person, their testimonials and
   * contact messages go, the audit summaries lose their e-mail, and the rows that hang off the
   * account (sessions, codes, cart, wishlist, addresses, reviews) go with it; ratings are recomputed.
   */
  async function remove(auth: AuthContext, id: string) {
    const target = await mustFind(id);
    if (auth.user._id === target.id)
      throw new AppError('FORBIDDEN', 'You cannot delete your own account');
    const reviewed = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('users:roles', 0))`);
      if (target.role === 'ADMIN') await assertAnotherAdmin(tx, target.id);
      const orderIds = await eraseUserFromOrders(tx, target);
      const testimonialIds = await deleteTestimonialsOfUser(tx, target.id);
      const contactIds = await deleteContactMessagesFrom(tx, target.email);
      await eraseFromAuditSummaries(tx, {
        email: target.email,
        name: target.name,
        recordIds: [target.id, ...orderIds, ...testimonialIds, ...contactIds],
      });
      const products = await tx
        .select({ productId: reviews.productId })
        .from(reviews)
        .where(eq(reviews.userId, target.id));
      await tx.delete(users).where(eq(users.id, target.id));
      for (const { productId } of products) await refreshRating(tx, productId);
      return products;
    });
    if (reviewed.length > 0) deps.onCatalogChange();
    if (target.avatar) await deps.images.remove([target.avatar]);
    return {
      message: `${target.name}'s account was deleted; their orders are kept without personal data`,
    };
  }

  return { list, detail, setStatus, setRole, remove };
}

const describeRole = (role: Role) =>
  role === 'ADMIN' ? 'an ADMIN' : role === 'MANAGER' ? 'a MANAGER' : 'a customer';

export type AdminUsersService = ReturnType<typeof createAdminUsersService>;
