import { useMutation, useQuery } from '@tanstack/react-query';
import { MessageSchema } from '#contract/auth.ts';
import { type FaqData, FaqResponseSchema } from '#contract/content.ts';
import { faqsQuery } from './content-api.ts';
import { api } from '#web/lib/api-client.ts';
import { DELETE_FAILED, SOMETHING_WENT_WRONG } from '#web/lib/messages.ts';
import type { OrderChange } from '#web/lib/reorder.ts';
import { useInvalidate } from '#web/lib/use-invalidate.ts';

const faqPath = (id: string) => `/api/faqs/${encodeURIComponent(id)}`;

/** Staff read the same list as the storefront, so a write refreshes the public FAQ page too. */
export function useStaffFaqs() {
  return useQuery(faqsQuery());
}

const useRefreshFaqs = () => useInvalidate(faqsQuery().queryKey);

/** Adds an FAQ (it goes last) or, given an id, changes its question and answer. */
export function useSaveFaq() {
  const refresh = useRefreshFaqs();
  return useMutation({
    mutationFn: ({ id, data }: { id?: string; data: FaqData }) =>
      id
        ? api.put(faqPath(id), { data }, FaqResponseSchema, {
            defaultMessage: SOMETHING_WENT_WRONG,
          })
        : api.post('/api/faqs', { data }, FaqResponseSchema, {
            defaultMessage: SOMETHING_WENT_WRONG,
          }),
    onSuccess: () => void refresh(),
  });
}

/** One PUT per FAQ whose place changes; the list is read again even when one of them fails. */
export function useReorderFaqs() {
  const refresh = useRefreshFaqs();
  return useMutation({
    mutationFn: async (changes: OrderChange[]) => {
      for (const { id, order } of changes) {
        await api.put(faqPath(id), { order }, FaqResponseSchema, {
          defaultMessage: SOMETHING_WENT_WRONG,
        });
      }
    },
    onSettled: () => void refresh(),
  });
}

/** Read again after a failure as well: a 404 means someone else already deleted it. */
export function useDeleteFaq() {
  const refresh = useRefreshFaqs();
  return useMutation({
    mutationFn: (id: string) =>
      api.delete(faqPath(id), undefined, MessageSchema, { defaultMessage: DELETE_FAILED }),
    onSettled: () => void refresh(),
  });
}
