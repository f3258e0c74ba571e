import { type QueryKey, useQueryClient } from '@tanstack/react-query';

/**
 * A function that marks these queries stale so mounted lists read again. Admin hooks call it without
 * awaiting it (`onSuccess: () => void refresh()`): TanStack Query runs a caller's own
 * mutate(…, { onSuccess }) only while the caller is mounted, and a list refetched first can unmount it
 * (a deleted row, an edited record keyed by updatedAt), losing its toast or its close.
 */
export function useInvalidate(...keys: QueryKey[]) {
  const queryClient = useQueryClient();
  return () => Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
