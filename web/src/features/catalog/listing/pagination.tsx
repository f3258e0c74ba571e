import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';

type PaginationProps = {
  page: number;
  totalPages: number;
  /** The address of a page, so each is a real, shareable link. */
  hrefFor: (page: number) => string;
};

/** Page numbers to show: the first, the last, and the current one with its neighbours. */
export function pageWindow(page: number, totalPages: number): (number | 'gap')[] {
  const pages = new Set([1, totalPages, page - 1, page, page + 1]);
  const sorted = [...pages].filter((n) => n >= 1 && n <= totalPages).sort((a, b) => a - b);
  const result: (number | 'gap')[] = [];
  for (const n of sorted) {
    const previous = result.at(-1);
    if (typeof previous === 'number' && n - previous === 2) result.push(previous + 1);
    else if (typeof previous === 'number' && n - previous > 2) result.push('gap');
    result.push(n);
  }
  return result;
}

const CELL =
  'inline-flex min-h-11 min-w-11 items-center justify-center border px-3 text-sm transition-colors';

export function Pagination({ page, totalPages, hrefFor }: PaginationProps) {
  if (totalPages <= 1) return null;
  const edge = (target: number, label: string, isNext: boolean) =>
    target < 1 || target > totalPages ? (
      <span className={`${CELL} border-line text-muted/60`} aria-hidden="true">
        {isNext ? <ChevronRight size={16} /> : <ChevronLeft size={16} />}
      </span>
    ) : (
      <Link
        to={hrefFor(target)}
        className={`${CELL} border-line hover:border-accent hover:text-accent`}
        aria-label={label}
        rel={isNext ? 'next' : 'prev'}
      >
        {isNext ? <ChevronRight size={16} aria-hidden /> : <ChevronLeft size={16} aria-hidden />}
      </Link>
    );
  return (
    <nav aria-label="Pages" className="mt-14 flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>{edge(page - 1, 'Previous page', false)}</li>
        {pageWindow(page, totalPages).map((n, index) => (
          <li key={n === 'gap' ? `gap-${index}` : n}>
            {n === 'gap' ? (
              <span className="px-1 text-muted" aria-hidden="true">
                …
              </span>
            ) : (
              <Link
                to={hrefFor(n)}
                aria-label={`Page ${n}`}
                aria-current={n === page ? 'page' : undefined}
                className={`${CELL} ${n === page ? 'border-ink bg-button text-on-button' : 'border-line hover:border-accent hover:text-accent'}`}
              >
                {n}
              </Link>
            )}
          </li>
        ))}
        <li>{edge(page + 1, 'Next page', true)}</li>
      </ul>
    </nav>
  );
}
