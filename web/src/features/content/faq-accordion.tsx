import { ChevronDown } from 'lucide-react';
import { useId, useRef, type KeyboardEvent } from 'react';
import type { Faq } from '#contract/content.ts';

type FaqAccordionProps = {
  faqs: readonly Faq[];
  openIds: ReadonlySet<string>;
  onToggle: (id: string) => void;
};

const FOCUS_KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * Questions as buttons that show and hide their answers (the WAI-ARIA accordion pattern): Enter or
 * Space toggles, the arrow keys, Home and End move between questions. Answers are plain text.
 */
export function FaqAccordion({ faqs, openIds, onToggle }: FaqAccordionProps) {
  const baseId = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number, id: string) => {
    // Handled here rather than left to the button's own click, so the toggle is the same in every
    // browser; default-prevented keys raise no second click.
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onToggle(id);
      return;
    }
    const move = FOCUS_KEYS[event.key];
    if (!move) return;
    event.preventDefault();
    buttons.current[move(index, faqs.length)]?.focus();
  };

  return (
    <ul className="divide-y divide-line border-y border-line">
      {faqs.map((faq, index) => {
        const isOpen = openIds.has(faq._id);
        const buttonId = `${baseId}-q${index}`;
        const panelId = `${baseId}-a${index}`;
        return (
          <li key={faq._id}>
            <h3 className="text-xl sm:text-[1.4rem]">
              <button
                ref={(node) => {
                  buttons.current[index] = node;
                }}
                id={buttonId}
                type="button"
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => onToggle(faq._id)}
                onKeyDown={(event) => onKeyDown(event, index, faq._id)}
                onKeyUp={(event) => {
                  if (event.key === ' ') event.preventDefault();
                }}
                className="flex min-h-14 w-full items-center justify-between gap-4 py-4 text-left transition-colors hover:text-accent"
              >
                <span>{faq.faqData.question}</span>
                <ChevronDown
                  size={18}
                  strokeWidth={1.5}
                  className={`shrink-0 text-gold transition-transform duration-200 ${isOpen ? 'rotate-180' : ''}`}
                  aria-hidden
                />
              </button>
            </h3>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!isOpen}
              className="pr-8 pb-6 leading-relaxed break-words whitespace-pre-line text-muted"
            >
              {faq.faqData.answer}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
