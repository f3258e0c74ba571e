import { z } from 'zod';

export const ADDRESSES_MAX = 20;

/** 6 digits, not starting with 0 (India Post PIN). */
export const INDIAN_PIN = /^[1-9][0-9]{5}$/;
/** A 10-digit Indian mobile (6–9 first), optionally written with +91, 91 or 0 and spaces or dashes. */
export const INDIAN_PHONE = /^(?:\+?91[\s-]?|0)?[6-9]\d{4}[\s-]?\d{5}$/;
const INTL_PHONE = /^\+?[0-9][0-9\s-]{6,19}$/;
const INTL_POSTAL = /^[A-Za-z0-9][A-Za-z0-9\s-]{1,10}$/;

const text = (label: string, min: number, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(min, min === 1 ? `${label} is required` : `${label} must be at least ${min} characters`)
    .max(max, `${label} can be at most ${max} characters`);

const formBoolean = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .transform((value) => value === true || value === 'true');

const country = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'Country is a two-letter code such as IN');

const AddressFieldsSchema = z.object({
  fullName: text('Full name', 2, 80),
  phone: z.string({ error: 'Phone is required' }).trim().min(1, 'Phone is required').max(20),
  line1: text('Address line 1', 3, 120),
  line2: z
    .string()
    .trim()
    .max(120, 'Address line 2 can be at most 120 characters')
    .nullish()
    .transform((value) => value || null),
  city: text('City', 2, 60),
  state: text('State', 2, 60),
  postalCode: z
    .string({ error: 'PIN code is required' })
    .trim()
    .min(1, 'PIN code is required')
    .max(12),
  country: country.default('IN'),
  isDefault: formBoolean.optional(),
});

/** Indian PIN codes and mobiles when the country is IN; a looser shape elsewhere. */
function checkRegional(
  value: { phone?: string; postalCode?: string; country?: string },
  ctx: z.RefinementCtx,
) {
  const india = (value.country ?? 'IN') === 'IN';
  if (value.postalCode !== undefined && !(india ? INDIAN_PIN : INTL_POSTAL).test(value.postalCode))
    ctx.addIssue({
      code: 'custom',
      path: ['postalCode'],
      message: india ? 'Enter a 6-digit PIN code' : 'Enter a valid postal code',
    });
  if (value.phone !== undefined && !(india ? INDIAN_PHONE : INTL_PHONE).test(value.phone))
    ctx.addIssue({
      code: 'custom',
      path: ['phone'],
      message: india ? 'Enter a 10-digit Indian mobile number' : 'Enter a valid phone number',
    });
}

export const AddressInputSchema = AddressFieldsSchema.superRefine(checkRegional);
export type AddressInput = z.input<typeof AddressInputSchema>;

/**
 * Update: `_id` plus the fields to change; the regional rules apply to the merged address. No
 * default country here, or changing only the city of an address abroad would move it to India.
 */
export const AddressUpdateSchema = AddressFieldsSchema.extend({ country })
  .partial()
  .extend({
    _id: z.uuid('Unknown address'),
  });
export type AddressUpdateInput = z.input<typeof AddressUpdateSchema>;
export { checkRegional as checkAddressRegion };

/** Where a parcel goes: a saved address's fields, and the copy an order keeps of it. */
export const PostalAddressSchema = z.object({
  fullName: z.string(),
  phone: z.string(),
  line1: z.string(),
  line2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
  country: z.string(),
});

export const AddressSchema = z.object({
  _id: z.string(),
  ...PostalAddressSchema.shape,
  isDefault: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Address = z.infer<typeof AddressSchema>;

export const AddressesResponseSchema = z.object({ addresses: z.array(AddressSchema) });
export const AddressResponseSchema = z.object({
  address: AddressSchema,
  message: z.string().optional(),
});
