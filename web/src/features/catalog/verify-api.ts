import { queryOptions } from '@tanstack/react-query';
import { VerifyResponseSchema } from '#contract/certificates.ts';
import { api } from '#web/lib/api-client.ts';
import { FETCH_FAILED } from '#web/lib/messages.ts';

/** A hallmark or certificate look-up; the answer for one code does not change, so it is kept. */
export const verifyQuery = (code: string) =>
  queryOptions({
    queryKey: ['catalog', 'verify', code.toUpperCase()],
    queryFn: ({ signal }) =>
      api.get(`/api/verify/${encodeURIComponent(code)}`, VerifyResponseSchema, {
        signal,
        defaultMessage: FETCH_FAILED,
      }),
    staleTime: 5 * 60 * 1000,
  });
