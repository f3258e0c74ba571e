import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

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
          '(paise). Protected calls take `Authorization: Bearer <token>` from login or register.',
      },
      servers: [{ url: publicUrl }],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
