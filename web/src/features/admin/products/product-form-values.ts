import { ProductInputSchema, ProductUpdateSchema } from '#contract/catalog.ts';

/** Field → its message. */
export type ProductErrors = Record<string, string>;

const TEXT_FIELDS = ['name', 'description', 'sku', 'metal', 'purity', 'gemstone', 'sizes'] as const;
const toPaise = (rupees: string) =>
  rupees.trim() === '' ? undefined : Math.round(Number(rupees) * 100);

/** Paise as rupees typed in a field; nothing when there is no amount. */
export const rupees = (paise: number | undefined) =>
  paise === undefined ? '' : String(paise / 100);

/** The form's values as the API takes them: prices in paise, the box as a boolean. */
export function readProductForm(form: HTMLFormElement) {
  const data = new FormData(form);
  const text = (key: string) => {
    const value = data.get(key);
    return typeof value === 'string' ? value.trim() : '';
  };
  return {
    ...Object.fromEntries(TEXT_FIELDS.map((key) => [key, text(key)])),
    price: toPaise(text('price')),
    mrp: toPaise(text('mrp')),
    stock: text('stock'),
    weightGrams: text('weightGrams') || undefined,
    category: text('category'),
    jewelleryCategory: text('jewelleryCategory'),
    isActive: data.get('isActive') === 'on',
  };
}

/** Field → first message of the shared schema, or none when the values pass. */
export function checkProduct(
  values: ReturnType<typeof readProductForm>,
  isUpdate: boolean,
): ProductErrors {
  const checked = (isUpdate ? ProductUpdateSchema : ProductInputSchema).safeParse(values);
  if (checked.success) return {};
  const errors: ProductErrors = {};
  for (const issue of checked.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}
