import { Images } from 'lucide-react';
import { useState } from 'react';
import type { Photo } from '#contract/content.ts';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { FormError } from '#web/components/ui/form-error.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { DELETE_FAILED, FETCH_FAILED } from '#web/lib/messages.ts';
import { notify } from '#web/lib/notify.ts';
import { useDeletePhoto, useStaffPhotos } from '#web/features/content/photos-api.ts';
import { EmptyState, LoadError, LoadingBlocks } from '../components/query-states.tsx';
import { SectionHeader } from '../components/section-header.tsx';
import { PhotoTile } from '../photos/photo-tile.tsx';
import { PhotoUploadForm } from '../photos/photo-upload-form.tsx';

type Deleting = { photo: Photo; alt: string };

function DeletePhotoDialog({ deleting, onClose }: { deleting: Deleting; onClose: () => void }) {
  const remove = useDeletePhoto();
  return (
    <ConfirmDialog
      title="Delete this photo?"
      description={`“${deleting.alt}” leaves the gallery and its files are removed. This cannot be undone.`}
      confirmLabel="Delete"
      pendingLabel="Deleting…"
      cancelLabel="Keep photo"
      isPending={remove.isPending}
      onClose={onClose}
      onConfirm={() =>
        remove.mutate(deleting.photo._id, {
          onSuccess: ({ message }) => {
            notify.success(message);
            onClose();
          },
        })
      }
    >
      <FormError message={remove.error && errorMessage(remove.error, DELETE_FAILED)} />
    </ConfirmDialog>
  );
}

function photosLabel(count: number): string {
  return `${count.toLocaleString('en-IN')} ${count === 1 ? 'photo' : 'photos'} in the gallery, newest first.`;
}

/** The shop's gallery (/photo): upload with a caption that becomes the alt text, and delete. */
export function PhotosSection() {
  const query = useStaffPhotos();
  const [deleting, setDeleting] = useState<Deleting | null>(null);

  return (
    <section>
      <SectionHeader
        title="Photos"
        description={
          query.data
            ? photosLabel(query.data.length)
            : 'The gallery visitors see on the Photo and About pages.'
        }
      />
      <div className="mt-6 space-y-8">
        <PhotoUploadForm />
        <div>
          <h2 className="mb-4 text-2xl">Gallery</h2>
          {query.isPending && <LoadingBlocks label="Loading photos…" count={3} height="h-40" />}
          {query.isError && (
            <LoadError
              title="The photos could not be shown"
              error={query.error}
              fallback={FETCH_FAILED}
              onRetry={() => void query.refetch()}
            />
          )}
          {query.data?.length === 0 && (
            <EmptyState icon={Images} title="No photos yet">
              Photos uploaded here appear in the shop's gallery at once.
            </EmptyState>
          )}
          {query.data && query.data.length > 0 && (
            <ul
              aria-label="Gallery photos"
              className="grid grid-cols-1 gap-4 min-[480px]:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
            >
              {query.data.map((photo, index) => (
                <li key={photo._id}>
                  <PhotoTile
                    photo={photo}
                    index={index}
                    onDelete={(chosen, alt) => setDeleting({ photo: chosen, alt })}
                  />
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      {deleting && <DeletePhotoDialog deleting={deleting} onClose={() => setDeleting(null)} />}
    </section>
  );
}
