import { PackageCheck, Pencil } from 'lucide-react';
import { Link } from 'react-router';
import type { LowStockItem } from '#contract/admin.ts';
import { describeOptions } from '#contract/variants.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { useMoney } from '#web/lib/money.ts';
import { FETCH_FAILED } from '#web/lib/messages.ts';
import { productEditHref, sectionHref } from '../admin-links.ts';
import { useLowStock } from '../api/dashboard-api.ts';
import { DataTable, type Column } from '../components/data-table.tsx';
import { EmptyState } from '../components/query-states.tsx';
import { SectionHeader } from '../components/section-header.tsx';
import { StatusBadge } from '../components/status-badge.tsx';

function useColumns(): Column<LowStockItem>[] {
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
    {
      id: 'variant',
      header: 'Variant',
      cell: ({ variant }) => describeOptions(variant.options) || 'The only one',
    },
    { id: 'sku', header: 'SKU', cell: ({ variant }) => variant.sku },
    {
      id: 'stock',
      header: 'In stock',
      cell: ({ variant }) =>
        variant.stock <= 0 ? (
          <StatusBadge tone="danger">Out of stock</StatusBadge>
        ) : (
          <StatusBadge tone="warning">{variant.stock} left</StatusBadge>
        ),
    },
    {
      id: 'price',
      header: 'Price',
      className: 'whitespace-nowrap',
      cell: ({ variant }) => (variant.price === null ? 'No rate yet' : money(variant.price)),
    },
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

/**
 * Variants at or below the low-stock threshold, fewest left first, each a click from its product's
 * editor; a product shows once for each of its low variants.
 */
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
            ? 'Variants that are running out.'
            : `Variants with ${threshold.toLocaleString('en-IN')} or fewer pieces left. The threshold is a shop setting.`
        }
      />
      <div className="mt-6">
        <DataTable
          caption="Low-stock variants"
          columns={columns}
          rows={
            query.data &&
            [...query.data.lowStockProducts].sort((a, b) => a.variant.stock - b.variant.stock)
          }
          rowKey={(item) => item.variant._id}
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
              A variant appears here when its stock falls to the threshold.
            </EmptyState>
          }
        />
      </div>
    </section>
  );
}
