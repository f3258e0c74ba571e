import type { ShopSettings } from '#contract/settings.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { ImageStore } from '../../lib/images.ts';
import type { MailQueue } from '../../lib/mail-queue.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import type { createOrdersRepo } from './orders.repo.ts';

export type IssuedDocument = { number: string; issuedAt: Date };

/**
 * The tax documents of an order (issued by billing, which builds on orders: the wiring passes it in
 * so orders never imports billing). Each runs inside the caller's transaction, once per cause, with
 * the settings the caller read before it began (on PGlite a read outside the transaction would
 * wait for it to end).
 */
export interface OrderDocuments {
  /** The order's tax invoice. */
  issueInvoice(tx: Tx, orderId: string, shop: ShopSettings): Promise<IssuedDocument>;
  /** A credit note for a return's pieces, or (returnId null) for a whole cancelled order. */
  issueCreditNote(
    tx: Tx,
    orderId: string,
    returnId: string | null,
    shop: ShopSettings,
  ): Promise<IssuedDocument>;
  /** The invoice as a PDF attachment for the customer's mail, when one was issued. */
  invoiceAttachment(orderId: string): Promise<{ filename: string; content: Buffer } | null>;
}

export type OrdersDeps = {
  db: Db;
  settings: SettingsService;
  mail: MailQueue;
  publicUrl: string;
  documents: OrderDocuments;
  /** Where the photos of a return request are stored. */
  images: ImageStore;
  /** Stock or sold counts changed: cached catalogue reads must go. */
  onStockChange: () => void;
};

/** What every orders function takes: the service's dependencies and the repo over its database. */
export type OrdersContext = OrdersDeps & { repo: ReturnType<typeof createOrdersRepo> };
