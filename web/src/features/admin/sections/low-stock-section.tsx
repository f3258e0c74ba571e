import { PackageCheck, Pencil } from 'lucide-react';
import { Link } from 'react-router';
import type { Product } from '#contract/catalog.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { useMoney } from '#web/lib/money.ts';
import { FETCH_FAILED } from '#web/lib/messages.ts';
import { productEditHref, sectionHref } from '../admin-links.ts';
import { useLowStock } from '../api/dashboard-api.ts';
import { DataTable, type Column } from '../components/data-table.tsx';
import { EmptyState } from '../components/query-states.tsx';
import { SectionHeader } from '../components/section-header.tsx';
import { StatusBadge } from '../components/status-badge.tsx';

function useColumns(): Column<Product>[] {
  const money = useMoney();
  return [
    {
      id: 'name',
      header: 'Product',
      isRowHeader: true,
      cell: (product) => (
        <Link to={productEditHref(product._id)} className="font-medium text-ink hover:text-accent">
          {product.name}
        </Link>
      ),
    },
    { id: 'sku', header: 'SKU', cell: (product) => product.sku },
    {
      id: 'stock',
      header: 'In stock',
      cell: (product) =>
        product.stock <= 0 ? (
          <StatusBadge tone="danger">Out of stock</StatusBadge>
        ) : (
          <StatusBadge tone="warning">{product.stock} left</StatusBadge>
        ),
    },
    { id: 'price', header: 'Price', className: 'whitespace-nowrap', cell: (p) => money(p.price) },
    {
      id: 'active',
      header: 'In the shop',
      cell: (product) => (product.isActive ? 'Shown' : 'Hidden'),
    },
    {
      id: 'edit',
      header: <span className="sr-only">Actions</span>,
      cell: (product) => (
        <Link
          to={productEditHref(product._id)}
          className={buttonClass('outline', 'min-h-10 px-3 py-2')}
          aria-label={`Edit ${product.name}`}
        >
          <Pencil size={15} aria-hidden />
          Edit
        </Link>
      ),
    },
  ];
}

/** Products at or below the low-stock threshold, fewest left first, each a click from its editor. */
export function LowStockSection() {
  const query = useLowStock();
  const columns = useColumns();
  const threshold = query.data?.threshold;
  return (
    <section>
      <SectionHeader
        title="Low stock"
        description={
          threshold === undefined
            ? 'Products that are running out.'
            : `Products with ${threshold.toLocaleString('en-IN')} or fewer pieces left. The threshold is a shop setting.`
        }
      />
      <div className="mt-6">
        <DataTable
          caption="Low-stock products"
          columns={columns}
          rows={query.data && [...query.data.lowStockProducts].sort((a, b) => a.stock - b.stock)}
          rowKey={(product) => product._id}
          query={query}
          errorFallback={FETCH_FAILED}
          empty={
            <EmptyState
              icon={PackageCheck}
              title="Every product is well stocked"
              action={
                <Link to={sectionHref('products')} className={buttonClass('outline')}>
                  See all products
                </Link>
              }
            >
              Products appear here when their stock falls to the threshold.
            </EmptyState>
          }
        />
      </div>
    </section>
  );
}
