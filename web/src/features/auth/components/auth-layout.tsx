import type { ReactNode } from 'react';
import { PageHeading } from '#web/components/ui/page-heading.tsx';

type AuthLayoutProps = {
  eyebrow: string;
  title: string;
  description?: ReactNode;
  /** Links under the card: "New here? Create an account" and the like. */
  footer?: ReactNode;
  width?: 'narrow' | 'wide';
  children: ReactNode;
};

/** The calm, centred frame shared by the sign-in, recovery and account screens. */
export function AuthLayout({
  eyebrow,
  title,
  description,
  footer,
  width = 'narrow',
  children,
}: AuthLayoutProps) {
  return (
    <section
      className={`mx-auto w-full px-4 py-12 sm:px-6 sm:py-20 ${width === 'narrow' ? 'max-w-lg' : 'max-w-3xl'}`}
    >
      <header className="text-center">
        <PageHeading eyebrow={eyebrow} title={title} ornamentClass="mx-auto mt-6 w-40" />
        {description && (
          <div className="mx-auto mt-6 max-w-md leading-relaxed text-muted">{description}</div>
        )}
      </header>
      <div className="mt-10 border border-line bg-raised px-5 py-8 shadow-sm shadow-black/5 sm:px-10 sm:py-10">
        {children}
      </div>
      {footer && <div className="mt-8 space-y-3 text-center text-sm text-muted">{footer}</div>}
    </section>
  );
}

export const TEXT_LINK_CLASS =
  'font-medium text-accent underline decoration-gold/50 underline-offset-4 transition-colors hover:decoration-accent';
