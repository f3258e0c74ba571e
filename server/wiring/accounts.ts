import type { FastifyInstance } from 'fastify';
import { accountRoutes } from '../features/account/account.routes.ts';
import { createAccountService } from '../features/account/account.service.ts';
import { authRoutes } from '../features/auth/auth.routes.ts';
import { createAuthService } from '../features/auth/auth.service.ts';
import { createCodesService } from '../features/auth/codes.service.ts';
import type { Shared } from './shared.ts';

/** /api/user: sign-up, sign-in, codes and the customer's own account. */
export async function registerAccounts(app: FastifyInstance, shared: Shared): Promise<void> {
  const { config, db, signer, mail, images, limiter, settings, guards } = shared;
  const authDeps = {
    db,
    signer,
    mail,
    images,
    limiter,
    settings,
    tokenTtlSeconds: config.tokenTtlSeconds,
    publicUrl: config.publicUrl,
  };
  const userRoutes = { prefix: '/api/user', guards };
  await app.register(authRoutes, {
    ...userRoutes,
    auth: createAuthService(authDeps),
    codes: createCodesService(authDeps),
    publicUrl: config.publicUrl,
    corsOrigins: config.corsOrigins,
    tokenTtlSeconds: config.tokenTtlSeconds,
  });
  await app.register(accountRoutes, { ...userRoutes, account: createAccountService(authDeps) });
}
