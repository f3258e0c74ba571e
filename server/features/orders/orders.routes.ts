import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '#contract/errors.ts';
import {
  AdminOrdersResponseSchema,
  DeleteCountSchema,
  MyOrdersResponseSchema,
  OrderAdminQuerySchema,
  OrderCancelSchema,
  OrderCreateSchema,
  OrderResponseSchema,
  OrderStaffUpdateSchema,
} from '#contract/orders.ts';
import { PaymentCreateSchema } from '#contract/payments.ts';
import { authOf, type AuthGuards } from '../../lib/auth-guards.ts';
import {
  deleteByIdSchema,
  idParamsSchema,
  IdParamsSchema,
  INPUT_ERRORS,
  RECORD_ERRORS,
  WRITE_ERRORS,
} from '../../lib/route-schemas.ts';
import { idempotencyKeyOf } from './idempotency-key.ts';
import type { OrdersService } from './orders.service.ts';

const tags = ['orders'];

/** /api/order: customers place, read, cancel and hide their orders; staff run every order. */
export const orderRoutes: FastifyPluginAsyncZod<{
  orders: OrdersService;
  guards: AuthGuards;
}> = async (app, { orders, guards }) => {
  app.post(
    '/create',
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        summary:
          'Place an order from the cart. `paymentMethod` is COD, UPI, BANK_TRANSFER or CARD_ON_DELIVERY; at or above the `codLimit` setting (₹2,00,000 by default) COD and CARD_ON_DELIVERY answer 409 naming the prepaid methods. The e-mail must be verified. Optional header Idempotency-Key (8–100 characters): a repeat with the same key answers 200 with the first order instead of placing another',
        body: OrderCreateSchema,
        headers: z.object({ 'idempotency-key': z.string().optional() }).loose(),
        response: {
          200: OrderResponseSchema,
          201: OrderResponseSchema,
          409: ApiErrorSchema,
          ...WRITE_ERRORS,
        },
      },
    },
    async (request, reply) => {
      const key = idempotencyKeyOf(request.headers['idempotency-key']);
      const { order, replayed } = await orders.place(authOf(request), request.body, key);
      return reply
        .status(replayed ? 200 : 201)
        .send({ order, message: replayed ? 'Order already placed' : 'Order placed' });
    },
  );

  app.get(
    '/get/admin',
    {
      onRequest: guards.requireStaff,
      schema: {
        tags,
        summary:
          'Every order, newest first: filter by status, search by order number, e-mail or name, `archived=true` for deleted ones; paged (limit 20, at most 100). Staff only',
        querystring: OrderAdminQuerySchema,
        response: { 200: AdminOrdersResponseSchema, 404: ApiErrorSchema, ...INPUT_ERRORS },
      },
    },
    async (request) => orders.staffList(authOf(request), request.query),
  );

  app.get(
    '/get/:id',
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        summary:
          'One order by id or order number: its owner or staff; anyone else gets 404. Staff see who made each status change; the customer sees a staff change as the shop (`by.name` the shop name, `by._id` null, and the role)',
        params: IdParamsSchema,
        response: { 200: OrderResponseSchema, ...RECORD_ERRORS },
      },
    },
    async (request) => ({ order: await orders.get(authOf(request), request.params.id) }),
  );

  app.get(
    '/myorder',
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        summary:
          "The signed-in customer's orders, newest first; staff changes in `statusHistory` show as the shop, never a staff member's name or id",
        response: { 200: MyOrdersResponseSchema, ...RECORD_ERRORS },
      },
    },
    async (request) => ({ orders: await orders.mine(authOf(request)) }),
  );

  app.put(
    '/cancel/:id',
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        summary:
          'Cancel your own order while it is Pending, Confirmed or Processing (optional `reason`); the stock comes back. Answers the updated order',
        params: IdParamsSchema,
        body: OrderCancelSchema.nullish(),
        response: { 200: OrderResponseSchema, 409: ApiErrorSchema, ...WRITE_ERRORS },
      },
    },
    async (request) => ({
      order: await orders.cancelByCustomer(
        authOf(request),
        request.params.id,
        request.body?.reason ?? null,
      ),
      message: 'Order cancelled',
    }),
  );

  app.delete(
    '/delete/:id',
    {
      onRequest: guards.requireUser,
      schema: deleteByIdSchema({
        tags,
        summary:
          'Remove a delivered or cancelled order from your list (the shop keeps the record); 409 for an open order',
        errors: { 409: ApiErrorSchema, ...RECORD_ERRORS },
      }),
    },
    async (request) => orders.removeFromMyList(authOf(request), request.params.id),
  );

  app.put(
    '/admin/update/:orderId',
    {
      onRequest: guards.requireStaff,
      schema: {
        tags,
        summary:
          'Change the status (forward along Pending → Confirmed → Processing → Shipped → Out for delivery → Delivered, or Cancelled before Delivered) and/or the delivery date (YYYY-MM-DD, or null to clear). The customer is mailed. Staff only',
        params: idParamsSchema('orderId'),
        body: OrderStaffUpdateSchema,
        response: { 200: OrderResponseSchema, 409: ApiErrorSchema, ...WRITE_ERRORS },
      },
    },
    async (request) => ({
      order: await orders.staffUpdate(authOf(request), request.params.orderId, request.body),
      message: 'Order updated',
    }),
  );

  app.post(
    '/admin/:orderId/payments',
    {
      onRequest: guards.requireStaff,
      schema: {
        tags,
        summary:
          'Record a payment received or a refund made (amount in paise; method COD, UPI, BANK_TRANSFER or CARD_ON_DELIVERY; optional reference and `at`). A payment may not exceed what is still due, a refund what was paid and not yet refunded (409). `paymentStatus` follows from the rows. Staff only',
        params: idParamsSchema('orderId'),
        body: PaymentCreateSchema,
        response: { 201: OrderResponseSchema, 409: ApiErrorSchema, ...WRITE_ERRORS },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await orders.recordPayment(authOf(request), request.params.orderId, request.body)),
  );

  app.delete(
    '/admin/delete/:id',
    {
      onRequest: guards.requireStaff,
      schema: deleteByIdSchema({
        tags,
        summary:
          'Delete an order: it is archived for the accounts (an open one is cancelled first, its stock returned and its customer e-mailed). Staff only',
        errors: RECORD_ERRORS,
      }),
    },
    async (request) => orders.staffDelete(authOf(request), request.params.id),
  );

  app.delete(
    '/admin/delete-all',
    {
      onRequest: guards.requireAdmin,
      schema: {
        tags,
        summary:
          'Delete every order: all are archived for the accounts, open ones cancelled first (stock returned, customers e-mailed). ADMIN only',
        response: { 200: DeleteCountSchema, ...RECORD_ERRORS },
      },
    },
    async (request) => orders.staffDeleteAll(authOf(request)),
  );
};
