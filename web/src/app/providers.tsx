import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import {
  lazy,
  Suspense,
  useEffect,
  type ComponentType,
  type CSSProperties,
  type ReactNode,
} from 'react';
import type { ToasterProps } from 'sonner';
import { CurrencyContext, DEFAULT_CURRENCY } from '#web/lib/money.ts';
import { useConfig } from '#web/features/config/config-api.ts';
import {
  loadToastLibrary,
  prepareToastsOnFirstAction,
  TOAST_CONTAINER_MS,
  useIsToasterNeeded,
} from '#web/lib/notify.ts';
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

// Without its chunk (offline) the page carries on with no toasts rather than failing to render.
const Toaster = lazy<ComponentType<ToasterProps>>(() =>
  loadToastLibrary().then(
    (sonner) => ({ default: sonner.Toaster }),
    () => ({ default: () => null }),
  ),
);

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

/** Arrives with the visitor's first action or toast: a page load that shows none never fetches it. */
function LazyToaster() {
  const isNeeded = useIsToasterNeeded();
  useEffect(() => (isNeeded ? undefined : prepareToastsOnFirstAction()), [isNeeded]);
  if (!isNeeded) return null;
  return (
    <Suspense fallback={null}>
      <ThemedToaster />
    </Suspense>
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
      <LazyToaster />
    </QueryClientProvider>
  );
}
