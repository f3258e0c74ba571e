import Fastify from 'fastify';
import { registerErrorHandling } from './lib/error-handler.ts';
import { AppError } from './lib/errors.ts';

/** How long a client is asked to wait before it tries again. */
const RETRY_AFTER_SECONDS = 5;

export interface StartingServer {
  /** What `/readyz` and every other route answer with 503: why the shop is not ready yet. */
  setStatus: (message: string) => void;
  close: () => Promise<void>;
}

/**
 * Listens on the shop's port while the database is still out of reach or being prepared: `/healthz`
 * says the process lives, `/readyz` and every other route answer 503 in the API's error model with a
 * `Retry-After`, so a load balancer sends nobody here. main.ts closes it just before the shop listens.
 */
export async function listenWhileStarting(options: {
  port: number;
  host: string;
  status: string;
}): Promise<StartingServer> {
  let status = options.status;
  const app = Fastify({ logger: false, forceCloseConnections: true });
  registerErrorHandling(app);
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.setNotFoundHandler(async () => {
    const error = new AppError('SERVICE_UNAVAILABLE', status);
    error.headers = { 'retry-after': String(RETRY_AFTER_SECONDS) };
    throw error;
  });
  await app.listen({ port: options.port, host: options.host });
  return {
    setStatus: (message) => {
      status = message;
    },
    close: () => app.close(),
  };
}
