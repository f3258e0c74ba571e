import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { FALLBACK_FOUNDED_YEAR, useConfig, usePageTitle } from '#web/features/config/config-api.ts';
import { photosQuery } from '#web/features/content/content-api.ts';
import { GalleryGlimpse, GalleryGlimpseSkeleton } from '#web/features/content/gallery-glimpse.tsx';
import { AboutCraft, AboutHero, AboutStory, AboutValues } from './about-sections.tsx';
import { InviteBand } from './invite-band.tsx';

/** A few gallery photos; the section stays out of the way when the gallery is empty. */
function AboutGallery() {
  const query = useQuery(photosQuery());
  if (query.isSuccess && query.data.length === 0) return null;
  return (
    <section aria-labelledby="about-gallery-title" className="border-t border-line">
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
        <div className="mb-10 flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <p className="label-caps text-accent">Inside our workshop</p>
            <h2 id="about-gallery-title" className="mt-4 text-4xl sm:text-5xl">
              A glimpse of the gallery
            </h2>
          </div>
          <Link to="/photo" className={buttonClass('outline', 'self-start sm:self-auto')}>
            See the full gallery
          </Link>
        </div>
        {query.isPending ? (
          <GalleryGlimpseSkeleton />
        ) : query.isError ? (
          <LoadError
            title="We could not load our photos"
            error={query.error}
            onRetry={() => void query.refetch()}
          />
        ) : (
          <GalleryGlimpse photos={query.data} />
        )}
      </div>
    </section>
  );
}

export function AboutPage() {
  usePageTitle('About Us');
  const foundedYear = useConfig()?.foundedYear ?? FALLBACK_FOUNDED_YEAR;
  return (
    <>
      <AboutHero foundedYear={foundedYear} />
      <AboutStory foundedYear={foundedYear} />
      <AboutCraft />
      <AboutValues />
      <AboutGallery />
      <InviteBand
        id="about-visit-title"
        title="Come and see us, or write"
        primary={{ to: '/products', label: 'Shop the collection' }}
        secondary={{ to: '/contact', label: 'Contact us' }}
      >
        Visit our showroom to see and try the pieces in person; our jewellers answer every message
        themselves.
      </InviteBand>
    </>
  );
}
