import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';

/** Who a guarded route serves: any signed-in account, staff (MANAGER or ADMIN), or ADMIN only. */
export type RouteAccess = 'user' | 'staff' | 'admin';

type Guard = ((...args: never[]) => unknown) & { access?: RouteAccess };

/** Marks a guard with the access it grants, so the OpenAPI document can state it per route. */
export const withAccess = <T extends (...args: never[]) => unknown>(
  guard: T,
  access: RouteAccess,
) => Object.assign(guard, { access });

export function accessOf(hooks: unknown): RouteAccess | undefined {
  const list = (Array.isArray(hooks) ? hooks : [hooks]) as (Guard | undefined)[];
  return list.find((hook) => typeof hook?.access === 'string')?.access;
}

/**
 * Puts the guard on every route the plugin declares, at onRequest: the permission is checked before
 * the body is parsed or validated, and the route's own options show it (OpenAPI reads them).
 */
export function guardEveryRoute(app: FastifyInstance, guard: onRequestAsyncHookHandler): void {
  app.addHook('onRoute', (route) => {
    const own = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [guard, ...own];
  });
}
