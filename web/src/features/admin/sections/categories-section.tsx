import { type KeyboardEvent, useId, useRef } from 'react';
import { CATEGORY_KINDS, type CategoryKind } from '#contract/catalog.ts';
import { CategoryPanel } from '../categories/category-panel.tsx';
import { KIND_TEXT } from '../categories/category-labels.ts';
import { SectionHeader } from '../components/section-header.tsx';
import { useListParams } from '../components/use-list-params.ts';

const TAB_CLASS =
  '-mb-px min-h-11 border-b-2 px-4 py-2 text-sm font-medium tracking-wide transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus aria-selected:border-accent aria-selected:text-accent border-transparent text-muted hover:text-ink';

/** Kinds of piece (/api/category) and collections (/api/jewellery): one screen, a tab each. */
export function CategoriesAndCollectionsSection() {
  const params = useListParams();
  const kind: CategoryKind = params.get('kind') === 'collection' ? 'collection' : 'category';
  const baseId = useId();
  const tabs = useRef<Partial<Record<CategoryKind, HTMLButtonElement | null>>>({});

  const select = (next: CategoryKind) =>
    params.set({ kind: next === 'category' ? undefined : next });

  // Arrow keys move between tabs and select them, as the ARIA tabs pattern expects.
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const at = CATEGORY_KINDS.indexOf(kind);
    const last = CATEGORY_KINDS.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: at === last ? 0 : at + 1,
      ArrowLeft: at === 0 ? last : at - 1,
      Home: 0,
      End: last,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = CATEGORY_KINDS[target]!;
    select(next);
    tabs.current[next]?.focus();
  };

  return (
    <section>
      <SectionHeader
        title="Categories and collections"
        description="Every product has a kind of piece and a collection. Each shows in the shop with its image, name and description."
      />
      <div role="tablist" aria-label="Category sets" className="mt-6 flex border-b border-line">
        {CATEGORY_KINDS.map((each) => (
          <button
            key={each}
            ref={(element) => {
              tabs.current[each] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-${each}-tab`}
            aria-selected={each === kind}
            aria-controls={each === kind ? `${baseId}-panel` : undefined}
            tabIndex={each === kind ? 0 : -1}
            className={TAB_CLASS}
            onClick={() => select(each)}
            onKeyDown={onKeyDown}
          >
            {KIND_TEXT[each].tab}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={`${baseId}-${kind}-tab`}
        className="mt-6"
      >
        <CategoryPanel key={kind} kind={kind} />
      </div>
    </section>
  );
}
