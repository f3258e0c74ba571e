import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { seoRoutes } from './features/seo/seo.routes.ts';
import { configRoutes } from './features/settings/config.routes.ts';
import { createSettingsService } from './features/settings/settings.service.ts';
import { registerErrorHandling } from './lib/error-handler.ts';
import { AppError } from './lib/errors.ts';
import { registerJsonDepthLimit } from './lib/json-depth.ts';
import { registerOpenApi } from './lib/openapi.ts';
import { registerSecurity } from './lib/security.ts';
import { registerStaticFiles } from './lib/spa.ts';

export const BODY_LIMIT_BYTES = 1024 * 1024;
export const UPLOAD_LIMITS = {
  fileSize: 5 * 1024 * 1024,
  files: 8,
  fields: 40,
  fieldSize: 64 * 1024,
  parts: 50,
};

export interface AppDeps {
  config: Config;
  database: Database;
}

/** Builds the whole shop; never listens (main.ts does), so tests drive it with `inject`. */
export async function buildApp({ config, database }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
    genReqId: () => randomUUID(),
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    requestTimeout: 30_000,
    connectionTimeout: 60_000,
    keepAliveTimeout: 10_000,
    routerOptions: { maxParamLength: 200, ignoreTrailingSlash: true },
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
  registerErrorHandling(app);
  registerJsonDepthLimit(app);

  await registerSecurity(app, config);
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(cookie);
  await app.register(multipart, { limits: UPLOAD_LIMITS, throwFileSizeLimit: true });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new AppError('RATE_LIMITED', `Too many requests, please try again in ${context.after}`),
  });
  await registerOpenApi(app, config);

  const settings = createSettingsService(database.db);
  await app.register(healthRoutes, {
    ping: () => database.ping(),
    quiet: config.logLevel === 'silent' ? 'silent' : 'warn',
  });
  await app.register(configRoutes, { prefix: '/api/config', settings });
  await app.register(seoRoutes, { publicUrl: config.publicUrl });

  const spa = await registerStaticFiles(app, {
    webDistDir: config.webDistDir,
    uploadsDir: path.join(config.dataDir, 'uploads'),
  });
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api/') &&
      pathname !== '/api' &&
      !pathname.startsWith('/uploads/') &&
      !path.extname(pathname);
    if (wantsPage) return spa.sendPage(request, reply);
    return reply.status(404).send({ message: 'Route not found', code: 'NOT_FOUND' });
  });

  return app;
}
