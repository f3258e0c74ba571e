import type { ReactNode } from 'react';
import { PageHeading } from '#web/components/ui/page-heading.tsx';

type ContentHeaderProps = { eyebrow: string; title: string; children?: ReactNode };

/** The calm, centred opening of a content page: eyebrow, title, ornament and a line of intro. */
export function ContentHeader({ eyebrow, title, children }: ContentHeaderProps) {
  return (
    <header className="border-b border-line bg-surface">
      <div className="mx-auto flex max-w-3xl flex-col items-center px-4 py-14 text-center sm:px-6 sm:py-20">
        <PageHeading eyebrow={eyebrow} title={title} isLarge />
        {children && <div className="mt-6 max-w-2xl leading-relaxed text-muted">{children}</div>}
      </div>
    </header>
  );
}
