import { RotateCcw } from 'lucide-react';
import { errorMessage } from '#web/lib/api-client.ts';
import { FETCH_FAILED } from '#web/lib/messages.ts';
import { buttonClass } from './button-styles.ts';

type LoadErrorProps = {
  /** What could not be shown, e.g. "We could not load the FAQs". */
  title: string;
  error: unknown;
  onRetry: () => void;
  /** Shown when the server gave no message of its own. */
  fallback?: string;
  /** Less room around it, inside a panel rather than in place of a page. */
  isCompact?: boolean;
};

const SPACING = {
  page: { box: 'py-14', message: 'mt-3', button: 'mt-8' },
  panel: { box: 'py-10', message: 'mt-2', button: 'mt-6' },
} as const;

/** A failed read: what went wrong, announced at once, and a way to ask again. */
export function LoadError({
  title,
  error,
  onRetry,
  fallback = FETCH_FAILED,
  isCompact = false,
}: LoadErrorProps) {
  const spacing = SPACING[isCompact ? 'panel' : 'page'];
  return (
    <div role="alert" className={`border border-line bg-surface px-6 ${spacing.box} text-center`}>
      <h2 className="text-2xl">{title}</h2>
      <p className={`${spacing.message} text-muted`}>{errorMessage(error, fallback)}</p>
      <button type="button" className={buttonClass('primary', spacing.button)} onClick={onRetry}>
        <RotateCcw size={16} aria-hidden />
        Retry
      </button>
    </div>
  );
}
