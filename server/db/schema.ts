export { oneTimeCodes } from '../features/auth/one-time-codes.table.ts';
export { sessions } from '../features/auth/sessions.table.ts';
export { shopSettings } from '../features/settings/settings.table.ts';
export { users } from '../features/users/users.table.ts';
export { rateLimitHits } from '../lib/rate-limit.table.ts';
export {
  categories,
  productImages,
  products,
  reviews,
} from '../features/catalog/catalog.tables.ts';
export { testimonials } from '../features/testimonials/testimonials.table.ts';
export { cartItems, wishlistItems } from '../features/cart/cart.tables.ts';
export { addresses } from '../features/addresses/addresses.table.ts';
export { orderItems, orderNumberSeq, orders } from '../features/orders/orders.tables.ts';
export { notifications } from '../features/notifications/notifications.table.ts';
export { auditLog } from '../features/audit/audit.table.ts';
export { contactMessages } from '../features/contact/contact.table.ts';
export { faqs } from '../features/faqs/faqs.table.ts';
export { policies } from '../features/policies/policies.table.ts';
export { photos } from '../features/photos/photos.table.ts';
