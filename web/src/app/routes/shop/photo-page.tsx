import { useQuery } from '@tanstack/react-query';
import { Images } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { usePageTitle } from '#web/features/config/config-api.ts';
import { photosQuery } from '#web/features/content/content-api.ts';
import { GalleryGrid, GallerySkeleton } from '#web/features/content/gallery-grid.tsx';
import { ContentHeader } from './content-header.tsx';

function Gallery() {
  const query = useQuery(photosQuery());
  if (query.isPending) return <GallerySkeleton count={8} />;
  if (query.isError) {
    return (
      <LoadError
        title="We could not load the gallery"
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (query.data.length === 0) {
    return (
      <div className="flex flex-col items-center border border-line bg-surface px-6 py-14 text-center">
        <Images size={32} strokeWidth={1.2} className="text-gold" aria-hidden />
        <h2 className="mt-4 text-2xl">Our photos are on their way</h2>
        <p className="mt-3 max-w-md text-muted">
          Meanwhile, every piece in our collection has photos of its own.
        </p>
        <Link to="/products" className={buttonClass('primary', 'mt-8')}>
          Browse the collection
        </Link>
      </div>
    );
  }
  return <GalleryGrid photos={query.data} />;
}

export function PhotoPage() {
  usePageTitle('Gallery');
  return (
    <>
      <ContentHeader eyebrow="Our story in pictures" title="Gallery">
        <p>
          Our workshop, our showroom and a few of the pieces we are proudest of. Choose a photo to
          see it larger.
        </p>
      </ContentHeader>
      <section
        aria-labelledby="gallery-title"
        className="mx-auto max-w-7xl px-2 py-10 sm:px-6 sm:py-16 lg:px-8"
      >
        <h2 id="gallery-title" className="sr-only">
          Photos
        </h2>
        <Gallery />
        <div className="mt-14 flex justify-center">
          <Link to="/about" className={buttonClass('outline')}>
            Read our story
          </Link>
        </div>
      </section>
    </>
  );
}
