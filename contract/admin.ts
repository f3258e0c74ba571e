import { z } from 'zod';
import { AddressSchema } from './address.ts';
import { LineVariantSchema } from './cart.ts';
import { ProductSchema } from './catalog.ts';
import { OrderSchema, OrderStatusSchema } from './orders.ts';
import { limitParam, pageParam } from './paging.ts';
import { ShopSettingsSchema } from './settings.ts';
import { RoleSchema, UserSchema, UserStatusSchema } from './user-schemas.ts';

export const USER_PAGE_SIZE = 10;
const pageOf = (size: number, max = 100) => ({ page: pageParam, limit: limitParam(size, max) });

// -- users --------------------------------------------------------------------------------------

export const USER_SORTS = ['newest', 'oldest', 'name', 'email'] as const;
export const AdminUsersQuerySchema = z.object({
  ...pageOf(USER_PAGE_SIZE),
  /** Part of a name or e-mail. */
  search: z.string().trim().max(100).optional(),
  role: RoleSchema.optional(),
  status: UserStatusSchema.optional(),
  sort: z.enum(USER_SORTS).default('newest'),
});
export type AdminUsersQuery = z.input<typeof AdminUsersQuerySchema>;

export const AdminUsersResponseSchema = z.object({
  data: z.array(UserSchema),
  totalUsers: z.number().int(),
  totalPages: z.number().int(),
  page: z.number().int(),
});
export const AdminUserDetailSchema = z.object({
  user: UserSchema,
  orders: z.array(OrderSchema),
  addresses: z.array(AddressSchema),
});
export const UserResponseSchema = z.object({ user: UserSchema, message: z.string().optional() });

export const UserStatusInputSchema = z.object({ status: UserStatusSchema });
/** SPEC: the user is named by e-mail. */
export const UserRoleInputSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email('Enter a valid e-mail')),
  role: RoleSchema,
});

// -- notifications and stock ------------------------------------------------------------------

export const NOTIFICATION_TYPES = [
  'new_order',
  'order_cancelled',
  'low_stock',
  'new_contact',
  'new_testimonial',
  'order_return',
] as const;
export const NotificationSchema = z.object({
  _id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  message: z.string(),
  /** Where in the admin area the record is shown. */
  link: z.string().nullable(),
  entityId: z.string().nullable(),
  /** SPEC §3's name. */
  read: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof NotificationSchema>;
export const NotificationsQuerySchema = z.object({
  ...pageOf(20),
  unread: z.enum(['true', 'false']).optional(),
});
export const NotificationsResponseSchema = z.object({
  notifications: z.array(NotificationSchema),
  unreadCount: z.number().int(),
  totalPages: z.number().int(),
});
export const NotificationResponseSchema = z.object({
  notification: NotificationSchema,
  unreadCount: z.number().int(),
});

/** Low stock is counted per variant: a product appears once for each of its low variants. */
export const LowStockItemSchema = ProductSchema.extend({ variant: LineVariantSchema });
export type LowStockItem = z.infer<typeof LowStockItemSchema>;

export const LowStockResponseSchema = z.object({
  lowStockProducts: z.array(LowStockItemSchema),
  threshold: z.number().int(),
});

// -- stats --------------------------------------------------------------------------------------

export const STATS_PERIODS = ['7d', '30d', '90d', '365d'] as const;
export const StatsQuerySchema = z.object({ period: z.enum(STATS_PERIODS).default('30d') });
export type StatsPeriod = (typeof STATS_PERIODS)[number];

export const StatsSchema = z.object({
  period: z.enum(STATS_PERIODS),
  from: z.string(),
  to: z.string(),
  currency: z.string(),
  /** Minor units; orders that are neither cancelled nor archived. */
  revenue: z.number().int(),
  orders: z.number().int(),
  newCustomers: z.number().int(),
  averageOrderValue: z.number().int(),
  /** One point per day (India time), oldest first, days without orders included. */
  daily: z.array(
    z.object({ date: z.string(), revenue: z.number().int(), orders: z.number().int() }),
  ),
  ordersByStatus: z.array(z.object({ status: OrderStatusSchema, count: z.number().int() })),
  topProducts: z.array(
    z.object({
      productId: z.string().nullable(),
      name: z.string(),
      quantity: z.number().int(),
      revenue: z.number().int(),
    }),
  ),
});
export type Stats = z.infer<typeof StatsSchema>;

// -- settings -----------------------------------------------------------------------------------

export const SettingsResponseSchema = z.object({
  settings: ShopSettingsSchema,
  message: z.string().optional(),
});
const settingRules = ShopSettingsSchema.shape;
type SettingKey = keyof typeof settingRules;
/** Any subset of the settings, each key by its own rule, and no defaults filled in for the rest. */
export const SettingsUpdateSchema = z
  .object(
    Object.fromEntries(
      Object.entries(settingRules).map(([key, rule]) => [key, rule.unwrap().optional()]),
    ) as { [K in SettingKey]: z.ZodOptional<ReturnType<(typeof settingRules)[K]['unwrap']>> },
  )
  .strict();

// -- audit log ----------------------------------------------------------------------------------

export const AuditEntrySchema = z.object({
  _id: z.string(),
  actor: z.object({
    _id: z.string().nullable(),
    name: z.string(),
    email: z.string(),
    role: RoleSchema,
  }),
  /** e.g. `PUT /api/order/admin/update/:orderId` */
  action: z.string(),
  /** The kind of record: order, product, category, user, faq… */
  entity: z.string(),
  entityId: z.string().nullable(),
  /** The fields sent (secrets and files left out), shortened. */
  summary: z.string(),
  statusCode: z.number().int(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
export const AuditQuerySchema = z.object({
  ...pageOf(20),
  entity: z.string().trim().max(40).optional(),
  actorId: z.uuid().optional(),
  /** Inclusive calendar dates, YYYY-MM-DD. */
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});
export const AuditResponseSchema = z.object({
  entries: z.array(AuditEntrySchema),
  totalEntries: z.number().int(),
  totalPages: z.number().int(),
  page: z.number().int(),
});
