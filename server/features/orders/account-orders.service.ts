import type { Order } from '#contract/orders.ts';
import type { Db } from '../../db/client.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import type { AuthContext } from '../../lib/auth-guards.ts';
import { withItems } from './order-reads.ts';
import { createOrdersRepo } from './orders.repo.ts';

/** Every order of an account, archived and hidden ones too, newest first, as staff see them. */
export async function ordersOfAccount(
  db: Db,
  settings: SettingsService,
  viewer: AuthContext,
  userId: string,
): Promise<Order[]> {
  const repo = createOrdersRepo(db);
  return withItems({ db, repo, settings }, await repo.findAllOfUser(userId), viewer);
}
