import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { pagedQuery } from './paged-query.ts';
import { FETCH_FAILED } from './messages.ts';

const PageSchema = z.object({ rows: z.array(z.string()), totalPages: z.number() });

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(() =>
    Promise.resolve(
      new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('pagedQuery', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('caches each page under the key with its query, and sends the fixed values too', async () => {
    const fetchMock = answer(200, { rows: ['a'], totalPages: 3 });
    const options = pagedQuery({
      key: ['things', 'list'],
      path: '/api/things',
      schema: PageSchema,
      query: { page: 2, search: 'ring' },
      fixed: { limit: 20 },
    });

    const page = await new QueryClient().fetchQuery(options);

    expect(options.queryKey).toEqual(['things', 'list', { page: 2, search: 'ring' }]);
    expect(page).toEqual({ rows: ['a'], totalPages: 3 });
    expect(String(fetchMock.mock.calls[0]?.at(0))).toBe('/api/things?page=2&search=ring&limit=20');
  });

  it('keeps the previous page as a placeholder while the next one loads', () => {
    const options = pagedQuery({
      key: ['things'],
      path: '/api/things',
      schema: PageSchema,
      query: { page: 1 },
    });
    const previous = { rows: ['a'], totalPages: 1 };

    expect(typeof options.placeholderData).toBe('function');
    const placeholder = options.placeholderData as (data: unknown) => unknown;
    expect(placeholder(previous)).toBe(previous);
  });

  it('when the server gives no message, fails with Fetch failed', async () => {
    answer(500, {});
    const options = pagedQuery({
      key: ['things'],
      path: '/api/things',
      schema: PageSchema,
      query: { page: 1 },
    });

    await expect(new QueryClient().fetchQuery({ ...options, retry: false })).rejects.toThrow(
      FETCH_FAILED,
    );
  });
});
