import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.ts';

export const MAX_JSON_DEPTH = 20;

function depthExceeds(value: unknown, limit: number): boolean {
  const stack: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }];
  while (stack.length > 0) {
    const { value: current, depth } = stack.pop()!;
    if (current === null || typeof current !== 'object') continue;
    if (depth >= limit) return true;
    for (const child of Object.values(current)) stack.push({ value: child, depth: depth + 1 });
  }
  return false;
}

/**
 * JSON bodies: an empty one (a client that sets `Content-Type: application/json` on every call,
 * body or not) counts as no body, so `PUT /api/order/cancel/{id}` works without `{}` and a route
 * that needs fields still answers 400 naming them. Parsing is Fastify's own (prototype-poisoning
 * checks included). Deeply nested JSON is never a real payload here; refusing it keeps validators
 * and loggers cheap.
 */
export function registerJsonBody(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    void parseJson(request, text, done);
  });

  app.addHook('preValidation', async (request) => {
    if (
      request.body !== null &&
      typeof request.body === 'object' &&
      depthExceeds(request.body, MAX_JSON_DEPTH)
    ) {
      throw new AppError('BAD_REQUEST', `JSON nested deeper than ${MAX_JSON_DEPTH} levels`);
    }
  });
}
