import { useRef, useState } from 'react';
import type { Photo } from '#contract/content.ts';
import { Lightbox } from '#web/components/ui/lightbox.tsx';
import { ResponsiveImage } from '#web/components/ui/responsive-image.tsx';
import { photoAlt } from './components/photo-alt.ts';

export const GALLERY_GRID = 'grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4';
const GALLERY_SIZES =
  '(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw';
/** Thumbnails likely above the fold load at once; the rest wait until scrolled near. */
const PRIORITY_COUNT = 4;

/** Square thumbnails; each opens the photo at full size in a lightbox. */
export function GalleryGrid({ photos }: { photos: readonly Photo[] }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const openerRef = useRef<HTMLButtonElement | null>(null);
  return (
    <>
      <ul className={GALLERY_GRID}>
        {photos.map((photo, index) => (
          <li key={photo._id}>
            <button
              type="button"
              aria-haspopup="dialog"
              onClick={(event) => {
                openerRef.current = event.currentTarget;
                setOpenIndex(index);
              }}
              className="group block w-full overflow-hidden bg-surface"
            >
              <ResponsiveImage
                image={photo}
                alt={photoAlt(photo, index)}
                sizes={GALLERY_SIZES}
                isPriority={index < PRIORITY_COUNT}
                className="aspect-square w-full object-cover transition-transform duration-500 group-hover:scale-105"
              />
            </button>
          </li>
        ))}
      </ul>
      {openIndex !== null && (
        <Lightbox
          label="Photo gallery"
          slides={photos.map((photo, index) => ({
            id: photo._id,
            image: photo,
            alt: photoAlt(photo, index),
            caption: photo.caption,
          }))}
          index={openIndex}
          onIndexChange={setOpenIndex}
          onClose={() => setOpenIndex(null)}
          returnFocusRef={openerRef}
          isAltAnnounced
        />
      )}
    </>
  );
}

export function GallerySkeleton({ count }: { count: number }) {
  return (
    <div role="status" className={GALLERY_GRID}>
      <span className="sr-only">Loading photos…</span>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} aria-hidden="true" className="aspect-square animate-pulse bg-surface" />
      ))}
    </div>
  );
}
