import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { PageHeading } from '#web/components/ui/page-heading.tsx';
import { usePageTitle } from '#web/features/config/config-api.ts';

type PagePlaceholderProps = {
  title: string;
  eyebrow: string;
  next: { to: string; label: string };
  children?: ReactNode;
};

/** A page whose content arrives in a later issue: its name, a calm note and a way onward. */
export function PagePlaceholder({ title, eyebrow, next, children }: PagePlaceholderProps) {
  usePageTitle(title);
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <PageHeading eyebrow={eyebrow} title={title} isLarge ornamentClass="mt-8 w-48" />
      <p className="mt-8 max-w-md leading-relaxed text-muted">
        This page is being prepared with the same care we give every piece. Please visit again soon.
      </p>
      {children}
      <Link to={next.to} className={buttonClass('outline', 'mt-10')}>
        {next.label}
      </Link>
    </section>
  );
}
