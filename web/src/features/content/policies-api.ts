import { useMutation, useQuery } from '@tanstack/react-query';
import { MessageSchema } from '#contract/auth.ts';
import { type PolicyKind, PolicyResponseSchema } from '#contract/content.ts';
import { policyQuery } from './content-api.ts';
import { api } from '#web/lib/api-client.ts';
import { DELETE_FAILED, SOMETHING_WENT_WRONG } from '#web/lib/messages.ts';
import type { OrderChange } from '#web/lib/reorder.ts';
import { useInvalidate } from '#web/lib/use-invalidate.ts';

export type PolicySectionInput = { title: string; content: string };

const sectionPath = (kind: PolicyKind, id: string) => `/api/${kind}/${encodeURIComponent(id)}`;

/** Staff read the storefront's query, so a write refreshes the public page too. */
export function useStaffPolicy(kind: PolicyKind) {
  return useQuery(policyQuery(kind));
}

const useRefreshPolicy = (kind: PolicyKind) => useInvalidate(policyQuery(kind).queryKey);

/** Adds a section (it goes last) or, given an id, changes it; the server renders the Markdown. */
export function useSavePolicySection(kind: PolicyKind) {
  const refresh = useRefreshPolicy(kind);
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: PolicySectionInput }) =>
      id
        ? api.put(sectionPath(kind, id), input, PolicyResponseSchema, {
            defaultMessage: SOMETHING_WENT_WRONG,
          })
        : api.post(`/api/${kind}`, input, PolicyResponseSchema, {
            defaultMessage: SOMETHING_WENT_WRONG,
          }),
    onSuccess: () => void refresh(),
  });
}

/** One PUT per section whose place changes; the list is read again even when one fails. */
export function useReorderPolicySections(kind: PolicyKind) {
  const refresh = useRefreshPolicy(kind);
  return useMutation({
    mutationFn: async (changes: OrderChange[]) => {
      for (const { id, order } of changes) {
        await api.put(sectionPath(kind, id), { order }, PolicyResponseSchema, {
          defaultMessage: SOMETHING_WENT_WRONG,
        });
      }
    },
    onSettled: () => void refresh(),
  });
}

/** Read again after a failure as well: a 404 means someone else already deleted it. */
export function useDeletePolicySection(kind: PolicyKind) {
  const refresh = useRefreshPolicy(kind);
  return useMutation({
    mutationFn: (id: string) =>
      api.delete(sectionPath(kind, id), undefined, MessageSchema, {
        defaultMessage: DELETE_FAILED,
      }),
    onSettled: () => void refresh(),
  });
}
