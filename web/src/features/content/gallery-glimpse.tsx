import type { Photo } from '#contract/content.ts';
import { ResponsiveImage } from '#web/components/ui/responsive-image.tsx';
import { photoAlt } from './components/photo-alt.ts';

export const GLIMPSE_COUNT = 6;
const GLIMPSE_GRID = 'grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-4';
const GLIMPSE_SIZES = '(min-width: 1280px) 400px, (min-width: 640px) 33vw, 50vw';

/** The gallery's first few photos, as a window onto the full page. */
export function GalleryGlimpse({ photos }: { photos: readonly Photo[] }) {
  return (
    <ul className={GLIMPSE_GRID}>
      {photos.slice(0, GLIMPSE_COUNT).map((photo, index) => (
        <li key={photo._id} className="overflow-hidden bg-surface">
          <ResponsiveImage
            image={photo}
            alt={photoAlt(photo, index)}
            sizes={GLIMPSE_SIZES}
            className="aspect-square w-full object-cover"
          />
        </li>
      ))}
    </ul>
  );
}

export function GalleryGlimpseSkeleton() {
  return (
    <div role="status" className={GLIMPSE_GRID}>
      <span className="sr-only">Loading photos…</span>
      {Array.from({ length: GLIMPSE_COUNT }, (_, index) => (
        <div key={index} aria-hidden="true" className="aspect-square animate-pulse bg-surface" />
      ))}
    </div>
  );
}
