import { keepPreviousData, queryOptions, type QueryKey } from '@tanstack/react-query';
import { api, type QueryValue } from './api-client.ts';
import type { ApiSchema, SchemaOutput } from './lazy-schema.ts';
import { FETCH_FAILED } from './messages.ts';

type ListQuery = Record<string, QueryValue>;

type PagedQueryInput<S extends NonNullable<ApiSchema>, Q extends ListQuery> = {
  /** The list's cache key; each page, search and filter is cached under it. */
  key: QueryKey;
  path: string;
  schema: S;
  /** The page, search and filters: sent, and part of the cache key. */
  query: Q;
  /** Sent with every page but not part of the key, such as a fixed page size. */
  fixed?: ListQuery;
  /** SPEC §8's default when the server gives no message. */
  defaultMessage?: string;
};

/**
 * One page of a staff list. While the next page (or another search) loads, the previous page stays
 * on screen (`isPlaceholderData`), so the table does not fall back to its skeleton.
 */
export const pagedQuery = <S extends NonNullable<ApiSchema>, Q extends ListQuery>({
  key,
  path,
  schema,
  query,
  fixed,
  defaultMessage = FETCH_FAILED,
}: PagedQueryInput<S, Q>) =>
  queryOptions({
    queryKey: [...key, query],
    // api.get types its answer by a condition on the schema, which stays open for a generic one.
    queryFn: ({ signal }) =>
      api.get(path, schema, { query: { ...query, ...fixed }, signal, defaultMessage }) as Promise<
        SchemaOutput<S>
      >,
    placeholderData: keepPreviousData,
  });
