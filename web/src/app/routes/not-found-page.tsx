import { LinkButtons } from '#web/components/ui/link-buttons.tsx';
import { usePageTitle } from '#web/features/config/config-api.ts';

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
      <LinkButtons
        primary={{ to: '/', label: 'Back to home' }}
        secondary={{ to: '/products', label: 'Browse the collection' }}
        isCentred
      />
    </section>
  );
}
