import { z, type core } from 'zod';
import { SettingsUpdateSchema } from '#contract/admin.ts';
import type { ShopSettings } from '#contract/settings.ts';
import { formatMoney } from '#web/lib/money.ts';

export type SettingKey = keyof ShopSettings;

export const SETTING_LABELS: Record<SettingKey, string> = {
  shopName: 'Shop name',
  tagline: 'Tagline',
  contactEmail: 'Contact e-mail',
  contactPhone: 'Contact phone',
  address: 'Address',
  hours: 'Opening hours',
  chatLink: 'Chat link',
  instagramUrl: 'Instagram',
  facebookUrl: 'Facebook',
  currency: 'Currency',
  shippingFee: 'Shipping fee',
  freeShippingThreshold: 'Free shipping from',
  taxRatePercent: 'Tax rate',
  pricesIncludeTax: 'Prices include tax',
  lowStockThreshold: 'Low-stock threshold',
  maxQtyPerLine: 'Most pieces per line',
  priceRounding: 'Round metal-rate prices',
  rateChangeConfirmPercent: 'Confirm rate moves above',
  managersSetMetalRates: 'Managers may set metal rates',
  legalName: 'Legal name',
  gstin: 'GSTIN',
  state: 'State',
  invoicePrefix: 'Invoice prefix',
  hsnCode: 'HSN code',
  invoiceOnStatus: 'Issue invoice at',
  codLimit: 'Cash on delivery limit',
  upiId: 'UPI ID',
  bankDetails: 'Bank details',
  returnWindowDays: 'Return window',
  notificationRetentionDays: 'Keep read notifications',
};

const MONEY_KEYS = new Set<SettingKey>(['shippingFee', 'freeShippingThreshold', 'codLimit']);
const PAISE_PER_RUPEE = 100;

const fromRupees = (rupees: number) => Math.round(rupees * PAISE_PER_RUPEE);
const rules = SettingsUpdateSchema.shape;

/**
 * The shared settings rules, with money typed in rupees and checked (and sent) in paise. Inputs
 * are numbers for numeric fields (`valueAsNumber`), so an emptied one reads as NaN.
 */
export const SettingsFormSchema = SettingsUpdateSchema.required().extend({
  shippingFee: z.number().transform(fromRupees).pipe(rules.shippingFee.unwrap()),
  freeShippingThreshold: z
    .number()
    .transform(fromRupees)
    .pipe(rules.freeShippingThreshold.unwrap()),
  codLimit: z.number().transform(fromRupees).pipe(rules.codLimit.unwrap()),
});
export type SettingsFormInput = z.input<typeof SettingsFormSchema>;

export function toFormValues(settings: ShopSettings): SettingsFormInput {
  return {
    ...settings,
    shippingFee: settings.shippingFee / PAISE_PER_RUPEE,
    freeShippingThreshold: settings.freeShippingThreshold / PAISE_PER_RUPEE,
    codLimit: settings.codLimit / PAISE_PER_RUPEE,
  };
}

/** Only the keys whose value differs from what is saved: the PUT takes any subset. */
export function changedSettings(saved: ShopSettings, next: ShopSettings): Partial<ShopSettings> {
  const keys = Object.keys(next) as SettingKey[];
  return Object.fromEntries(
    keys.filter((key) => next[key] !== saved[key]).map((key) => [key, next[key]]),
  );
}

function amount(key: SettingKey, value: unknown): string {
  const number = Number(value);
  return MONEY_KEYS.has(key) ? formatMoney(number) : number.toLocaleString('en-IN');
}

/** Words the shared schema's issues for staff, with each field's name and its own units. */
export function settingsIssueMessage(issue: core.$ZodRawIssue): string | undefined {
  const key = issue.path?.[0] as SettingKey | undefined;
  if (!key || !(key in SETTING_LABELS)) return undefined;
  const label = SETTING_LABELS[key];
  if (issue.code === 'invalid_type') {
    return issue.expected === 'int'
      ? `${label} must be a whole number`
      : `Enter the ${label.toLowerCase()}`;
  }
  if (issue.code === 'too_small') {
    return issue.origin === 'string'
      ? `${label} needs at least ${String(issue.minimum)} characters`
      : `${label} cannot be below ${amount(key, issue.minimum)}`;
  }
  if (issue.code === 'too_big') {
    return issue.origin === 'string'
      ? `${label} can be at most ${String(issue.maximum)} characters`
      : `${label} can be at most ${amount(key, issue.maximum)}`;
  }
  if (issue.code === 'invalid_format') {
    if (issue.format === 'email') return 'Enter a valid e-mail address';
    if (issue.format === 'url') return 'Enter a full address starting with https://';
    if (key === 'currency') return 'Use a three-letter code such as INR';
  }
  return undefined;
}
