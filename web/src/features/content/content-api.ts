import { queryOptions, useMutation } from '@tanstack/react-query';
import type { ContactInput, PolicyKind } from '#contract/content.ts';
import { api } from '#web/lib/api-client.ts';
import { storefrontSchema } from '#web/lib/lazy-schema.ts';
import { CONTACT_SUBMIT_FAILED, FETCH_FAILED } from '#web/lib/messages.ts';
import { notify } from '#web/lib/notify.ts';

const FaqsResponseSchema = storefrontSchema('FaqsResponseSchema');
const PhotosResponseSchema = storefrontSchema('PhotosResponseSchema');
const PoliciesResponseSchema = storefrontSchema('PoliciesResponseSchema');
const MessageSchema = storefrontSchema('MessageSchema');

// Content changes when staff edit it, rarely; a visit need not ask twice.
const CONTENT_STALE_MS = 5 * 60 * 1000;

export const faqsQuery = () =>
  queryOptions({
    queryKey: ['content', 'faqs'],
    queryFn: async ({ signal }) =>
      (await api.get('/api/faqs', FaqsResponseSchema, { signal, defaultMessage: FETCH_FAILED }))
        .data,
    staleTime: CONTENT_STALE_MS,
  });

/** The privacy policy's or the terms' sections, in order. */
export const policyQuery = (kind: PolicyKind) =>
  queryOptions({
    queryKey: ['content', 'policy', kind],
    queryFn: async ({ signal }) =>
      (
        await api.get(`/api/${kind}`, PoliciesResponseSchema, {
          signal,
          defaultMessage: FETCH_FAILED,
        })
      ).data,
    staleTime: CONTENT_STALE_MS,
  });

/** Gallery photos, newest first. */
export const photosQuery = () =>
  queryOptions({
    queryKey: ['content', 'photos'],
    queryFn: async ({ signal }) =>
      (
        await api.get('/api/photo/all', PhotosResponseSchema, {
          signal,
          defaultMessage: FETCH_FAILED,
        })
      ).photos,
    staleTime: CONTENT_STALE_MS,
  });

export function useSubmitContact() {
  return useMutation({
    mutationFn: (input: ContactInput) =>
      api.post('/api/contact/submit', input, MessageSchema, {
        defaultMessage: CONTACT_SUBMIT_FAILED,
      }),
    // The form shows the refusal beside itself.
    meta: { toastOnError: false },
    onSuccess: ({ message }) => notify.success(message),
  });
}
