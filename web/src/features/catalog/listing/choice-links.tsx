import { ChevronDown } from 'lucide-react';
import { Link } from 'react-router';
import type { SelectOption } from '#web/components/ui/select-field.tsx';

type ChoiceLinksProps = {
  label: string;
  options: readonly SelectOption[];
  value: string;
  hrefFor: (value: string) => string;
  className?: string;
};

/**
 * A select's choices as links, for visitors without JavaScript: folded under the current choice,
 * each one the address of the listing it leads to.
 */
export function ChoiceLinks({ label, options, value, hrefFor, className = '' }: ChoiceLinksProps) {
  const current = options.find((option) => option.value === value);
  return (
    <details className={`group border border-line ${className}`}>
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-3 px-3 text-sm hover:border-muted/60 [&::-webkit-details-marker]:hidden">
        <span className="shrink-0 label-caps text-ink">{label}</span>
        <span className="flex-1 truncate text-right text-muted">{current?.label}</span>
        <ChevronDown
          size={16}
          strokeWidth={1.5}
          className="shrink-0 text-muted transition-transform group-open:rotate-180"
          aria-hidden
        />
      </summary>
      <ul className="border-t border-line py-1">
        {options.map((option) => (
          <li key={option.value}>
            <Link
              to={hrefFor(option.value)}
              aria-current={option.value === value || undefined}
              className="block px-3 py-2.5 text-sm text-ink hover:text-accent aria-[current]:font-semibold aria-[current]:text-accent"
            >
              {option.label}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}
