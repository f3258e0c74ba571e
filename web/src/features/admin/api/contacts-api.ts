import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  CONTACT_PAGE_SIZE,
  ContactsResponseSchema,
  DeleteOldResponseSchema,
} from '#contract/content.ts';
import { api } from '#web/lib/api-client.ts';
import { CONTACT_DELETE_FAILED, CONTACT_FETCH_FAILED } from '#web/lib/messages.ts';

const ROOT = ['admin', 'contacts'] as const;

export const contactMessagesQuery = (page: number) =>
  queryOptions({
    queryKey: [...ROOT, 'list', { page }],
    queryFn: ({ signal }) =>
      api.get('/api/contact/see', ContactsResponseSchema, {
        query: { page, limit: CONTACT_PAGE_SIZE },
        signal,
        defaultMessage: CONTACT_FETCH_FAILED,
      }),
  });

/** Contact-form messages, newest first, one page at a time. */
export function useContactMessages(page: number) {
  return useQuery({ ...contactMessagesQuery(page), placeholderData: keepPreviousData });
}

/** Deletes every message older than `days`; the server answers with how many went. */
export function useDeleteOldContactMessages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (days: number) =>
      api.delete('/api/contact/deleteold', undefined, DeleteOldResponseSchema, {
        query: { days },
        defaultMessage: CONTACT_DELETE_FAILED,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ROOT }),
  });
}
