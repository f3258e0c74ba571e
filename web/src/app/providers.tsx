import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { CSSProperties, ReactNode } from 'react';
import { Toaster } from 'sonner';
import { TOAST_CONTAINER_MS } from '#web/lib/notify.ts';
import { useTheme } from '#web/lib/theme.ts';

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
      duration={TOAST_CONTAINER_MS}
      theme={theme}
      closeButton
      style={TOAST_STYLE}
      toastOptions={{ className: 'font-sans' }}
    />
  );
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
      {children}
      <ThemedToaster />
    </QueryClientProvider>
  );
}
