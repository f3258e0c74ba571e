import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import type { OrderItem } from '#contract/orders.ts';
import { PriceBreakdownList } from '#web/features/catalog/components/price-breakdown.tsx';

/** A line's frozen price breakdown behind a disclosure: most readers never need it. */
export function LineBreakdown({ item }: { item: Pick<OrderItem, 'name' | 'priceBreakdown'> }) {
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="mt-2 text-sm">
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen((open) => !open)}
        className="inline-flex min-h-11 items-center gap-1 text-muted hover:text-accent"
      >
        Price breakdown<span className="sr-only"> of {item.name}</span>
        <ChevronDown
          size={14}
          aria-hidden
          className={`transition-transform ${isOpen ? 'rotate-180' : ''}`}
        />
      </button>
      <div id={panelId} hidden={!isOpen} className="mt-2 max-w-sm">
        {isOpen && <PriceBreakdownList breakdown={item.priceBreakdown} />}
      </div>
    </div>
  );
}
