import type { FastifyReply } from 'fastify';

/**
 * JSON that PostgreSQL wrote (`json_build_object(…)::text`), typed by what it holds. The catalogue's
 * reads answer with it as it is (features/catalog/product-details.repo.ts); code that needs the
 * objects parses it.
 */
export type JsonText<T> = string & { readonly holds?: T };

export const parseJsonText = <T>(text: JsonText<T>): T => JSON.parse(text) as T;

/** A JSON array of the texts, in their order. */
export const jsonTextArray = <T>(items: readonly JsonText<T>[]): JsonText<T[]> =>
  `[${items.join(',')}]` as JsonText<T[]>;

/**
 * Answers with JSON already written. The route's response schema still documents it (OpenAPI);
 * Fastify sends a string with a JSON content type as it is, without serialising it again.
 */
export function sendJsonText(reply: FastifyReply, text: JsonText<unknown>): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(text);
}
