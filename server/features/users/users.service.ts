import type { Db, Tx } from '../../db/client.ts';
import { createUsersRepo, type NewUser, type UserChanges } from './users.repo.ts';
import type { UserRow } from './users.table.ts';

/**
 * The users feature's public face, the base the others build on (ADR 011): auth, account and the
 * staff bootstrap find, add and change accounts through these functions, never the repo or table.
 * Each takes the database or the caller's transaction.
 */
export type { NewUser, UserChanges, UserRow };
export { toUser } from './users-mapper.ts';

export function findUserById(db: Db | Tx, id: string): Promise<UserRow | undefined> {
  return createUsersRepo(db).findById(id);
}

export function findUserByEmail(db: Db | Tx, email: string): Promise<UserRow | undefined> {
  return createUsersRepo(db).findByEmail(email);
}

/** Adds the account unless the e-mail is taken; answers undefined then. */
export function insertUser(db: Db | Tx, user: NewUser): Promise<UserRow | undefined> {
  return createUsersRepo(db).insert(user);
}

export function updateUser(
  db: Db | Tx,
  id: string,
  changes: UserChanges,
): Promise<UserRow | undefined> {
  return createUsersRepo(db).update(id, changes);
}

export function isEmailTakenByOther(db: Db | Tx, email: string, id: string): Promise<boolean> {
  return createUsersRepo(db).isEmailTakenByOther(email, id);
}

export function countAdmins(db: Db | Tx): Promise<number> {
  return createUsersRepo(db).countAdmins();
}

/** Customer accounts (not staff) opened since `since`, for the dashboard's overview. */
export function countNewCustomers(db: Db, since: Date): Promise<number> {
  return createUsersRepo(db).countCustomersSince(since);
}
