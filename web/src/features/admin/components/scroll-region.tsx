import type { ReactNode } from 'react';

type ScrollRegionProps = {
  /** Names the region for screen readers, usually the table's caption. */
  label: string;
  /** True while what it shows is being replaced (a table's next page). */
  isBusy?: boolean;
  className?: string;
  children: ReactNode;
};

/** A wide table's frame: it scrolls sideways inside itself, so the page never does. */
export function ScrollRegion({ label, isBusy, className = '', children }: ScrollRegionProps) {
  return (
    <div
      role="region"
      aria-label={label}
      // A scrolling region must take focus so keyboard users can scroll it (axe scrollable-region-focusable).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      aria-busy={isBusy}
      className={`overflow-x-auto border border-line bg-raised ${className}`}
    >
      {children}
    </div>
  );
}
