import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MessageSchema } from '#contract/auth.ts';
import {
  type Address,
  type AddressInput,
  AddressesResponseSchema,
  AddressResponseSchema,
  type AddressUpdateInput,
} from '#contract/address.ts';
import { api } from '#web/lib/api-client.ts';
import {
  ADDRESS_ADD_FAILED,
  ADDRESS_DELETE_FAILED,
  ADDRESS_FETCH_FAILED,
  SOMETHING_WENT_WRONG,
} from '#web/lib/messages.ts';

export const addressesQuery = () =>
  queryOptions({
    queryKey: ['addresses'],
    queryFn: async ({ signal }) =>
      (
        await api.get('/api/address/get', AddressesResponseSchema, {
          signal,
          defaultMessage: ADDRESS_FETCH_FAILED,
        })
      ).addresses,
  });

/** The customer's saved addresses, the default first (the server's order). */
export function useAddresses() {
  return useQuery(addressesQuery());
}

function useRefreshAddresses() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: addressesQuery().queryKey });
}

export function useCreateAddress() {
  const refresh = useRefreshAddresses();
  return useMutation({
    mutationFn: (input: AddressInput) =>
      api.post('/api/address/create', input, AddressResponseSchema, {
        defaultMessage: ADDRESS_ADD_FAILED,
      }),
    onSuccess: refresh,
  });
}

export function useUpdateAddress() {
  const refresh = useRefreshAddresses();
  return useMutation({
    mutationFn: (input: AddressUpdateInput) =>
      api.put('/api/address/update', input, AddressResponseSchema, {
        defaultMessage: SOMETHING_WENT_WRONG,
      }),
    onSuccess: refresh,
  });
}

export function useDeleteAddress() {
  const refresh = useRefreshAddresses();
  return useMutation({
    mutationFn: (address: Pick<Address, '_id'>) =>
      api.delete(
        `/api/address/delete/${encodeURIComponent(address._id)}`,
        undefined,
        MessageSchema,
        {
          defaultMessage: ADDRESS_DELETE_FAILED,
        },
      ),
    onSuccess: refresh,
  });
}
