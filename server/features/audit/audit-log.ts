import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { createAuditRepo } from './audit.repo.ts';
import { actedAsStaff } from './staff-action.service.ts';

const SECRET_KEY = /password|token|secret|otp|code/i;
const ENTITY_BY_SEGMENT: Record<string, string> = {
  jewellery: 'collection',
  testimonials: 'testimonial',
  faqs: 'faq',
  dashboard: 'notification',
};

/** `/api/order/admin/update/:orderId` → `order`; `/api/product/review/:productId/:id` → `review`. */
export function entityOf(route: string): string {
  const [, , segment = 'shop', sub] = route.split('/');
  if (sub === 'review') return 'review';
  return ENTITY_BY_SEGMENT[segment] ?? segment;
}

/** What was sent, secrets masked and long values cut, in at most 500 characters. */
export function summarize(request: FastifyRequest): string {
  const body = request.body;
  if (body === undefined || body === null) {
    const type = request.headers['content-type'] ?? '';
    return type.startsWith('multipart/') ? '(multipart form with files)' : '(no body)';
  }
  if (typeof body !== 'object') return '(body)';
  const shown = Object.fromEntries(
    Object.entries(body as Record<string, unknown>).map(([key, value]) => {
      if (SECRET_KEY.test(key)) return [key, '***'];
      const text = typeof value === 'string' ? value : JSON.stringify(value);
      return [key, text && text.length > 80 ? `${text.slice(0, 77)}...` : value];
    }),
  );
  const json = JSON.stringify(shown);
  return json.length > 500 ? `${json.slice(0, 497)}...` : json;
}

function idFromPayload(payload: unknown): string | null {
  if (typeof payload !== 'string' || payload.length > 200_000) return null;
  const match = /"_id":"([0-9a-f-]{36})"/.exec(payload);
  return match?.[1] ?? null;
}

/** Records every successful write made with a staff power (DESIGN §5; issue 7's audit log). */
export function registerAuditLog(app: FastifyInstance, db: Db) {
  const audit = createAuditRepo(db);
  app.addHook('onSend', async (request, reply, payload) => {
    const auth = request.auth;
    const isStaffAction = request.staffAction === true || actedAsStaff(auth);
    if (!isStaffAction || !auth || reply.statusCode >= 400) return payload;
    if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS')
      return payload;
    const route = request.routeOptions.url ?? request.url.split('?')[0]!;
    const params = Object.values((request.params ?? {}) as Record<string, string>);
    try {
      await audit.insert({
        actorId: auth.user._id,
        actorName: auth.user.name,
        actorEmail: auth.user.email,
        actorRole: auth.user.role,
        action: `${request.method} ${route}`,
        entity: entityOf(route),
        // The last parameter names the record itself (a review, not its product).
        entityId: params.at(-1)?.slice(0, 100) ?? idFromPayload(payload),
        summary: summarize(request),
        statusCode: reply.statusCode,
      });
    } catch (err) {
      // The change itself succeeded; a lost audit line is logged loudly rather than failing it.
      request.log.error({ err }, 'writing the audit log failed');
    }
    return payload;
  });
}
