import type { FastifyInstance } from 'fastify';

/** How long closing waits for the requests in flight before it closes the database under them. */
export const DRAIN_TIMEOUT_MS = 8_000;

/**
 * Closing waits for every request in flight, whether its client is still there or not: a request is
 * over once its handler has answered (onSend) and its response has ended or its client has gone
 * (the raw response's `close`). Fastify's own close only waits for connections, so a handler whose
 * client had already left went on reading a database that was closed under it. New requests are
 * refused (503) while this waits: Fastify closes its routes before its `preClose` hooks.
 */
export function drainOnClose(app: FastifyInstance): void {
  let inFlight = 0;
  let drained: (() => void) | undefined;
  const finish = () => {
    inFlight -= 1;
    if (inFlight === 0) drained?.();
  };
  app.decorateRequest('answered', null);
  app.addHook('onRequest', async (request, reply) => {
    inFlight += 1;
    let answered = false;
    let ended = false;
    reply.raw.once('close', () => {
      ended = true;
      if (answered) finish();
    });
    request.answered = () => {
      if (answered) return;
      answered = true;
      if (ended) finish();
    };
  });
  app.addHook('onSend', async (request, _reply, payload) => {
    request.answered?.();
    return payload;
  });
  app.addHook('preClose', async () => {
    if (inFlight === 0) return;
    await new Promise<void>((resolve) => {
      drained = resolve;
      setTimeout(resolve, DRAIN_TIMEOUT_MS).unref();
    });
  });
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Marks the handler as done (drainOnClose). */
    answered: (() => void) | null;
  }
}
