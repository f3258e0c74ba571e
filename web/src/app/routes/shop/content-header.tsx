import type { ReactNode } from 'react';

type ContentHeaderProps = { eyebrow: string; title: string; children?: ReactNode };

/** The calm, centred opening of a content page: eyebrow, title, ornament and a line of intro. */
export function ContentHeader({ eyebrow, title, children }: ContentHeaderProps) {
  return (
    <header className="border-b border-line bg-surface">
      <div className="mx-auto flex max-w-3xl flex-col items-center px-4 py-14 text-center sm:px-6 sm:py-20">
        <p className="label-caps text-accent">{eyebrow}</p>
        <h1 className="mt-4 text-4xl leading-tight sm:text-6xl">{title}</h1>
        <div className="mt-6 rule-ornament w-40" aria-hidden="true">
          <span className="text-xs">◆</span>
        </div>
        {children && <div className="mt-6 max-w-2xl leading-relaxed text-muted">{children}</div>}
      </div>
    </header>
  );
}
