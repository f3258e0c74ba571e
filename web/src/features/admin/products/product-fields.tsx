import { useQuery } from '@tanstack/react-query';
import type { Category, Product } from '#contract/catalog.ts';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { categoriesQuery } from '#web/features/catalog/catalog-api.ts';
import { rupees, type ProductErrors } from './product-form-values.ts';

type ProductFieldsProps = { product: Product | undefined; errors: ProductErrors };

type CategoryFieldProps = {
  label: string;
  name: 'category' | 'jewelleryCategory';
  product: Product | undefined;
  list: readonly Category[] | undefined;
  error: string | undefined;
};

/** A kind of piece or a collection, picked from the shop's own list. */
function CategoryField({ label, name, product, list, error }: CategoryFieldProps) {
  const options = [
    { value: '', label: 'Choose…' },
    ...(list ?? []).map((category) => ({ value: category._id, label: category.name })),
  ];
  return (
    <div>
      <SelectField
        label={label}
        name={name}
        defaultValue={product?.[name]?._id ?? ''}
        options={options}
      />
      {error && <p className="mt-1 text-sm text-danger">{error}</p>}
    </div>
  );
}

/**
 * The product's own fields, read back by name when the form is sent (uncontrolled). Prices and
 * stock belong to its variants.
 */
export function ProductFields({ product, errors }: ProductFieldsProps) {
  const kinds = useQuery(categoriesQuery('category'));
  const collections = useQuery(categoriesQuery('collection'));
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Name" name="name" defaultValue={product?.name} error={errors.name} />
        <TextField label="SKU" name="sku" defaultValue={product?.sku} error={errors.sku} />
      </div>
      <TextAreaField
        label="Description"
        name="description"
        rows={4}
        defaultValue={product?.description}
        error={errors.description}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <CategoryField
          label="Kind of piece"
          name="category"
          product={product}
          list={kinds.data}
          error={errors.category}
        />
        <CategoryField
          label="Collection"
          name="jewelleryCategory"
          product={product}
          list={collections.data}
          error={errors.jewelleryCategory}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-4">
        <TextField label="Metal" name="metal" defaultValue={product?.metal} error={errors.metal} />
        <TextField
          label="Purity"
          name="purity"
          defaultValue={product?.purity ?? ''}
          error={errors.purity}
        />
        <TextField
          label="Weight (g)"
          name="weightGrams"
          inputMode="decimal"
          defaultValue={product?.weightGrams?.toString() ?? ''}
          error={errors.weightGrams}
        />
        <TextField
          label="Gemstone"
          name="gemstone"
          defaultValue={product?.gemstone ?? ''}
          error={errors.gemstone}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="MRP (₹, optional)"
          name="mrp"
          inputMode="decimal"
          hint="The price before any discount; each variant's own price is set below."
          defaultValue={rupees(product?.mrp)}
          error={errors.mrp}
        />
        <TextField
          label="HSN code (optional)"
          name="hsnCode"
          inputMode="numeric"
          hint="For the tax invoice; empty uses the shop's default."
          defaultValue={product?.hsnCode ?? ''}
          error={errors.hsnCode}
        />
      </div>
      <label className="flex items-center gap-3 text-sm">
        <input
          type="checkbox"
          name="isActive"
          defaultChecked={product?.isActive ?? true}
          className="size-4 accent-accent"
        />
        On sale in the shop
      </label>
      <div>
        <label className="flex items-center gap-3 text-sm">
          <input
            type="checkbox"
            name="isReturnable"
            aria-describedby="returnable-hint"
            defaultChecked={product?.isReturnable ?? true}
            className="size-4 accent-accent"
          />
          Returnable
        </label>
        <p id="returnable-hint" className="mt-1 pl-7 text-xs text-muted">
          Untick for engraved or personalised pieces and any others your returns policy excludes.
        </p>
      </div>
    </>
  );
}
