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
};

/** A failed read: what went wrong, announced at once, and a way to ask again. */
export function LoadError({ title, error, onRetry, fallback = FETCH_FAILED }: LoadErrorProps) {
  return (
    <div role="alert" className="border border-line bg-surface px-6 py-14 text-center">
      <h2 className="text-2xl">{title}</h2>
      <p className="mt-3 text-muted">{errorMessage(error, fallback)}</p>
      <button type="button" className={buttonClass('primary', 'mt-8')} onClick={onRetry}>
        <RotateCcw size={16} aria-hidden />
        Retry
      </button>
    </div>
  );
}
