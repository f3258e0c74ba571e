import { Link } from 'react-router';
import type { ImageVariant } from '#contract/catalog.ts';
import type { OrderItem } from '#contract/orders.ts';
import { ResponsiveImage, type ImageSource } from '#web/components/ui/responsive-image.tsx';
import { LineDetails } from '#web/features/catalog/components/product-line.tsx';
import { useMoney } from '#web/lib/money.ts';
import { LineCertificates } from './components/line-certificates.tsx';
import { LineBreakdown } from './line-breakdown.tsx';

const THUMB_SIZES = '80px';

/** The snapshot's renditions as one image, drawn from the smallest that covers a thumbnail. */
export function thumbnailOf(variants: readonly ImageVariant[]): ImageSource | null {
  const sorted = [...variants].sort((a, b) => a.width - b.width);
  const chosen = sorted.find((variant) => variant.width >= 160) ?? sorted.at(-1);
  return chosen ? { ...chosen, variants } : null;
}

/** The pieces of an order as they were bought: snapshot names, variants, prices and how they were made. */
export function OrderItems({ items }: { items: readonly OrderItem[] }) {
  const money = useMoney();
  return (
    <ul className="divide-y divide-line">
      {items.map((item) => (
        <li key={item._id} className="flex gap-4 py-4 first:pt-0 last:pb-0">
          <ResponsiveImage
            image={thumbnailOf(item.imageVariants)}
            alt=""
            sizes={THUMB_SIZES}
            className="size-16 shrink-0 border border-line object-cover sm:size-20"
          />
          <div className="min-w-0 flex-1">
            <p className="font-display text-lg leading-snug">
              {item.productId ? (
                <Link
                  to={`/products/${encodeURIComponent(item.slug)}`}
                  className="hover:text-accent"
                >
                  {item.name}
                </Link>
              ) : (
                item.name
              )}
            </p>
            <LineDetails {...item} />
            <LineCertificates certificates={item.certificates} />
            <p className="mt-1 text-sm text-muted">
              {item.quantity} × {money(item.unitPrice)}
            </p>
            <LineBreakdown item={item} />
          </div>
          <p className="shrink-0 text-sm font-medium tabular-nums">{money(item.lineTotal)}</p>
        </li>
      ))}
    </ul>
  );
}
