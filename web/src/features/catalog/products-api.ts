import { useMutation, useQuery } from '@tanstack/react-query';
import { MessageSchema } from '#contract/auth.ts';
import { ProductListSchema, ProductResponseSchema, type ProductSort } from '#contract/catalog.ts';
import { api } from '#web/lib/api-client.ts';
import { pagedQuery } from '#web/lib/paged-query.ts';
import { DELETE_FAILED, PRODUCTS_FETCH_FAILED, SOMETHING_WENT_WRONG } from '#web/lib/messages.ts';
import { useInvalidate } from '#web/lib/use-invalidate.ts';

/** Every staff product query; a category rename reads them again too. */
export const STAFF_PRODUCTS_ROOT = ['admin', 'products'] as const;

export const STAFF_PRODUCTS_PAGE_SIZE = 20;

/** The shop's own listing, hidden (inactive) pieces included; archived ones never come back. */
export type StaffProductQuery = {
  page: number;
  search?: string | undefined;
  category?: string | undefined;
  jewelleryCategory?: string | undefined;
  inStock?: 'true' | undefined;
  sort?: ProductSort | undefined;
};

export const staffProductsQuery = (query: StaffProductQuery) =>
  pagedQuery({
    key: [...STAFF_PRODUCTS_ROOT, 'list'],
    path: '/api/product/get',
    schema: ProductListSchema,
    query,
    fixed: { limit: STAFF_PRODUCTS_PAGE_SIZE, includeInactive: 'true' },
    defaultMessage: PRODUCTS_FETCH_FAILED,
  });

export function useStaffProducts(query: StaffProductQuery) {
  return useQuery(staffProductsQuery(query));
}

export function useStaffProduct(id: string | undefined) {
  return useQuery({
    queryKey: [...STAFF_PRODUCTS_ROOT, 'one', id],
    queryFn: ({ signal }) =>
      api.get(`/api/product/get/${encodeURIComponent(id!)}`, ProductResponseSchema, {
        signal,
        defaultMessage: PRODUCTS_FETCH_FAILED,
      }),
    enabled: Boolean(id),
  });
}

// Staff edits show up in the shop's own lists too.
const useRefresh = () => useInvalidate(STAFF_PRODUCTS_ROOT, ['catalog']);

/** Create (no id) or update a product from a multipart form. */
export function useSaveProduct() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, form }: { id?: string; form: FormData }) =>
      id
        ? api.put(`/api/product/update/${encodeURIComponent(id)}`, form, ProductResponseSchema, {
            defaultMessage: SOMETHING_WENT_WRONG,
          })
        : api.post('/api/product/new', form, ProductResponseSchema, {
            defaultMessage: SOMETHING_WENT_WRONG,
          }),
    onSuccess: () => void refresh(),
  });
}

export function useDeleteProduct() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) =>
      api.delete(`/api/product/delete/${encodeURIComponent(id)}`, undefined, MessageSchema, {
        defaultMessage: DELETE_FAILED,
      }),
    onSuccess: () => void refresh(),
  });
}
