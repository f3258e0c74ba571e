import { useMutation, useQuery } from '@tanstack/react-query';
import { MessageSchema } from '#contract/auth.ts';
import { type CategoryKind, CategoryResponseSchema } from '#contract/catalog.ts';
import { categoriesQuery } from './catalog-api.ts';
import { STAFF_PRODUCTS_ROOT } from './products-api.ts';
import { api } from '#web/lib/api-client.ts';
import { DELETE_FAILED, SOMETHING_WENT_WRONG } from '#web/lib/messages.ts';
import { useInvalidate } from '#web/lib/use-invalidate.ts';

/** Kinds of piece and collections share one API under two prefixes (SPEC §7). */
const BASE: Record<CategoryKind, string> = {
  category: '/api/category',
  collection: '/api/jewellery',
};

/** The shop's own list; staff see other staff's changes each time they open it. */
export function useStaffCategories(kind: CategoryKind) {
  return useQuery({ ...categoriesQuery(kind), staleTime: 0 });
}

// A rename shows on every product of the kind, in the shop and in the staff product list.
const useRefreshCatalog = () => useInvalidate(['catalog'], STAFF_PRODUCTS_ROOT);

/** Add (no id) or change a kind of piece or a collection from a multipart form. */
export function useSaveCategory(kind: CategoryKind) {
  const refresh = useRefreshCatalog();
  return useMutation({
    mutationFn: ({ id, form }: { id?: string; form: FormData }) =>
      id
        ? api.put(`${BASE[kind]}/update/${encodeURIComponent(id)}`, form, CategoryResponseSchema, {
            defaultMessage: SOMETHING_WENT_WRONG,
          })
        : api.post(`${BASE[kind]}/add`, form, CategoryResponseSchema, {
            defaultMessage: SOMETHING_WENT_WRONG,
          }),
    onSuccess: () => void refresh(),
  });
}

/** Refused with 409 while products use it; the server's message says how many. */
export function useDeleteCategory(kind: CategoryKind) {
  const refresh = useRefreshCatalog();
  return useMutation({
    mutationFn: (id: string) =>
      api.delete(`${BASE[kind]}/delete/${encodeURIComponent(id)}`, undefined, MessageSchema, {
        defaultMessage: DELETE_FAILED,
      }),
    onSuccess: () => void refresh(),
  });
}
