import {
  Bell,
  CircleHelp,
  Coins,
  Gem,
  History,
  Images,
  LayoutDashboard,
  Mail,
  MessageSquareQuote,
  PackageMinus,
  ReceiptText,
  Undo2,
  ScrollText,
  Settings,
  ShoppingBag,
  Tags,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Role } from '#contract/user.ts';
import type { SectionId } from './admin-links.ts';

export type AdminSection = {
  id: SectionId;
  label: string;
  icon: LucideIcon;
  /** Who sees it in the navigation and may open it. */
  roles: readonly Role[];
  /** Its own chunk, fetched the first time the section is opened. */
  Component: LazyExoticComponent<ComponentType>;
};

const STAFF: readonly Role[] = ['ADMIN', 'MANAGER'];
const ADMIN_ONLY: readonly Role[] = ['ADMIN'];

/** Lazy-loads a section whose module exports it by name (the codebase uses named exports only). */
function lazySection<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy<ComponentType>(async () => ({ default: (await load())[name] }));
}

/** Every dashboard section in navigation order; each staff power of SPEC §6 has one. */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  {
    id: 'overview',
    label: 'Overview',
    icon: LayoutDashboard,
    roles: STAFF,
    Component: lazySection(() => import('./sections/overview-section.tsx'), 'OverviewSection'),
  },
  {
    id: 'orders',
    label: 'Orders',
    icon: ShoppingBag,
    roles: STAFF,
    Component: lazySection(() => import('./sections/orders-section.tsx'), 'OrdersSection'),
  },
  {
    id: 'returns',
    label: 'Returns',
    icon: Undo2,
    roles: STAFF,
    Component: lazySection(() => import('./sections/returns-section.tsx'), 'ReturnsSection'),
  },
  {
    id: 'tax-report',
    label: 'Tax report',
    icon: ReceiptText,
    roles: STAFF,
    Component: lazySection(() => import('./sections/tax-report-section.tsx'), 'TaxReportSection'),
  },
  {
    id: 'products',
    label: 'Products',
    icon: Gem,
    roles: STAFF,
    Component: lazySection(() => import('./sections/products-section.tsx'), 'ProductsSection'),
  },
  {
    id: 'metal-rates',
    label: 'Metal rates',
    icon: Coins,
    roles: STAFF,
    Component: lazySection(() => import('./sections/metal-rates-section.tsx'), 'MetalRatesSection'),
  },
  {
    id: 'categories',
    label: 'Categories',
    icon: Tags,
    roles: STAFF,
    Component: lazySection(
      () => import('./sections/categories-section.tsx'),
      'CategoriesAndCollectionsSection',
    ),
  },
  {
    id: 'low-stock',
    label: 'Low stock',
    icon: PackageMinus,
    roles: STAFF,
    Component: lazySection(() => import('./sections/low-stock-section.tsx'), 'LowStockSection'),
  },
  {
    id: 'users',
    label: 'Users',
    icon: Users,
    roles: STAFF,
    Component: lazySection(() => import('./sections/users-section.tsx'), 'UsersSection'),
  },
  {
    id: 'notifications',
    label: 'Notifications',
    icon: Bell,
    roles: STAFF,
    Component: lazySection(
      () => import('./sections/notifications-section.tsx'),
      'NotificationsSection',
    ),
  },
  {
    id: 'testimonials',
    label: 'Testimonials',
    icon: MessageSquareQuote,
    roles: STAFF,
    Component: lazySection(
      () => import('./sections/testimonials-section.tsx'),
      'TestimonialsSection',
    ),
  },
  {
    id: 'contacts',
    label: 'Contact messages',
    icon: Mail,
    roles: STAFF,
    Component: lazySection(
      () => import('./sections/contacts-section.tsx'),
      'ContactMessagesSection',
    ),
  },
  {
    id: 'faqs',
    label: 'FAQs',
    icon: CircleHelp,
    roles: STAFF,
    Component: lazySection(() => import('./sections/faqs-section.tsx'), 'FaqsSection'),
  },
  {
    id: 'policies',
    label: 'Privacy & terms',
    icon: ScrollText,
    roles: STAFF,
    Component: lazySection(() => import('./sections/policies-section.tsx'), 'PoliciesSection'),
  },
  {
    id: 'photos',
    label: 'Photos',
    icon: Images,
    roles: STAFF,
    Component: lazySection(() => import('./sections/photos-section.tsx'), 'PhotosSection'),
  },
  {
    id: 'settings',
    label: 'Settings',
    icon: Settings,
    roles: ADMIN_ONLY,
    Component: lazySection(() => import('./sections/settings-section.tsx'), 'SettingsSection'),
  },
  {
    id: 'audit',
    label: 'Audit log',
    icon: History,
    roles: ADMIN_ONLY,
    Component: lazySection(() => import('./sections/audit-section.tsx'), 'AuditLogSection'),
  },
];

export function sectionsFor(role: Role | undefined): AdminSection[] {
  return ADMIN_SECTIONS.filter((section) => role !== undefined && section.roles.includes(role));
}
