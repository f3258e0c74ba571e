import { Heart, Search, ShoppingBag, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { ICON_BUTTON_CLASS } from '#web/components/ui/button-styles.ts';
import { useCartCount } from '#web/features/cart/cart-api.ts';
import { useWishlistCount } from '#web/features/wishlist/wishlist-api.ts';

type IconLinkProps = {
  to: string;
  label: string;
  icon: LucideIcon;
  count?: number;
  testId?: string;
};

function IconLink({ to, label, icon: Icon, count = 0, testId }: IconLinkProps) {
  const hasCount = count > 0;
  const name = hasCount ? `${label}, ${count} ${count === 1 ? 'item' : 'items'}` : label;
  return (
    <Link to={to} className={ICON_BUTTON_CLASS} aria-label={name} title={label}>
      <Icon size={20} strokeWidth={1.5} aria-hidden />
      {hasCount && (
        <span
          data-testid={testId}
          aria-hidden="true"
          className="absolute top-1 right-0.5 flex h-[1.1rem] min-w-[1.1rem] items-center justify-center rounded-full bg-button px-1 text-[0.65rem] leading-none font-semibold text-on-button"
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}

export function HeaderIconLinks() {
  const wishlistCount = useWishlistCount();
  const cartCount = useCartCount();
  return (
    <>
      <IconLink to="/products" label="Search products" icon={Search} />
      <IconLink
        to="/wishlist"
        label="Wishlist"
        icon={Heart}
        count={wishlistCount}
        testId="wishlist-count"
      />
      <IconLink to="/cart" label="Cart" icon={ShoppingBag} count={cartCount} testId="cart-count" />
    </>
  );
}
