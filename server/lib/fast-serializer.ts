import fastJson from 'fast-json-stringify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type JsonSchema = { [key: string]: unknown };

/**
 * `X | null` as fast-json-stringify reads it best: the schema with `nullable`, not an `anyOf` it
 * would have to validate against for every value.
 */
function withNullable(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withNullable);
  if (!schema || typeof schema !== 'object') return schema;
  const entries = Object.entries(schema).map(([key, value]) => [key, withNullable(value)]);
  const node = Object.fromEntries(entries) as JsonSchema;
  const options = node.anyOf as JsonSchema[] | undefined;
  const isNull = (option: JsonSchema) => option.type === 'null' && Object.keys(option).length === 1;
  if (options?.length !== 2 || !options.some(isNull)) return node;
  const { anyOf: _anyOf, ...rest } = node;
  return { ...rest, ...options.find((option) => !isNull(option)), nullable: true };
}

/**
 * A 200 answer's zod schema compiled once into a fast-json-stringify serializer, which writes the
 * schema's fields in the schema's order and nothing else, as the zod serializer does, without
 * parsing the answer into a copy first. For routes whose answers the server builds itself (typed
 * mappers): it checks no values. Other statuses keep the zod serializer.
 */
export function fastSerializerCompiler(route: {
  schema: unknown;
  method: string;
  url: string;
  httpStatus?: string;
}): (data: unknown) => string {
  const zodRoute = route as Parameters<typeof serializerCompiler>[0] & { schema: z.ZodType };
  if (String(route.httpStatus) !== '200') return serializerCompiler(zodRoute);
  const json = z.toJSONSchema(zodRoute.schema, { io: 'output', target: 'draft-7' });
  return fastJson(withNullable(json) as Parameters<typeof fastJson>[0]);
}
