import { ChevronLeft, ChevronRight } from 'lucide-react';

type TablePagerProps = {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  /** e.g. "42 users"; announced when it changes. */
  totalLabel?: string;
};

const BUTTON =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-1 border border-line px-3 text-sm transition-colors hover:border-accent hover:text-accent disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:border-line disabled:hover:text-ink';

/** Previous / next with "Page 2 of 5"; hidden controls stay put so keyboard focus never jumps. */
export function TablePager({ page, totalPages, onPage, totalLabel }: TablePagerProps) {
  const pages = Math.max(totalPages, 1);
  return (
    <nav
      aria-label="Pages"
      className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-muted"
    >
      <p role="status" aria-live="polite">
        {totalLabel}
      </p>
      <div className="flex items-center gap-2">
        <button
          type="button"
          className={BUTTON}
          aria-label="Previous page"
          onClick={() => onPage(page - 1)}
          disabled={page <= 1}
        >
          <ChevronLeft size={16} aria-hidden />
          <span className="hidden sm:inline">Previous</span>
        </button>
        <span className="px-2 text-ink">
          Page {Math.min(page, pages)} of {pages}
        </span>
        <button
          type="button"
          className={BUTTON}
          aria-label="Next page"
          onClick={() => onPage(page + 1)}
          disabled={page >= pages}
        >
          <span className="hidden sm:inline">Next</span>
          <ChevronRight size={16} aria-hidden />
        </button>
      </div>
    </nav>
  );
}
