export const SECTION_IDS = [
  'overview',
  'orders',
  'returns',
  'tax-report',
  'products',
  'metal-rates',
  'categories',
  'low-stock',
  'users',
  'notifications',
  'testimonials',
  'contacts',
  'faqs',
  'policies',
  'photos',
  'settings',
  'audit',
] as const;
export type SectionId = (typeof SECTION_IDS)[number];

export const ADMIN_DASHBOARD_PATH = '/admin/dashboard';

/** The address of a dashboard section, e.g. `sectionHref('products', { edit: id })`. */
export function sectionHref(
  section: SectionId,
  params: Record<string, string | number | undefined> = {},
): string {
  const search = new URLSearchParams({ section });
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  return `${ADMIN_DASHBOARD_PATH}?${search.toString()}`;
}

export function adminUserHref(userId: string): string {
  return `/admin/users/${encodeURIComponent(userId)}`;
}

/** The product editor in the products section. */
export function productEditHref(productId: string): string {
  return sectionHref('products', { edit: productId });
}
