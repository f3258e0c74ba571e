import { useId } from 'react';
import { CATEGORY_KINDS, type CategoryKind } from '#contract/catalog-constants.ts';
import { CategoryPanel } from '../categories/category-panel.tsx';
import { KIND_TEXT } from '../categories/category-labels.ts';
import { SectionHeader } from '../components/section-header.tsx';
import { TabList } from '../components/tab-list.tsx';
import { useListParams } from '../components/use-list-params.ts';

const TAB_CLASS =
  '-mb-px min-h-11 border-b-2 px-4 py-2 text-sm font-medium tracking-wide transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus aria-selected:border-accent aria-selected:text-accent border-transparent text-muted hover:text-ink';

/** Kinds of piece (/api/category) and collections (/api/jewellery): one screen, a tab each. */
export function CategoriesAndCollectionsSection() {
  const params = useListParams();
  const kind: CategoryKind = params.get('kind') === 'collection' ? 'collection' : 'category';
  const baseId = useId();
  const select = (next: CategoryKind) =>
    params.set({ kind: next === 'category' ? undefined : next });

  return (
    <section>
      <SectionHeader
        title="Categories and collections"
        description="Every product has a kind of piece and a collection. Each shows in the shop with its image, name and description."
      />
      <TabList
        label="Category sets"
        tabs={CATEGORY_KINDS}
        selected={kind}
        onSelect={select}
        tabName={(each) => KIND_TEXT[each].tab}
        tabId={(each) => `${baseId}-${each}-tab`}
        panelId={() => `${baseId}-panel`}
        className="mt-6 flex border-b border-line"
        tabClassName={() => TAB_CLASS}
      />
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
