import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { usePageTitle } from '#web/features/config/use-page-title.ts';

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
      <p className="label-caps text-accent">{eyebrow}</p>
      <h1 className="mt-4 text-4xl leading-tight sm:text-6xl">{title}</h1>
      <div className="mt-8 rule-ornament w-48" aria-hidden="true">
        <span className="text-xs">◆</span>
      </div>
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
