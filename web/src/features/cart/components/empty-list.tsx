import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '#web/components/ui/button-styles.ts';

type EmptyListProps = { icon: LucideIcon; title: string; text: string };

/** An empty cart or wishlist: what it is for, and the way to the collection. */
export function EmptyList({ icon: Icon, title, text }: EmptyListProps) {
  return (
    <div className="border border-line bg-surface px-6 py-16 text-center">
      <Icon className="mx-auto text-gold" size={40} strokeWidth={1.2} aria-hidden />
      <h2 className="mt-4 text-2xl">{title}</h2>
      <p className="mt-2 text-muted">{text}</p>
      <Link to="/products" className={buttonClass('primary', 'mt-8')}>
        Browse the collection
      </Link>
    </div>
  );
}
