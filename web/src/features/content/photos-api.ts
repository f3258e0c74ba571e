import { useMutation, useQuery } from '@tanstack/react-query';
import { MessageSchema } from '#contract/auth.ts';
import { PhotoResponseSchema } from '#contract/content.ts';
import { photosQuery } from './content-api.ts';
import { api } from '#web/lib/api-client.ts';
import { DELETE_FAILED, UPLOAD_FAILED } from '#web/lib/messages.ts';
import { useInvalidate } from '#web/lib/use-invalidate.ts';

/** The shop's gallery list; staff see other staff's changes each time they open it. */
export function useStaffPhotos() {
  return useQuery({ ...photosQuery(), staleTime: 0 });
}

const useRefreshGallery = () => useInvalidate(photosQuery().queryKey);

/** Multipart: the file `photo` and an optional `caption`, the photo's alt text. */
export function useUploadPhoto() {
  const refresh = useRefreshGallery();
  return useMutation({
    mutationFn: (form: FormData) =>
      api.post('/api/photo/upload', form, PhotoResponseSchema, { defaultMessage: UPLOAD_FAILED }),
    onSuccess: () => void refresh(),
  });
}

export function useDeletePhoto() {
  const refresh = useRefreshGallery();
  return useMutation({
    mutationFn: (id: string) =>
      api.delete(`/api/photo/${encodeURIComponent(id)}`, undefined, MessageSchema, {
        defaultMessage: DELETE_FAILED,
      }),
    onSuccess: () => void refresh(),
  });
}
