import { useQuery } from '@tanstack/react-query';
import { MessageSquareQuote } from 'lucide-react';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { usePageTitle } from '#web/features/config/config-api.ts';
import { TestimonialCard } from '#web/features/testimonials/testimonial-card.tsx';
import { TestimonialForm } from '#web/features/testimonials/testimonial-form.tsx';
import { testimonialsQuery } from '#web/features/testimonials/testimonials-api.ts';
import { ContentHeader } from './content-header.tsx';

const GRID = 'grid gap-6 md:grid-cols-2 xl:grid-cols-3';
const FORM_TITLE_ID = 'share-story-title';

function TestimonialsSkeleton() {
  return (
    <div role="status" className={GRID}>
      <span className="sr-only">Loading customer stories…</span>
      {Array.from({ length: 6 }, (_, index) => (
        <div key={index} aria-hidden="true" className="h-64 animate-pulse bg-surface" />
      ))}
    </div>
  );
}

function TestimonialsList() {
  const query = useQuery(testimonialsQuery());
  if (query.isPending) return <TestimonialsSkeleton />;
  if (query.isError) {
    return (
      <LoadError
        title="We could not load our customers’ stories"
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (query.data.length === 0) {
    return (
      <div className="flex flex-col items-center border border-line bg-surface px-6 py-14 text-center">
        <MessageSquareQuote size={32} strokeWidth={1.2} className="text-gold" aria-hidden />
        <h3 className="mt-4 text-2xl">No stories yet</h3>
        <p className="mt-3 max-w-md text-muted">
          Bought a piece from us or visited our showroom? Yours could be the first story here.
        </p>
        <a href={`#${FORM_TITLE_ID}`} className={buttonClass('primary', 'mt-8')}>
          Write the first one
        </a>
      </div>
    );
  }
  return (
    <ul className={GRID}>
      {query.data.map((testimonial) => (
        <li key={testimonial._id}>
          <TestimonialCard testimonial={testimonial} />
        </li>
      ))}
    </ul>
  );
}

export function TestimonialsPage() {
  usePageTitle('Testimonials');
  return (
    <>
      <ContentHeader eyebrow="Kind words" title="Testimonials">
        <p>
          Wedding sets, first gold, heirlooms remade: the families we make jewellery for, in their
          own words.
        </p>
        <a href={`#${FORM_TITLE_ID}`} className={buttonClass('outline', 'mt-8')}>
          Share your story
        </a>
      </ContentHeader>
      <section
        aria-labelledby="stories-title"
        className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8"
      >
        <h2 id="stories-title" className="sr-only">
          Customer stories
        </h2>
        <TestimonialsList />
      </section>
      <section aria-labelledby={FORM_TITLE_ID} className="border-t border-line bg-surface">
        <div className="mx-auto max-w-2xl px-4 py-14 sm:px-6 sm:py-20">
          <p className="label-caps text-accent">Your turn</p>
          <h2 id={FORM_TITLE_ID} className="mt-3 scroll-mt-24 text-3xl sm:text-4xl">
            Share your story
          </h2>
          <p className="mt-3 leading-relaxed text-muted">
            Tell us about your piece and the moment it was made for.
          </p>
          <div className="mt-8">
            <TestimonialForm titleId={FORM_TITLE_ID} />
          </div>
        </div>
      </section>
    </>
  );
}
