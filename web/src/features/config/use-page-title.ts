import { useEffect } from 'react';
import { FALLBACK_SHOP_NAME, useConfig } from './config-api.ts';

/** Sets `document.title` to "Page · Shop name", or just the shop name and tagline for the home page. */
export function usePageTitle(pageName: string | null): void {
  const config = useConfig();
  const shopName = config?.shopName ?? FALLBACK_SHOP_NAME;
  const tagline = config?.tagline;
  useEffect(() => {
    if (pageName) document.title = `${pageName} · ${shopName}`;
    else document.title = tagline ? `${shopName} · ${tagline}` : shopName;
  }, [pageName, shopName, tagline]);
}
