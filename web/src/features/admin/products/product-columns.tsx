import { Pencil } from 'lucide-react';
import type { Product } from '#contract/catalog.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import type { Column } from '../components/data-table.tsx';
import { StatusBadge } from '../components/status-badge.tsx';
import { DeleteProductButton, StockCell } from './product-cells.tsx';

const LINK_BUTTON = 'text-left font-medium text-accent underline-offset-4 hover:underline';

type ProductColumnsOptions = {
  money: (minorUnits: number) => string;
  /** Opens the product's form. */
  onEdit: (id: string) => void;
};

/** The staff products table: photo and name, kind, price, stock, sales, state and actions. */
export function productColumns({ money, onEdit }: ProductColumnsOptions): Column<Product>[] {
  return [
    {
      id: 'name',
      header: 'Product',
      isRowHeader: true,
      cell: (product) => (
        <span className="flex items-center gap-3">
          {product.images[0] ? (
            <img
              src={product.images[0].variants[0]?.url ?? product.images[0].url}
              alt=""
              width={48}
              height={48}
              loading="lazy"
              className="size-12 shrink-0 border border-line object-cover"
            />
          ) : (
            <span className="size-12 shrink-0 border border-line bg-surface" aria-hidden />
          )}
          <span>
            <button type="button" className={LINK_BUTTON} onClick={() => onEdit(product._id)}>
              {product.name}
            </button>
            <span className="block text-xs text-muted">{product.sku}</span>
          </span>
        </span>
      ),
    },
    {
      id: 'kind',
      header: 'Kind · collection',
      className: 'hidden lg:table-cell',
      cell: (product) => (
        <span>
          {product.category?.name ?? '—'}
          <span className="block text-xs text-muted">{product.jewelleryCategory?.name ?? '—'}</span>
        </span>
      ),
    },
    {
      id: 'price',
      header: 'Price',
      className: 'text-right tabular-nums',
      cell: ({ priceRange }) =>
        !priceRange
          ? 'No rate yet'
          : priceRange.min === priceRange.max
            ? money(priceRange.min)
            : `${money(priceRange.min)} – ${money(priceRange.max)}`,
    },
    { id: 'stock', header: 'Stock', cell: (product) => <StockCell product={product} /> },
    {
      id: 'sold',
      header: 'Sold',
      className: 'hidden md:table-cell text-right tabular-nums',
      cell: (product) => product.soldCount.toLocaleString('en-IN'),
    },
    {
      id: 'state',
      header: 'In the shop',
      cell: (product) =>
        product.isActive ? (
          <StatusBadge tone="success">On sale</StatusBadge>
        ) : (
          <StatusBadge>Hidden</StatusBadge>
        ),
    },
    {
      id: 'actions',
      header: <span className="sr-only">Actions</span>,
      cell: (product) => (
        <span className="flex gap-2">
          <button
            type="button"
            className={buttonClass('outline', 'min-h-10 px-3 py-2')}
            aria-label={`Edit ${product.name}`}
            onClick={() => onEdit(product._id)}
          >
            <Pencil size={15} aria-hidden />
          </button>
          <DeleteProductButton product={product} />
        </span>
      ),
    },
  ];
}
