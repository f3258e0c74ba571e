import { Link } from 'react-router';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { usePageTitle } from '#web/features/config/use-page-title.ts';

export function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <p className="font-display text-7xl text-gold sm:text-8xl" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-4xl sm:text-5xl">Page not found</h1>
      <p className="mt-6 max-w-md leading-relaxed text-muted">
        The page you are looking for has moved, or perhaps it never existed. Our collection is just
        a click away.
      </p>
      <div className="mt-10 flex flex-wrap justify-center gap-4">
        <Link to="/" className={buttonClass('primary')}>
          Back to home
        </Link>
        <Link to="/products" className={buttonClass('outline')}>
          Browse the collection
        </Link>
      </div>
    </section>
  );
}
