import { lazy, type ComponentType, type ReactNode } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { RootLayout } from './layout/root-layout.tsx';
import { RouteErrorBoundary } from './layout/route-error.tsx';
import { PAGE_DATA, type PageData, type PageHandle } from './page-data.ts';
import { RequireAuth, RequireStaff } from './route-guards.tsx';
import { NotFoundPage } from './routes/not-found-page.tsx';

/** Code-splits a page whose module exports it by name (the codebase uses named exports only). */
function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  const Page = lazy<ComponentType>(async () => ({ default: (await load())[name] }));
  return <Page />;
}

/** A page that fails shows 'Something went wrong' with Retry inside the layout. */
const guarded = (element: ReactNode) => <RouteErrorBoundary>{element}</RouteErrorBoundary>;

/** A page; with `data`, the server renders it (see page-data.ts). */
function page(path: string, element: ReactNode, data?: PageData): RouteObject {
  const handle: PageHandle | undefined = data && { data };
  return { path, element: guarded(element), handle };
}

const publicRoutes: RouteObject[] = [
  {
    index: true,
    element: guarded(lazyPage(() => import('./routes/shop/home-page.tsx'), 'HomePage')),
    handle: { data: PAGE_DATA.home } satisfies PageHandle,
  },
  page(
    'verify-email',
    lazyPage(() => import('./routes/account/verify-email-page.tsx'), 'VerifyEmailPage'),
  ),
  page(
    'login',
    lazyPage(() => import('./routes/account/login-page.tsx'), 'LoginPage'),
  ),
  page(
    'signup',
    lazyPage(() => import('./routes/account/signup-page.tsx'), 'SignupPage'),
  ),
  page(
    'forgot-password',
    lazyPage(() => import('./routes/account/forgot-password-page.tsx'), 'ForgotPasswordPage'),
  ),
  page(
    'verify-otp',
    lazyPage(() => import('./routes/account/verify-otp-page.tsx'), 'VerifyOtpPage'),
  ),
  page(
    'reset-password',
    lazyPage(() => import('./routes/account/reset-password-page.tsx'), 'ResetPasswordPage'),
  ),
  page(
    'about',
    lazyPage(() => import('./routes/shop/about-page.tsx'), 'AboutPage'),
    PAGE_DATA.about,
  ),
  page(
    'contact',
    lazyPage(() => import('./routes/shop/contact-page.tsx'), 'ContactPage'),
  ),
  page(
    'products',
    lazyPage(() => import('./routes/shop/products-page.tsx'), 'ProductsPage'),
    PAGE_DATA.products,
  ),
  page(
    'products/:productId',
    lazyPage(() => import('./routes/shop/product-page.tsx'), 'ProductPage'),
    PAGE_DATA.product,
  ),
  page(
    'testimonials',
    lazyPage(() => import('./routes/shop/testimonials-page.tsx'), 'TestimonialsPage'),
    PAGE_DATA.testimonials,
  ),
  page(
    'faqs',
    lazyPage(() => import('./routes/shop/faqs-page.tsx'), 'FaqsPage'),
    PAGE_DATA.faqs,
  ),
  page(
    'privacy-policy',
    lazyPage(() => import('./routes/shop/privacy-policy-page.tsx'), 'PrivacyPolicyPage'),
    PAGE_DATA.privacy,
  ),
  page(
    'terms',
    lazyPage(() => import('./routes/shop/terms-page.tsx'), 'TermsPage'),
    PAGE_DATA.terms,
  ),
  page(
    'photo',
    lazyPage(() => import('./routes/shop/photo-page.tsx'), 'PhotoPage'),
    PAGE_DATA.gallery,
  ),
  page(
    'verify/:code?',
    lazyPage(() => import('./routes/shop/verify-page.tsx'), 'VerifyPage'),
  ),
];

const accountRoutes: RouteObject[] = [
  page(
    'my-profile',
    lazyPage(() => import('./routes/account/my-profile-page.tsx'), 'MyProfilePage'),
  ),
  page(
    'my-orders',
    lazyPage(() => import('./routes/account/my-orders-page.tsx'), 'MyOrdersPage'),
  ),
  page(
    'order/:id',
    lazyPage(() => import('./routes/account/order-page.tsx'), 'OrderPage'),
  ),
  page(
    'update-password',
    lazyPage(() => import('./routes/account/update-password-page.tsx'), 'UpdatePasswordPage'),
  ),
  page(
    'update-profile',
    lazyPage(() => import('./routes/account/update-profile-page.tsx'), 'UpdateProfilePage'),
  ),
  page(
    'saved-address',
    lazyPage(() => import('./routes/account/saved-address-page.tsx'), 'SavedAddressPage'),
  ),
  page(
    'cart',
    lazyPage(() => import('#web/features/cart/cart-page.tsx'), 'CartPage'),
  ),
  page(
    'wishlist',
    lazyPage(() => import('#web/features/wishlist/wishlist-page.tsx'), 'WishlistPage'),
  ),
  page(
    'checkout',
    lazyPage(() => import('./routes/shop/checkout-page.tsx'), 'CheckoutPage'),
  ),
  page(
    'order-success',
    lazyPage(() => import('./routes/shop/order-success-page.tsx'), 'OrderSuccessPage'),
  ),
];

const adminRoutes: RouteObject[] = [
  page(
    'admin/dashboard',
    lazyPage(() => import('./routes/admin/admin-dashboard-page.tsx'), 'AdminDashboardPage'),
  ),
  page(
    'admin/users/:id',
    lazyPage(() => import('./routes/admin/admin-user-page.tsx'), 'AdminUserPage'),
  ),
];

export const appRoutes: RouteObject[] = [
  {
    path: '/',
    element: guarded(<RootLayout />),
    children: [
      ...publicRoutes,
      { element: <RequireAuth />, children: accountRoutes },
      { element: <RequireStaff />, children: adminRoutes },
      // Eager: the admin guard shows it too, and it must never wait for a chunk.
      page('*', <NotFoundPage />, PAGE_DATA.notFound),
    ],
  },
];

/** The page at the router's location (the server renders the routes its static handler matched). */
export function AppRoutes() {
  return useRoutes(appRoutes);
}
