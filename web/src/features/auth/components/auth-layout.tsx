import type { ReactNode } from 'react';

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
        <p className="label-caps text-accent">{eyebrow}</p>
        <h1 className="mt-4 text-4xl leading-tight sm:text-5xl">{title}</h1>
        <div className="mx-auto mt-6 rule-ornament w-40" aria-hidden="true">
          <span className="text-xs">◆</span>
        </div>
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
