import { Trash2 } from 'lucide-react';
import type { Photo } from '#contract/content.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { ResponsiveImage } from '#web/components/ui/responsive-image.tsx';
import { photoAlt } from '#web/features/content/components/photo-alt.ts';
import { formatDate } from '#web/lib/format-date.ts';

const IMAGE_SIZES = '(min-width: 1280px) 22vw, (min-width: 640px) 45vw, 100vw';

type PhotoTileProps = {
  photo: Photo;
  index: number;
  onDelete: (photo: Photo, alt: string) => void;
};

/** One gallery photo as visitors see it, with its caption (the alt text) and a delete. */
export function PhotoTile({ photo, index, onDelete }: PhotoTileProps) {
  const alt = photoAlt(photo, index);
  return (
    <div className="flex h-full flex-col border border-line bg-raised">
      <figure className="flex flex-1 flex-col">
        <ResponsiveImage
          image={photo}
          alt={alt}
          sizes={IMAGE_SIZES}
          className="aspect-[4/3] w-full bg-surface object-cover"
        />
        <figcaption className="flex flex-1 flex-col gap-1 px-4 pt-4">
          <span className={`text-sm break-words ${photo.caption ? '' : 'text-muted italic'}`}>
            {photo.caption ?? `No caption; screen readers say “${alt}”`}
          </span>
          <span className="text-xs text-muted">
            Added <time dateTime={photo.createdAt}>{formatDate(photo.createdAt)}</time>
          </span>
        </figcaption>
      </figure>
      <div className="px-4 pb-3">
        <button
          type="button"
          className={buttonClass('quiet', 'min-h-10 py-2 text-danger')}
          aria-label={`Delete photo: ${alt}`}
          onClick={() => onDelete(photo, alt)}
        >
          <Trash2 size={15} aria-hidden />
          Delete
        </button>
      </div>
    </div>
  );
}
