import { Inbox, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { LoadError as PageLoadError } from '#web/components/ui/load-error.tsx';

type AdminLoadErrorProps = {
  /** What could not be shown, e.g. "The users could not be shown". */
  title?: string;
  error: unknown;
  /** SPEC §8's default when the server gives no message ("Failed to fetch users"). */
  fallback: string;
  onRetry: () => void;
};

/** A failed read inside a staff panel: the server's reason (or the default) and a retry. */
export function LoadError({ title = 'This could not be shown', ...props }: AdminLoadErrorProps) {
  return <PageLoadError title={title} isCompact {...props} />;
}

type EmptyStateProps = {
  title: string;
  children?: ReactNode;
  /** The next step: a link or button. */
  action?: ReactNode;
  icon?: LucideIcon;
};

/** Nothing to list, with what to do next. */
export function EmptyState({ title, children, action, icon: Icon = Inbox }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center border border-line bg-surface px-6 py-10 text-center">
      <Icon size={28} strokeWidth={1.2} className="text-gold" aria-hidden />
      <h2 className="mt-3 text-2xl">{title}</h2>
      {children && <div className="mt-2 max-w-md text-sm text-muted">{children}</div>}
      {action && <div className="mt-6">{action}</div>}
    </div>
  );
}

/** Grey blocks in the shape of what is loading, announced once. */
export function LoadingBlocks({
  label,
  count = 3,
  height = 'h-12',
}: {
  label: string;
  count?: number;
  height?: string;
}) {
  return (
    <div role="status" className="space-y-2">
      <span className="sr-only">{label}</span>
      {Array.from({ length: count }, (_, n) => (
        <div key={n} aria-hidden="true" className={`${height} animate-pulse bg-surface`} />
      ))}
    </div>
  );
}
