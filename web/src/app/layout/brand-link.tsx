import { Link } from 'react-router';
import { KanakMark } from '#web/components/ui/brand-icons.tsx';
import { FALLBACK_SHOP_NAME, useConfig } from '#web/features/config/config-api.ts';

export function BrandLink() {
  const shopName = useConfig()?.shopName ?? FALLBACK_SHOP_NAME;
  const [first, ...rest] = shopName.split(' ');
  return (
    <Link to="/" className="group flex shrink-0 items-center gap-2 text-ink">
      <KanakMark
        size={28}
        className="hidden shrink-0 text-gold transition-transform duration-500 group-hover:rotate-12 min-[400px]:block"
      />
      <span className="flex flex-col items-center leading-none">
        <span className="font-display text-[1.4rem] font-medium tracking-[0.12em] uppercase sm:text-[1.6rem]">
          {first}
        </span>
        {rest.length > 0 && (
          <span className="mt-0.5 pl-[0.45em] text-[0.58rem] font-medium tracking-[0.45em] text-accent uppercase">
            <span className="sr-only"> </span>
            {rest.join(' ')}
          </span>
        )}
      </span>
    </Link>
  );
}
