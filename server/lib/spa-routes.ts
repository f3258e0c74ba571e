/** Every client route of SPEC §2; other paths still get the app, but with status 404. */
const CLIENT_ROUTES: RegExp[] = [
  '/',
  '/verify-email',
  '/login',
  '/signup',
  '/forgot-password',
  '/verify-otp',
  '/reset-password',
  '/about',
  '/contact',
  '/products',
  '/products/[^/]+',
  '/testimonials',
  '/faqs',
  '/privacy-policy',
  '/terms',
  '/photo',
  '/verify',
  '/verify/[^/]+',
  '/my-profile',
  '/my-orders',
  '/order/[^/]+',
  '/update-password',
  '/update-profile',
  '/saved-address',
  '/cart',
  '/wishlist',
  '/checkout',
  '/order-success',
  '/admin/dashboard',
  '/admin/users/[^/]+',
].map((pattern) => new RegExp(`^${pattern}/?$`));

export function isClientRoute(pathname: string): boolean {
  return CLIENT_ROUTES.some((route) => route.test(pathname));
}
