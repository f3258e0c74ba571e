import { SlidersHorizontal } from 'lucide-react';
import { useId, useState, type ComponentProps } from 'react';
import { FilterPanel } from '#web/features/catalog/listing/filter-panel.tsx';

type ProductsFiltersProps = ComponentProps<typeof FilterPanel> & { activeCount: number };

/**
 * Beside the results on wide screens; behind a disclosure button on narrow ones, except without
 * JavaScript, which the button needs: then the panel shows.
 */
export function ProductsFilters({ activeCount, ...panel }: ProductsFiltersProps) {
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  return (
    <aside aria-labelledby={`${panelId}-title`}>
      <h2
        id={`${panelId}-title`}
        className="sr-only lg:not-sr-only lg:mb-6 lg:font-sans lg:label-caps lg:text-muted"
      >
        Filters
      </h2>
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen((open) => !open)}
        className="inline-flex min-h-11 w-full items-center justify-center gap-2 border border-line px-4 text-sm hover:border-accent lg:hidden noscript:hidden"
      >
        <SlidersHorizontal size={16} strokeWidth={1.5} aria-hidden />
        {isOpen ? 'Hide filters' : 'Show filters'}
        {activeCount > 0 && (
          <span className="rounded-full bg-button px-2 py-0.5 text-xs text-on-button">
            {activeCount}
            <span className="sr-only"> active</span>
          </span>
        )}
      </button>
      <div
        id={panelId}
        className={`${isOpen ? 'block' : 'hidden'} mt-6 lg:mt-0 lg:block noscript:mt-0 noscript:block`}
      >
        <FilterPanel {...panel} />
      </div>
    </aside>
  );
}
