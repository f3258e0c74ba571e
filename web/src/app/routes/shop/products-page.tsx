import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import {
  categoriesQuery,
  metalsQuery,
  productListQuery,
} from '#web/features/catalog/catalog-api.ts';
import type { FilterPatch } from '#web/features/catalog/listing/filter-fields.ts';
import { Pagination } from '#web/features/catalog/listing/pagination.tsx';
import { SearchBox } from '#web/features/catalog/listing/search-box.tsx';
import { SortSelect } from '#web/features/catalog/listing/sort-select.tsx';
import {
  activeFilterCount,
  clearedFilters,
  filtersFromParams,
  paramsFromFilters,
  toListQuery,
  withFilters,
  type ProductFilters,
} from '#web/features/catalog/product-filters.ts';
import { usePageTitle } from '#web/features/config/config-api.ts';
import { ProductsFilters } from './products-filters.tsx';
import { ProductsResults, ResultCount } from './products-results.tsx';

export function listingHref(filters: ProductFilters): string {
  const search = paramsFromFilters(filters).toString();
  return search ? `/products?${search}` : '/products';
}

export function ProductsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersFromParams(searchParams);
  const isBestsellers = filters.type === 'bestseller';
  const kinds = useQuery(categoriesQuery('category'));
  const collections = useQuery(categoriesQuery('collection'));
  const metals = useQuery(metalsQuery());
  const list = useQuery(productListQuery(toListQuery(filters)));

  const named = (items: typeof kinds.data, key?: string) =>
    key ? items?.find((item) => item.slug === key || item._id === key)?.name : undefined;
  const title = isBestsellers
    ? 'Bestsellers'
    : (named(kinds.data, filters.category) ??
      named(collections.data, filters.jewelleryCategory) ??
      'All jewellery');
  usePageTitle(filters.search ? `${title}: “${filters.search}”` : title);

  // Filters change the page in place (no jump to the top); each is a history entry, so Back undoes it.
  const show = (next: ProductFilters) =>
    setSearchParams(paramsFromFilters(next), { preventScrollReset: true });
  // The same changes as addresses, for links (and for visitors without JavaScript).
  const hrefWith = (patch: FilterPatch) => listingHref(withFilters(filters, patch));
  const canClear = activeFilterCount(filters) > 0;
  const clearHref = listingHref(clearedFilters(filters));

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <header className="flex flex-col gap-6 border-b border-line pb-8 lg:flex-row lg:items-end lg:justify-between">
        <div>
          <p className="label-caps text-accent">
            {isBestsellers ? 'Most loved' : 'The collection'}
          </p>
          <h1 className="mt-3 text-4xl leading-tight sm:text-5xl">{title}</h1>
          {filters.search && (
            <p className="mt-3 text-muted">
              Results for <span className="text-ink">“{filters.search}”</span>
            </p>
          )}
        </div>
        <SearchBox
          key={filters.search ?? ''}
          initialValue={filters.search ?? ''}
          onSearch={(search) => show(withFilters(filters, { search }))}
          keptParams={paramsFromFilters(withFilters(filters, { search: undefined }))}
        />
      </header>
      <div className="mt-8 grid gap-8 lg:grid-cols-[15rem_1fr] lg:gap-12">
        <ProductsFilters
          filters={filters}
          kinds={kinds.data ?? []}
          collections={collections.data ?? []}
          metals={metals.data ?? []}
          activeCount={activeFilterCount(filters)}
          onChange={(patch) => show(withFilters(filters, patch))}
          hrefFor={hrefWith}
          clearHref={clearHref}
          canClear={canClear}
        />
        <section aria-labelledby="results-title">
          <h2 id="results-title" className="sr-only">
            Results
          </h2>
          <div className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
            <ResultCount list={list.data} isPending={list.isPending} />
            {!isBestsellers && (
              <SortSelect
                sort={filters.sort}
                isSearching={Boolean(filters.search)}
                onChange={(sort) => show(withFilters(filters, { sort }))}
                hrefFor={(sort) => hrefWith({ sort })}
              />
            )}
          </div>
          <ProductsResults
            query={list}
            clearHref={canClear ? clearHref : undefined}
            firstPageHref={listingHref({ ...filters, page: 1 })}
          />
          {list.data && (
            <Pagination
              page={filters.page}
              totalPages={list.data.totalPages}
              hrefFor={(page) => listingHref({ ...filters, page })}
            />
          )}
        </section>
      </div>
    </div>
  );
}
