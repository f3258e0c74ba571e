import type { core } from 'zod';
import { ProductInputSchema, ProductUpdateSchema } from '#contract/product-input.ts';

/** Field → its message; a variant's fields by path, e.g. `variants.2.sku`. */
export type ProductErrors = Record<string, string>;

const TEXT_FIELDS = ['name', 'description', 'sku', 'metal', 'purity', 'gemstone'] as const;
const toPaise = (rupees: string) =>
  rupees.trim() === '' ? undefined : Math.round(Number(rupees) * 100);

/** Paise as rupees typed in a field; nothing when there is no amount. */
export const rupees = (paise: number | undefined) =>
  paise === undefined ? '' : String(paise / 100);

/**
 * The form's own fields as the API takes them: the MRP in paise, the boxes as booleans. Price,
 * stock and sizes live in the variants, which the form adds as JSON.
 */
export function readProductForm(form: HTMLFormElement) {
  const data = new FormData(form);
  const text = (key: string) => {
    const value = data.get(key);
    return typeof value === 'string' ? value.trim() : '';
  };
  return {
    ...Object.fromEntries(TEXT_FIELDS.map((key) => [key, text(key)])),
    mrp: toPaise(text('mrp')),
    weightGrams: text('weightGrams') || undefined,
    category: text('category'),
    jewelleryCategory: text('jewelleryCategory'),
    isActive: data.get('isActive') === 'on',
    isReturnable: data.get('isReturnable') === 'on',
    hsnCode: text('hsnCode'),
  };
}
export type ProductFormValues = ReturnType<typeof readProductForm> & { variants: string };

// Staff type amounts in rupees; the shared schema speaks of the paise they are sent in.
const IN_RUPEES: Record<string, string> = {
  'Enter an amount in paise': 'Enter an amount in rupees',
};
const BLANK_VARIANT_FIELD: Record<string, string> = {
  stock: 'Enter the stock as a whole number',
  price: 'Enter the price in rupees',
};

function variantIssueMessage(issue: core.$ZodRawIssue): string | undefined {
  if (issue.code !== 'invalid_type' || issue.path?.[0] !== 'variants') return undefined;
  return BLANK_VARIANT_FIELD[String(issue.path.at(-1))];
}

/** `variants[2].sku` and `variants.2.sku` name the same field. */
export const errorKey = (path: readonly PropertyKey[] | string) =>
  typeof path === 'string'
    ? path.replace(/\[(\d+)\]/g, '.$1')
    : path[0] === 'variants'
      ? path.map(String).join('.')
      : String(path[0]);

/** Field → first message of the shared schema, or none when the values pass. */
export function checkProduct(values: ProductFormValues, isUpdate: boolean): ProductErrors {
  const schema = isUpdate ? ProductUpdateSchema : ProductInputSchema;
  const checked = schema.safeParse(values, { error: variantIssueMessage });
  if (checked.success) return {};
  const errors: ProductErrors = {};
  for (const issue of checked.error.issues)
    errors[errorKey(issue.path)] ??= IN_RUPEES[issue.message] ?? issue.message;
  return errors;
}
