import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from '../config.ts';
import { COMPRESS_THRESHOLD, EFFORTS, ENCODINGS } from '../lib/compression.ts';
import { registerErrorHandling } from '../lib/error-handler.ts';
import { drainOnClose } from '../lib/in-flight.ts';
import { isRendererCall } from '../lib/page-renderer.ts';
import { registerJsonBody } from '../lib/json-body.ts';
import { registerOpenApi } from '../lib/openapi.ts';
import { ROUTER_OPTIONS } from '../lib/public-reads.ts';
import { registerSecurity } from '../lib/security.ts';

export const BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * The Fastify instance with its limits, zod compilers, request ids, and a close that waits for the
 * requests in flight and leaves no keep-alive connection open.
 */
export function createServer(config: Config): FastifyInstance {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
    // A server-rendered page is logged once: its renderer's in-process API calls are not.
    logController: new LogController({ disableRequestLogging: isRendererCall }),
    genReqId: () => randomUUID(),
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    requestTimeout: 30_000,
    connectionTimeout: 60_000,
    keepAliveTimeout: 10_000,
    routerOptions: ROUTER_OPTIONS,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.server.headersTimeout = 20_000;
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // While closing, answers end their keep-alive connection, so shutdown need not wait for it to time out.
  let isClosing = false;
  app.addHook('preClose', async () => {
    isClosing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (isClosing) reply.header('connection', 'close');
  });
  // After the flag above: the answers of the requests it waits for end their connections too.
  drainOnClose(app);
  return app;
}

/** Errors, JSON bodies, security headers, compression, cookies and OpenAPI, before any route. */
export async function registerPlatform(app: FastifyInstance, config: Config): Promise<void> {
  registerErrorHandling(app);
  registerJsonBody(app);

  await registerSecurity(app, config);
  await app.register(compress, {
    threshold: COMPRESS_THRESHOLD,
    // Compressed in one call up to 256 kB (a rendered page is ~150 kB, a listing ~35 kB) rather than
    // through a zlib stream, whose chunks on the thread pool cost several times the compression
    // itself: a product page for a browser took 7.8 ms of CPU compressed as a stream, 4.8 ms in one call.
    syncThreshold: 256 * 1024,
    encodings: [...ENCODINGS],
    // Each answer here is compressed for the one visitor it goes to.
    brotliOptions: EFFORTS.once.brotli,
    zlibOptions: EFFORTS.once.gzip,
  });
  await app.register(cookie);
  await registerOpenApi(app, config);
}
