import { useQuery } from '@tanstack/react-query';
import { Gem, Plus } from 'lucide-react';
import type { ProductSort } from '#contract/catalog.ts';
import { PRODUCT_SORTS } from '#contract/catalog-constants.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { categoriesQuery } from '#web/features/catalog/catalog-api.ts';
import { useMoney } from '#web/lib/money.ts';
import { PRODUCTS_FETCH_FAILED } from '#web/lib/messages.ts';
import { useStaffProduct, useStaffProducts } from '#web/features/catalog/products-api.ts';
import { PagedTable } from '../components/paged-table.tsx';
import { ListEmptyState } from '../components/list-empty-state.tsx';
import { LoadError, LoadingBlocks } from '../components/query-states.tsx';
import { SearchInput } from '../components/search-input.tsx';
import { SectionHeader } from '../components/section-header.tsx';
import { SortSelect, TableToolbar, ToolbarSelect } from '../components/table-toolbar.tsx';
import { useListParams } from '../components/use-list-params.ts';
import { productColumns } from '../products/product-columns.tsx';
import { ProductForm } from '../products/product-form.tsx';

const SORT_OPTIONS: { value: ProductSort; label: string }[] = [
  { value: 'newest', label: 'Newest first' },
  { value: 'price_asc', label: 'Price, low to high' },
  { value: 'price_desc', label: 'Price, high to low' },
  { value: 'bestseller', label: 'Best selling' },
  { value: 'rating', label: 'Best rated' },
];
const STOCK_FILTER = [
  { value: '', label: 'Any stock' },
  { value: 'true', label: 'In stock' },
];
const NEW = 'new';

/** The product being edited, read whole (with every photo) by id. */
function EditProduct({ id, onDone }: { id: string; onDone: () => void }) {
  const query = useStaffProduct(id);
  if (query.isPending) return <LoadingBlocks label="Loading the product…" count={3} />;
  if (query.error || !query.data) {
    return (
      <LoadError
        title="The product could not be shown"
        error={query.error}
        fallback={PRODUCTS_FETCH_FAILED}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const { product } = query.data;
  return (
    <ProductForm key={`${product._id}-${product.updatedAt}`} product={product} onDone={onDone} />
  );
}

/** Staff list, find, add, edit (photos, stock, on sale or hidden) and delete the shop's pieces. */
export function ProductsSection() {
  const money = useMoney();
  const params = useListParams({ sorts: PRODUCT_SORTS, defaultSort: 'newest' });
  const kinds = useQuery(categoriesQuery('category'));
  const collections = useQuery(categoriesQuery('collection'));
  const category = params.get('category');
  const jewelleryCategory = params.get('collection');
  const inStock = params.get('inStock') === 'true' ? 'true' : undefined;
  const query = useStaffProducts({
    page: params.page,
    search: params.search || undefined,
    category,
    jewelleryCategory,
    inStock,
    sort: params.sort,
  });
  const editing = params.get('id');
  const edit = (id: string) => params.set({ id }, { replace: true });
  const closeForm = () => params.set({ id: undefined }, { replace: true });
  const isFiltered = Boolean(params.search || category || jewelleryCategory || inStock);

  const options = (all: string, list: { slug: string; name: string }[] | undefined) => [
    { value: '', label: all },
    ...(list ?? []).map((each) => ({ value: each.slug, label: each.name })),
  ];

  return (
    <section>
      <SectionHeader
        title="Products"
        description="Add pieces with their photos, keep stock right, and hide what is not for sale."
        actions={
          <button type="button" className={buttonClass('primary')} onClick={() => edit(NEW)}>
            <Plus size={16} aria-hidden />
            New product
          </button>
        }
      />
      {editing === NEW && (
        <div className="mt-6">
          <ProductForm onDone={closeForm} />
        </div>
      )}
      {editing && editing !== NEW && (
        <div className="mt-6">
          <EditProduct id={editing} onDone={closeForm} />
        </div>
      )}
      <TableToolbar>
        <SearchInput
          label="Search products"
          placeholder="Name, metal or stone"
          value={params.search}
          onSearch={params.setSearch}
        />
        <ToolbarSelect
          label="Kind"
          value={category ?? ''}
          options={options('All kinds', kinds.data)}
          onChange={(value) => params.set({ category: value })}
        />
        <ToolbarSelect
          label="Collection"
          value={jewelleryCategory ?? ''}
          options={options('All collections', collections.data)}
          onChange={(value) => params.set({ collection: value })}
        />
        <ToolbarSelect
          label="Stock"
          value={inStock ?? ''}
          options={STOCK_FILTER}
          onChange={(value) => params.set({ inStock: value })}
        />
        <SortSelect
          value={params.sort ?? 'newest'}
          options={SORT_OPTIONS}
          onChange={params.setSort}
        />
      </TableToolbar>
      <PagedTable
        caption="Products"
        columns={productColumns({ money, onEdit: edit })}
        rows={query.data?.data}
        rowKey={(product) => product._id}
        query={query}
        errorFallback={PRODUCTS_FETCH_FAILED}
        empty={
          <ListEmptyState
            icon={Gem}
            total={query.data?.totalProducts ?? 0}
            onFirstPage={() => params.setPage(1)}
            filtered={params.noMatch({
              title: 'No products match',
              hint: 'Try another name or filter.',
              filters: ['category', 'collection', 'inStock'],
              isFiltered,
            })}
            title="No products yet"
          >
            Add the first piece with New product.
          </ListEmptyState>
        }
        page={params.page}
        onPage={params.setPage}
        totalLabel={(data) => `${data.totalProducts.toLocaleString('en-IN')} products`}
      />
    </section>
  );
}
