import type { FastifyInstance } from 'fastify';
import FindMyWay from 'find-my-way';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { sendJsonText } from './json-text.ts';

/** Fastify's router options (wiring/server.ts): the reads below find an address as Fastify does. */
export const ROUTER_OPTIONS = { maxParamLength: 200, ignoreTrailingSlash: true };

type ReadSchema<P, Q> = {
  params?: z.ZodType<P>;
  querystring?: z.ZodType<Q>;
  response: { 200: z.ZodType } & Record<number, z.ZodType>;
};
export type ReadInput<P, Q> = { params: P; query: Q };
/** A read's answer: objects its route's response schema serialises, or JSON already written. */
type Answer<P, Q> = (input: ReadInput<P, Q>) => Promise<unknown>;

type Compiled = (value: unknown) => { value?: unknown; error?: unknown };
type Read = {
  params: Compiled;
  query: Compiled;
  answer: Answer<unknown, unknown>;
  serialize: (value: unknown) => string;
};

const accepted: Compiled = (value) => ({ value });
const validator = (schema: z.ZodType | undefined): Compiled =>
  schema ? (validatorCompiler({ schema } as never) as Compiled) : accepted;

/** The query as Fastify's parser gives it: strings, and an array for a repeated name. */
function queryOf(search: URLSearchParams): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [name, value] of search) {
    const before = query[name];
    query[name] = before === undefined ? value : [before, value].flat();
  }
  return query;
}

/**
 * The public reads a server-rendered page is made from (the shop's settings, the catalogue, its
 * texts): GETs whose answer depends on the address alone. Each route offers its anonymous answer
 * here beside `app.get`, with the same schemas; the page renderer asks here first, in process, and
 * gets the JSON a visitor's browser would (media URLs made public by `toPublicJson`, as the
 * onSend hook gives them), without emulating an HTTP request: the request emulation of
 * `app.inject` cost a product page more CPU than reading its data. Whatever is not answered here —
 * an address no read offers, input its schema refuses, an answer that throws (a piece that does not
 * exist) — is `undefined`, and the renderer asks the route itself, which answers with its error.
 */
export function createPublicReads(toPublicJson: (json: string) => string = (json) => json) {
  const router = FindMyWay(ROUTER_OPTIONS);

  /** Offers the route `path` of `app` (under its prefix) to the renderer; `answer` is the route's. */
  function offer<P, Q>(
    app: FastifyInstance,
    path: string,
    schema: ReadSchema<P, Q>,
    answer: Answer<P, Q>,
  ): void {
    const url = app.prefix + path;
    const read: Read = {
      params: validator(schema.params),
      query: validator(schema.querystring),
      answer: (input) => answer(input as ReadInput<P, Q>),
      serialize: serializerCompiler({
        schema: schema.response[200],
        method: 'GET',
        url,
      }),
    };
    router.on('GET', url, () => undefined, read);
  }

  return {
    offer,

    /**
     * A route that is its read, and nothing more: `GET path` answered by `answer` (JSON it wrote
     * goes out as it is), `cacheControl` when browsers may keep it, and offered to the renderer.
     */
    route<P, Q>(
      app: FastifyInstance,
      path: string,
      schema: ReadSchema<P, Q> & { tags: string[]; summary: string },
      answer: Answer<P, Q>,
      { cacheControl }: { cacheControl?: string } = {},
    ): void {
      app.get(path, { schema }, async (request, reply) => {
        if (cacheControl) reply.header('cache-control', cacheControl);
        const value = await answer(request as unknown as ReadInput<P, Q>);
        return typeof value === 'string' ? sendJsonText(reply, value) : value;
      });
      offer(app, path, schema, answer);
    },

    /** The JSON answer to a GET of `url`, or undefined for the route to answer. */
    async answer(url: URL): Promise<string | undefined> {
      const found = router.find('GET', url.pathname);
      if (!found) return undefined;
      const read = found.store as Read;
      const params = read.params({ ...found.params });
      const query = read.query(queryOf(url.searchParams));
      if (params.error || query.error) return undefined;
      try {
        const value = await read.answer({ params: params.value, query: query.value });
        return toPublicJson(typeof value === 'string' ? value : read.serialize(value));
      } catch {
        return undefined;
      }
    },
  };
}

export type PublicReads = ReturnType<typeof createPublicReads>;
