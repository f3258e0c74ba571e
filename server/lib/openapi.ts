import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { accessOf, type RouteAccess } from './route-access.ts';

const ACCESS_NOTE: Record<RouteAccess, string> = {
  user: 'Needs a signed-in account (401 without a valid token).',
  staff: 'Staff only: MANAGER or ADMIN (401 without a valid token, 403 for a customer).',
  admin: 'ADMIN only (401 without a valid token, 403 for anyone else).',
};

/**
 * Each guarded route states who may call it, from the guard it really runs: `security`, an
 * `x-access` of `user`, `staff` or `admin`, and a sentence in its description. The guard runs at
 * onRequest, before the body is read, so a caller without the right gets 401/403, never a 400.
 */
const transform: typeof jsonSchemaTransform = (input) => {
  const output = jsonSchemaTransform(input);
  const access = accessOf(input.route.onRequest);
  if (!access) return output;
  const schema = output.schema as Record<string, unknown>;
  const description = [schema.description, ACCESS_NOTE[access]].filter(Boolean).join('\n\n');
  return {
    ...output,
    schema: { ...schema, security: [{ bearerAuth: [] }], 'x-access': access, description },
  };
};

/** OpenAPI built from the routes' zod schemas; must be registered before the routes. */
export async function registerOpenApi(
  app: FastifyInstance,
  { publicUrl }: { publicUrl: string },
): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Kanak Jewels API',
        version: '1.0.0',
        description:
          'JSON API of the jewellery shop. Errors answer `{ message, code, details? }`. Money is in minor units ' +
          '(paise). Protected calls take `Authorization: Bearer <token>` from login or register. Media URLs ' +
          '(`url`, `image`, `avatar`, `photos`) are `/uploads/<folder>/<name>` on this server, or absolute under ' +
          'MEDIA_PUBLIC_URL when the shop sets it; a body may send either form back.',
      },
      servers: [{ url: publicUrl }],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
