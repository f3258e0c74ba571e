import type { Db } from '../../db/client.ts';
import type { Mailer } from '../../lib/mailer.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import type { createOrdersRepo } from './orders.repo.ts';

export type OrdersDeps = {
  db: Db;
  settings: SettingsService;
  mailer: Mailer;
  publicUrl: string;
  /** Stock or sold counts changed: cached catalogue reads must go. */
  onStockChange: () => void;
};

/** What every orders function takes: the service's dependencies and the repo over its database. */
export type OrdersContext = OrdersDeps & { repo: ReturnType<typeof createOrdersRepo> };
