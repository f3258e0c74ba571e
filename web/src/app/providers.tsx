import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { CSSProperties, ReactNode } from 'react';
import { Toaster } from 'sonner';
import { CurrencyContext, DEFAULT_CURRENCY } from '#web/lib/money.ts';
import { useConfig } from '#web/features/config/config-api.ts';
import { TOAST_CONTAINER_MS } from '#web/lib/notify.ts';
import { useTheme } from '#web/lib/theme.ts';

// Toasts open just below the sticky header (h-16, md:h-20) so they never cover the cart and
// wishlist badges a shopper reaches for right after "Added to cart".
const TOAST_OFFSET = { top: 96, right: 24 };
const TOAST_MOBILE_OFFSET = { top: 76, right: 12, left: 12 };

const TOAST_STYLE = {
  '--normal-bg': 'var(--kj-raised)',
  '--normal-text': 'var(--kj-ink)',
  '--normal-border': 'var(--kj-line)',
} as CSSProperties;

function ThemedToaster() {
  const theme = useTheme();
  return (
    <Toaster
      position="top-right"
      offset={TOAST_OFFSET}
      mobileOffset={TOAST_MOBILE_OFFSET}
      duration={TOAST_CONTAINER_MS}
      theme={theme}
      closeButton
      style={TOAST_STYLE}
      toastOptions={{ className: 'font-sans' }}
    />
  );
}

/** Prices everywhere follow the shop's currency setting. */
function ShopCurrency({ children }: { children: ReactNode }) {
  const currency = useConfig()?.currency ?? DEFAULT_CURRENCY;
  return <CurrencyContext value={currency}>{children}</CurrencyContext>;
}

export function Providers({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <ShopCurrency>{children}</ShopCurrency>
      <ThemedToaster />
    </QueryClientProvider>
  );
}
