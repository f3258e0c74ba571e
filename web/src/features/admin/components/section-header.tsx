import type { ReactNode } from 'react';

type SectionHeaderProps = {
  /** The section's heading: an h2 under the dashboard's h1. */
  title: string;
  description?: ReactNode;
  /** Buttons beside the heading ("New product", "Mark all read"). */
  actions?: ReactNode;
};

/** The top of every admin section: its name, what it is for, and its main actions. */
export function SectionHeader({ title, description, actions }: SectionHeaderProps) {
  return (
    <header className="flex flex-col gap-4 border-b border-line pb-6 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <h2 className="text-2xl leading-tight sm:text-3xl">{title}</h2>
        {description && <p className="mt-2 max-w-2xl text-sm text-muted">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap gap-3">{actions}</div>}
    </header>
  );
}
