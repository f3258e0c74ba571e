import type { Stats } from '#contract/admin.ts';
import { useMoney } from '#web/lib/money.ts';
import { Link } from 'react-router';
import { productEditHref } from '../admin-links.ts';
import { FiguresHead } from './figures-head.tsx';

type TopProduct = Stats['topProducts'][number];

/** Best sellers of the period by revenue; a deleted product keeps its name, without a link. */
export function TopProducts({ products }: { products: readonly TopProduct[] }) {
  const money = useMoney();
  if (products.length === 0) return <p className="text-sm text-muted">No sales in this period.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">Top products</caption>
        <FiguresHead columns={['Product', 'Pieces', 'Revenue']} className="label-caps text-muted" />
        <tbody>
          {products.map((product, index) => (
            <tr
              key={product.productId ?? `gone-${index}`}
              className="border-b border-line last:border-0"
            >
              <th scope="row" className="py-2 pr-3 font-normal">
                {product.productId ? (
                  <Link to={productEditHref(product.productId)} className="hover:text-accent">
                    {product.name}
                  </Link>
                ) : (
                  product.name
                )}
              </th>
              <td className="px-3 py-2 text-right tabular-nums">
                {product.quantity.toLocaleString('en-IN')}
              </td>
              <td className="py-2 pl-3 text-right whitespace-nowrap tabular-nums">
                {money(product.revenue)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
