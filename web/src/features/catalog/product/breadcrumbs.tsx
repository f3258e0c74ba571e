import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import type { Product } from '#contract/catalog.ts';
import { categoryHref } from '../components/category-tiles.tsx';

export function ProductBreadcrumbs({ product }: { product: Product }) {
  const trail = [
    { to: '/', label: 'Home' },
    { to: '/products', label: 'Shop' },
    ...(product.category
      ? [{ to: categoryHref('category', product.category), label: product.category.name }]
      : []),
  ];
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-muted">
      <ol className="flex flex-wrap items-center gap-1.5">
        {trail.map((crumb) => (
          <li key={crumb.to} className="flex items-center gap-1.5">
            <Link to={crumb.to} className="hover:text-accent">
              {crumb.label}
            </Link>
            <ChevronRight size={14} aria-hidden />
          </li>
        ))}
        <li aria-current="page" className="text-ink">
          {product.name}
        </li>
      </ol>
    </nav>
  );
}
