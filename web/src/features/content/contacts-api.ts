import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CONTACT_PAGE_SIZE,
  type ContactsQuery,
  ContactsResponseSchema,
  DeleteOldResponseSchema,
} from '#contract/content.ts';
import { api } from '#web/lib/api-client.ts';
import { pagedQuery } from '#web/lib/paged-query.ts';
import { CONTACT_DELETE_FAILED, CONTACT_FETCH_FAILED } from '#web/lib/messages.ts';

const ROOT = ['admin', 'contacts'] as const;

/** The list call's query; the page as a number (the contract coerces strings). */
export type ContactsListQuery = Omit<ContactsQuery, 'page' | 'limit'> & { page?: number };

export const contactMessagesQuery = (query: ContactsListQuery) =>
  pagedQuery({
    key: [...ROOT, 'list'],
    path: '/api/contact/see',
    schema: ContactsResponseSchema,
    query,
    fixed: { limit: CONTACT_PAGE_SIZE },
    defaultMessage: CONTACT_FETCH_FAILED,
  });

/** Contact-form messages one page at a time, searched and sorted by the server. */
export function useContactMessages(query: ContactsListQuery) {
  return useQuery(contactMessagesQuery(query));
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
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ROOT }),
  });
}
