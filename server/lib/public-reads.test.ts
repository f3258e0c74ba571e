import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sendJsonText } from './json-text.ts';
import { createPublicReads, type PublicReads, ROUTER_OPTIONS } from './public-reads.ts';

const ThingSchema = z.object({ name: z.string(), url: z.string() });
const schema = {
  params: z.object({ id: z.string().min(3) }),
  querystring: z.object({ size: z.coerce.number().int().max(10).default(2) }),
  response: { 200: z.object({ things: z.array(ThingSchema) }) },
};

/** Two routes as the shop writes them: one answer, given to `app.get` and offered to `reads`. */
async function shopWith(reads: PublicReads): Promise<FastifyInstance> {
  const app = Fastify({ routerOptions: ROUTER_OPTIONS }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(
    async (plugin) => {
      const scope = plugin.withTypeProvider<ZodTypeProvider>();
      const things = async ({
        params,
        query,
      }: {
        params: { id: string };
        query: { size: number };
      }) => {
        if (params.id === 'missing') throw new Error('no such thing');
        const thing = { name: `${params.id} ×${query.size}`, url: '/uploads/a.webp', extra: 1 };
        return { things: [thing] };
      };
      scope.get('/things/:id', { schema }, things);
      reads.offer(scope, '/things/:id', schema, things);
      const text = async () => '{"things":[{"name":"written","url":"/uploads/b.webp"}]}';
      const textSchema = { response: { 200: schema.response[200] } };
      scope.get('/written', { schema: textSchema }, async (_request, reply) =>
        sendJsonText(reply, await text()),
      );
      reads.offer(scope, '/written', textSchema, text);
    },
    { prefix: '/api/shop' },
  );
  await app.ready();
  return app;
}

const at = (path: string) => new URL(path, 'http://shop.invalid');

describe('public reads', () => {
  const reads = createPublicReads((json) =>
    json.replaceAll('"/uploads/', '"https://cdn.test/uploads/'),
  );
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await shopWith(reads);
  });
  afterAll(() => app.close());

  it('answer what the route answers, validated and serialised by its own schemas', async () => {
    for (const path of [
      '/api/shop/things/ring?size=3',
      '/api/shop/things/ring',
      '/api/shop/things/ring/',
    ]) {
      const route = await app.inject({ url: path });
      expect(route.statusCode, path).toBe(200);
      const expected = route.body.replaceAll('"/uploads/', '"https://cdn.test/uploads/');
      expect(await reads.answer(at(path)), path).toBe(expected);
    }
    // The response schema strips what it does not name, as the route's serialiser does.
    expect(await reads.answer(at('/api/shop/things/ring'))).not.toContain('extra');
    expect(await reads.answer(at('/api/shop/things/a%20b'))).toContain('"a b ×2"');
  });

  it('pass JSON already written through as it is, with media URLs in their public form', async () => {
    expect(await reads.answer(at('/api/shop/written'))).toBe(
      '{"things":[{"name":"written","url":"https://cdn.test/uploads/b.webp"}]}',
    );
  });

  it('leave to the route what its schemas refuse, what throws and what no read offers', async () => {
    const refused = [
      '/api/shop/things/ab',
      '/api/shop/things/ring?size=11',
      '/api/shop/things/ring?size=1&size=2',
    ];
    for (const path of refused) {
      expect(await reads.answer(at(path)), path).toBeUndefined();
      expect((await app.inject({ url: path })).statusCode, path).toBe(400);
    }
    expect(await reads.answer(at('/api/shop/things/missing'))).toBeUndefined();
    expect(await reads.answer(at('/api/shop/nothing'))).toBeUndefined();
    expect(await reads.answer(at(`/api/shop/things/${'x'.repeat(201)}`))).toBeUndefined();
  });
});
