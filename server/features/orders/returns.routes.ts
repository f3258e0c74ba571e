import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '#contract/errors.ts';
import { OrderResponseSchema, OrderSchema } from '#contract/orders.ts';
import {
  RETURN_PHOTOS_MAX,
  ReturnRequestSchema,
  ReturnSchema,
  ReturnsQuerySchema,
  ReturnsQueueResponseSchema,
  ReturnStaffUpdateSchema,
} from '#contract/returns.ts';
import { authOf, type AuthGuards } from '../../lib/auth-guards.ts';
import {
  parseFields,
  readMultipart,
  UPLOAD_ERROR_RESPONSES,
  UPLOAD_RATE_LIMITS,
} from '../../lib/multipart.ts';
import {
  idParamsSchema,
  IdParamsSchema,
  INPUT_ERRORS,
  WRITE_ERRORS,
} from '../../lib/route-schemas.ts';
import { idempotencyKeyOf } from './idempotency-key.ts';
import type { OrdersService } from './orders.service.ts';

const tags = ['orders: returns'];

/** The answer to a return request: the order as it now stands and the return it holds. */
const ReturnRequestedSchema = z.object({
  order: OrderSchema,
  return: ReturnSchema,
  message: z.string(),
});

/** The multipart twin of ReturnRequestSchema: `items` comes as a JSON string beside the photos. */
const ReturnFormSchema = z.object({
  items: z
    .string({ error: 'Choose the pieces to return' })
    .transform((text, ctx): unknown => {
      try {
        return JSON.parse(text);
      } catch {
        ctx.addIssue({ code: 'custom', message: 'items must be a JSON array' });
        return z.NEVER;
      }
    })
    .pipe(ReturnRequestSchema.shape.items),
  reason: ReturnRequestSchema.shape.reason,
});

/** The request as JSON (validated by the route) or as a multipart form with photos. */
async function returnRequestOf(
  request: FastifyRequest,
  body: z.output<typeof ReturnRequestSchema> | null | undefined,
) {
  if (!request.isMultipart())
    return { input: body ?? parseFields(ReturnRequestSchema, {}), photos: [] };
  const form = await readMultipart(request, { fileField: 'photos', maxFiles: RETURN_PHOTOS_MAX });
  return { input: parseFields(ReturnFormSchema, form.fields), photos: form.files };
}

/** /api/order: customers ask to return delivered pieces; staff move returns and work the queue. */
export const returnRoutes: FastifyPluginAsyncZod<{
  orders: OrdersService;
  guards: AuthGuards;
}> = async (app, { orders, guards }) => {
  app.post(
    '/:id/return',
    {
      onRequest: guards.requireUser,
      config: { uploadLimit: UPLOAD_RATE_LIMITS.returnPerAccount },
      schema: {
        tags,
        summary:
          'Ask to return pieces of your delivered order within the return window (`returnWindowDays`, 15 by default): `{ items: [{ itemId, quantity }], reason }` as JSON, or multipart with `items` as a JSON string, `reason` and up to 4 image files `photos`. ' +
          'A quantity may be part of a line, up to what was delivered and not already returned; a line in an open return, a non-returnable piece, an order not delivered or past its window answer 409. ' +
          `Optional header Idempotency-Key: a repeat answers 200 with the same return. Answers 201 { order, return, message }. The order's customer only (others 404); ${UPLOAD_RATE_LIMITS.returnPerAccount.max} requests an hour per account`,
        params: IdParamsSchema,
        body: ReturnRequestSchema.nullish(),
        headers: z.object({ 'idempotency-key': z.string().optional() }).loose(),
        consumes: ['application/json', 'multipart/form-data'],
        response: {
          200: ReturnRequestedSchema,
          201: ReturnRequestedSchema,
          409: ApiErrorSchema,
          ...UPLOAD_ERROR_RESPONSES,
          ...WRITE_ERRORS,
        },
      },
    },
    async (request, reply) => {
      const idempotencyKey = idempotencyKeyOf(request.headers['idempotency-key']);
      const { input, photos } = await returnRequestOf(request, request.body);
      const { replayed, ...made } = await orders.requestReturn(
        authOf(request),
        request.params.id,
        input,
        { idempotencyKey, photos },
      );
      return reply
        .status(replayed ? 200 : 201)
        .send({ ...made, message: replayed ? 'Return already requested' : 'Return requested' });
    },
  );

  app.get(
    '/admin/returns',
    {
      onRequest: guards.requireStaff,
      schema: {
        tags,
        summary:
          'The returns queue, newest first: filter by `status`, search by order number, customer name or e-mail; paged (limit 20, at most 100). Returns of deleted orders are left out. Staff only',
        querystring: ReturnsQuerySchema,
        response: { 200: ReturnsQueueResponseSchema, ...INPUT_ERRORS },
      },
    },
    async (request) => orders.staffReturns(request.query),
  );

  app.put(
    '/admin/:orderId/returns/:returnId',
    {
      onRequest: guards.requireStaff,
      schema: {
        tags,
        summary:
          'Move a return one step: requested → approved | rejected (optional `note`), approved → received (`restock`, default true: the pieces go back to their variant; false when damaged), received → refunded (records a refund payment of the return amount, `method` defaulting to the order’s prepaid method or UPI, optional `reference`, and issues the credit note; 409 when nothing was paid or it would refund more than was paid). ' +
          'Any other move answers 409. Each step is kept in the return’s history and mailed to the customer. Staff only',
        params: idParamsSchema('orderId', 'returnId'),
        body: ReturnStaffUpdateSchema,
        response: { 200: OrderResponseSchema, 409: ApiErrorSchema, ...WRITE_ERRORS },
      },
    },
    async (request) =>
      orders.staffUpdateReturn(
        authOf(request),
        request.params.orderId,
        request.params.returnId,
        request.body,
      ),
  );
};
