import { pageCount } from '#contract/paging.ts';
import type { z } from 'zod';
import type { Address } from '#contract/address.ts';
import type { AdminUsersQuerySchema, UserRoleInputSchema } from '#contract/admin.ts';
import type { Order } from '#contract/orders.ts';
import { isStaffRole, type Role, type UserStatus } from '#contract/user.ts';
import type { Db, Tx } from '../../db/client.ts';
import { isUuid } from '../../db/ids.ts';
import type { AuthContext } from '../../lib/auth-guards.ts';
import { AppError } from '../../lib/errors.ts';
import type { ImageStore } from '../../lib/images.ts';
import { createAdminUsersRepo } from './admin-users.repo.ts';
import { toUser } from './users-mapper.ts';
import { createUsersRepo } from './users.repo.ts';
import type { UserRow } from './users.table.ts';

export const USER_NOT_FOUND = 'User not found';
const LAST_ADMIN = 'The shop must keep at least one ADMIN';

type Deps = {
  db: Db;
  images: ImageStore;
  /** Ratings or shown reviews changed: cached catalogue reads must go. */
  onCatalogChange: () => void;
  // What other features hold of an account. Users is the base they build on, so it never imports
  // them (ADR 011): the wiring passes these in. Each `tx` is the caller's transaction.
  /** Ends every login of the user (sessions are the auth feature's). */
  endSessions: (tx: Tx, userId: string) => Promise<void>;
  /** Every order of the account, as the viewing staff member sees it. */
  ordersOf: (viewer: AuthContext, userId: string) => Promise<Order[]>;
  addressesOf: (userId: string) => Promise<Address[]>;
  /** Erases the personal data copied from the account; answers whether catalogue pages changed. */
  /** Also answers the uploaded files (URLs) that held the person's data, deleted after the commit. */
  erasePersonalData: (
    tx: Tx,
    account: ErasedAccount,
  ) => Promise<{ catalogChanged: boolean; files: string[] }>;
};
export type ErasedAccount = Pick<UserRow, 'id' | 'role' | 'email' | 'name'>;
type Query = z.output<typeof AdminUsersQuerySchema>;
type RoleInput = z.output<typeof UserRoleInputSchema>;

const describeRole = (role: Role) =>
  role === 'ADMIN' ? 'an ADMIN' : role === 'MANAGER' ? 'a MANAGER' : 'a customer';

async function mustFind(db: Db, id: string): Promise<UserRow> {
  const row = isUuid(id) ? await createUsersRepo(db).findById(id) : undefined;
  if (!row) throw new AppError('NOT_FOUND', USER_NOT_FOUND);
  return row;
}

function refuseSelf(auth: AuthContext, target: UserRow, what: string) {
  if (auth.user._id === target.id)
    throw new AppError('FORBIDDEN', `You cannot change your own ${what}`);
}

async function assertAnotherAdmin(tx: Tx, id: string) {
  if (!(await createAdminUsersRepo(tx).hasAnotherAdmin(id)))
    throw new AppError('CONFLICT', LAST_ADMIN);
}

export async function listUsers({ db }: Deps, query: Query) {
  const { rows, total } = await createAdminUsersRepo(db).findPage(query);
  return {
    data: rows.map(toUser),
    totalUsers: total,
    totalPages: pageCount(total, query.limit),
    page: query.page,
  };
}

/** The account with all its orders (archived and hidden ones too) and its saved addresses. */
export async function userDetail(deps: Deps, auth: AuthContext, id: string) {
  const row = await mustFind(deps.db, id);
  const [orders, addresses] = await Promise.all([
    deps.ordersOf(auth, row.id),
    deps.addressesOf(row.id),
  ]);
  return { user: toUser(row), orders, addresses };
}

/** Blocking ends every session of the user at once (DESIGN §3). */
export async function setUserStatus(deps: Deps, auth: AuthContext, id: string, status: UserStatus) {
  const target = await mustFind(deps.db, id);
  refuseSelf(auth, target, 'status');
  if (isStaffRole(target.role) && auth.user.role !== 'ADMIN')
    throw new AppError('FORBIDDEN', 'Only an ADMIN can block or unblock staff');
  const row = await deps.db.transaction(async (tx) => {
    const updated = await createUsersRepo(tx).update(target.id, { status });
    if (status === 'blocked') await deps.endSessions(tx, target.id);
    return updated!;
  });
  return {
    user: toUser(row),
    message: status === 'blocked' ? `${row.name} is blocked` : `${row.name} is active again`,
  };
}

export async function setUserRole({ db }: Deps, auth: AuthContext, input: RoleInput) {
  const target = await createUsersRepo(db).findByEmail(input.email);
  if (!target) throw new AppError('NOT_FOUND', USER_NOT_FOUND);
  refuseSelf(auth, target, 'role');
  const row = await db.transaction(async (tx) => {
    await createAdminUsersRepo(tx).lockRoles();
    if (target.role === 'ADMIN' && input.role !== 'ADMIN') await assertAnotherAdmin(tx, target.id);
    return (await createUsersRepo(tx).update(target.id, { role: input.role }))!;
  });
  return { user: toUser(row), message: `${row.name} is now ${describeRole(row.role)}` };
}

/**
 * Deletes the account and, in the same transaction, the personal data other features copied from it
 * (`erasePersonalData`); the rows that hang off the account (sessions, codes, cart, wishlist,
 * addresses) go with it.
 */
export async function removeUser(deps: Deps, auth: AuthContext, id: string) {
  const target = await mustFind(deps.db, id);
  if (auth.user._id === target.id)
    throw new AppError('FORBIDDEN', 'You cannot delete your own account');
  const { catalogChanged, files } = await deps.db.transaction(async (tx) => {
    const repo = createAdminUsersRepo(tx);
    await repo.lockRoles();
    if (target.role === 'ADMIN') await assertAnotherAdmin(tx, target.id);
    const erased = await deps.erasePersonalData(tx, target);
    await repo.remove(target.id);
    return erased;
  });
  if (catalogChanged) deps.onCatalogChange();
  const uploads = [...(target.avatar ? [target.avatar] : []), ...files];
  if (uploads.length) await deps.images.remove(uploads);
  return {
    message: `${target.name}'s account was deleted; their orders are kept without personal data`,
  };
}

/** DESIGN §3: staff run accounts; only ADMIN changes roles or deletes; nobody acts on themselves. */
export function createAdminUsersService(deps: Deps) {
  return {
    list: (query: Query) => listUsers(deps, query),
    detail: (auth: AuthContext, id: string) => userDetail(deps, auth, id),
    setStatus: (auth: AuthContext, id: string, status: UserStatus) =>
      setUserStatus(deps, auth, id, status),
    setRole: (auth: AuthContext, input: RoleInput) => setUserRole(deps, auth, input),
    remove: (auth: AuthContext, id: string) => removeUser(deps, auth, id),
  };
}

export type AdminUsersService = ReturnType<typeof createAdminUsersService>;
