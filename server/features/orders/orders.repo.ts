import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { z } from 'zod';
import {
  customerCanCancel,
  isClosed,
  type Order,
  type OrderAdminQuerySchema,
  ORDER_NUMBER_PREFIX,
  type OrderStatus,
} from '#contract/orders.ts';
import type { Db, Tx } from '../../db/client.ts';
import { isUuid } from '../../db/ids.ts';
import type { AuthContext } from '../../lib/auth-guards.ts';
import { orderItems, orders } from './orders.tables.ts';
import { containsPattern } from '../../lib/like-pattern.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;

export const formatOrderNumber = (number: number): string =>
  `${ORDER_NUMBER_PREFIX}${String(number).padStart(6, '0')}`;

/** "JW-001234", "jw-1234" or "1234" → 1234. */
export function parseOrderNumber(value: string): number | undefined {
  const match = /^(?:JW-?)?0*(\d{1,15})$/i.exec(value.trim());
  return match ? Number(match[1]) : undefined;
}

const paymentStatusOf = (status: OrderStatus): Order['paymentStatus'] =>
  status === 'Delivered' ? 'paid' : status === 'Cancelled' ? 'void' : 'pending';

export function toOrder(row: OrderRow, items: OrderItemRow[], viewer?: AuthContext): Order {
  const isOwner = viewer !== undefined && viewer.user._id === row.userId;
  const isStaff = viewer !== undefined && viewer.user.role !== 'USER';
  return {
    _id: row.id,
    orderNumber: formatOrderNumber(row.number),
    orderStatus: row.status,
    statusHistory: row.statusHistory.map((entry) => ({
      status: entry.status,
      at: entry.at,
      by: entry.by && { _id: entry.by.id, name: entry.by.name, role: entry.by.role },
      note: entry.note,
    })),
    deliveryDate: row.deliveryDate?.toISOString() ?? null,
    items: items.map((item) => ({
      _id: item.id,
      productId: item.productId,
      name: item.name,
      slug: item.slug,
      sku: item.sku,
      metal: item.metal,
      purity: item.purity,
      size: item.size,
      imageVariants: item.imageVariants,
      unitPrice: item.unitPrice,
      quantity: item.quantity,
      lineTotal: item.lineTotal,
    })),
    shippingAddress: row.shippingAddress,
    paymentMethod: row.paymentMethod,
    paymentStatus: paymentStatusOf(row.status),
    totals: {
      itemCount: row.itemCount,
      subtotal: row.subtotal,
      shipping: row.shipping,
      tax: row.tax,
      total: row.total,
      currency: row.currency,
      taxIncluded: row.taxIncluded,
      taxRatePercent: row.taxRatePercent,
    },
    note: row.note,
    cancelReason: row.cancelReason,
    canCancel:
      row.archivedAt === null &&
      ((isOwner && customerCanCancel(row.status)) || (isStaff && !isClosed(row.status))),
    customer: { _id: row.userId, name: row.customerName, email: row.customerEmail },
    archived: row.archivedAt !== null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function createOrdersRepo(db: Db | Tx) {
  async function itemsOf(orderIds: string[]): Promise<Map<string, OrderItemRow[]>> {
    const byOrder = new Map<string, OrderItemRow[]>();
    if (orderIds.length === 0) return byOrder;
    const rows = await db
      .select()
      .from(orderItems)
      .where(inArray(orderItems.orderId, orderIds))
      .orderBy(asc(orderItems.orderId), asc(orderItems.position));
    for (const row of rows) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), row]);
    return byOrder;
  }

  /** By id or order number; `forUpdate` locks the row for the caller's transaction. */
  async function find(idOrNumber: string, { forUpdate = false } = {}) {
    const number = isUuid(idOrNumber) ? undefined : parseOrderNumber(idOrNumber);
    if (!isUuid(idOrNumber) && number === undefined) return undefined;
    const query = db
      .select()
      .from(orders)
      .where(number === undefined ? eq(orders.id, idOrNumber) : eq(orders.number, number));
    const [row] = await (forUpdate ? query.for('update') : query);
    return row;
  }

  async function findByIdempotencyKey(userId: string, key: string) {
    const [row] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
    return row;
  }

  async function withItems(rows: OrderRow[], viewer?: AuthContext): Promise<Order[]> {
    const items = await itemsOf(rows.map((row) => row.id));
    return rows.map((row) => toOrder(row, items.get(row.id) ?? [], viewer));
  }

  async function mine(userId: string): Promise<OrderRow[]> {
    return (
      db
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.userId, userId),
            eq(orders.hiddenByCustomer, false),
            isNull(orders.archivedAt),
          ),
        )
        // `nulls last` as in the (user_id, created_at desc) index, so the index gives the order.
        .orderBy(sql`${orders.createdAt} desc nulls last`)
        .limit(500)
    );
  }

  async function staffPage(query: z.output<typeof OrderAdminQuerySchema>) {
    const where: SQL[] = [
      query.archived === 'true' ? isNotNull(orders.archivedAt) : isNull(orders.archivedAt),
    ];
    if (query.status) where.push(eq(orders.status, query.status));
    if (query.search) {
      const number = parseOrderNumber(query.search);
      const pattern = containsPattern(query.search);
      where.push(
        or(
          number === undefined ? undefined : eq(orders.number, number),
          ilike(orders.customerEmail, pattern),
          ilike(orders.customerName, pattern),
        )!,
      );
    }
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(orders)
        .where(and(...where))
        .orderBy(sql`${orders.createdAt} desc nulls last`, desc(orders.id))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit),
      db
        .select({ value: count() })
        .from(orders)
        .where(and(...where)),
    ]);
    return { rows, total: total?.value ?? 0 };
  }

  async function hasDelivered(userId: string, productId?: string): Promise<boolean> {
    const [row] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.userId, userId),
          eq(orders.status, 'Delivered'),
          productId === undefined
            ? undefined
            : sql`exists (select 1 from ${orderItems} where ${orderItems.orderId} = ${orders.id} and ${orderItems.productId} = ${productId})`,
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  return { itemsOf, find, findByIdempotencyKey, withItems, mine, staffPage, hasDelivered };
}
