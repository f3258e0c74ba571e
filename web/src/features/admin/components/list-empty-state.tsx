import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from './query-states.tsx';

const LINK_BUTTON = 'text-accent underline-offset-4 hover:underline';

type ListEmptyStateProps = {
  icon: LucideIcon;
  /** Rows the list has in all; more than 0 means only this page is past the end. */
  total: number;
  onFirstPage: () => void;
  /** Set when a search or filter is on: what to say, and how to clear it. */
  filtered?:
    { title: string; hint: ReactNode; clearLabel: string; onClear: () => void } | undefined;
  /** The list has nothing at all yet. */
  title: string;
  children?: ReactNode;
};

/** A staff table with no rows: a page past the end, a search that matched nothing, or nothing yet. */
export function ListEmptyState({
  icon,
  total,
  onFirstPage,
  filtered,
  title,
  children,
}: ListEmptyStateProps) {
  if (total > 0) {
    return (
      <EmptyState
        icon={icon}
        title="This page is empty"
        action={
          <button type="button" className={LINK_BUTTON} onClick={onFirstPage}>
            Go to the first page
          </button>
        }
      />
    );
  }
  if (filtered) {
    return (
      <EmptyState
        icon={icon}
        title={filtered.title}
        action={
          <button type="button" className={LINK_BUTTON} onClick={filtered.onClear}>
            {filtered.clearLabel}
          </button>
        }
      >
        {filtered.hint}
      </EmptyState>
    );
  }
  return (
    <EmptyState icon={icon} title={title}>
      {children}
    </EmptyState>
  );
}
