import { FormActions } from '../components/form-actions.tsx';
import { useQuery } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, X } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import {
  PRODUCT_IMAGES_MAX,
  type Product,
  ProductInputSchema,
  ProductUpdateSchema,
} from '#contract/catalog.ts';
import { FormError } from '#web/components/ui/form-error.tsx';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { categoriesQuery } from '#web/features/catalog/catalog-api.ts';
import { ApiError, errorMessage } from '#web/lib/api-client.ts';
import { notify } from '#web/lib/notify.ts';
import { useSaveProduct } from '../api/products-api.ts';
import { imageFileProblem } from '#web/lib/image-file.ts';
import { fileRefusal } from '../components/image-file.ts';

type Errors = Record<string, string>;
const TEXT_FIELDS = ['name', 'description', 'sku', 'metal', 'purity', 'gemstone', 'sizes'] as const;
const toPaise = (rupees: string) =>
  rupees.trim() === '' ? undefined : Math.round(Number(rupees) * 100);
const rupees = (paise: number | undefined) => (paise === undefined ? '' : String(paise / 100));

/** The form's values as the API takes them: prices in paise, the box as a boolean. */
function readForm(form: HTMLFormElement) {
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
function check(values: ReturnType<typeof readForm>, isUpdate: boolean): Errors {
  const checked = (isUpdate ? ProductUpdateSchema : ProductInputSchema).safeParse(values);
  if (checked.success) return {};
  const errors: Errors = {};
  for (const issue of checked.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

/**
 * Create or edit a product. Prices are typed in rupees and sent in paise; the values are checked
 * with the shared schema before sending, and the server's per-field refusals land on the fields.
 */
export function ProductForm({ product, onDone }: { product?: Product; onDone: () => void }) {
  const save = useSaveProduct();
  const kinds = useQuery(categoriesQuery('category'));
  const collections = useQuery(categoriesQuery('collection'));
  const [errors, setErrors] = useState<Errors>({});
  const [kept, setKept] = useState(product?.images ?? []);
  const [files, setFiles] = useState<File[]>([]);
  const filesId = useId();

  const move = (index: number, by: number) =>
    setKept((images) => {
      const next = [...images];
      const [image] = next.splice(index, 1);
      next.splice(index + by, 0, image!);
      return next;
    });

  const [wasSubmitted, setWasSubmitted] = useState(false);
  const [fileError, setFileError] = useState<string>();
  // The server checks photos by content: its refusal (413, 415 or a detail on `images`) shows here too.
  const photoError = fileError ?? fileRefusal(save.error, 'images');

  // After a first try, the messages follow the typing (the shared schema is the only judge).
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    if (wasSubmitted) setErrors(check(readForm(event.currentTarget), Boolean(product)));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setWasSubmitted(true);
    const values = readForm(event.currentTarget);
    const found = check(values, Boolean(product));
    setErrors(found);
    if (Object.keys(found).length > 0 || fileError) return;
    const form = new FormData();
    // Empty optional fields are sent on update too, so clearing one (say, the gemstone) sticks.
    for (const [key, value] of Object.entries(values))
      if (value !== undefined && (product || value !== '')) form.append(key, String(value));
    if (product) form.append('imageOrder', kept.map((image) => image._id).join(','));
    for (const file of files) form.append('images', file);
    save.mutate(
      { id: product?._id, form },
      {
        onSuccess: ({ product: saved }) => {
          notify.success(product ? `${saved.name} saved` : `${saved.name} added to the shop`);
          onDone();
        },
        // The failure toast comes from the query client's shared handler; the fields get the details.
        onError: (error) => {
          if (error instanceof ApiError && error.details)
            setErrors(
              Object.fromEntries(error.details.map((detail) => [detail.path, detail.message])),
            );
        },
      },
    );
  };

  const options = (list: typeof kinds.data) => [
    { value: '', label: 'Choose…' },
    ...(list ?? []).map((category) => ({ value: category._id, label: category.name })),
  ];
  const room = PRODUCT_IMAGES_MAX - kept.length;

  return (
    <form
      noValidate
      aria-label={product ? `Edit ${product.name}` : 'New product'}
      onSubmit={onSubmit}
      onChange={onChange}
      className="space-y-5 border border-line bg-surface p-5 sm:p-6"
    >
      <h2 className="text-2xl">{product ? `Edit ${product.name}` : 'New product'}</h2>
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
      <div className="grid gap-5 sm:grid-cols-3">
        <TextField
          label="Price (₹)"
          name="price"
          inputMode="decimal"
          defaultValue={rupees(product?.price)}
          error={errors.price}
        />
        <TextField
          label="MRP (₹, optional)"
          name="mrp"
          inputMode="decimal"
          defaultValue={rupees(product?.mrp)}
          error={errors.mrp}
        />
        <TextField
          label="Stock"
          name="stock"
          inputMode="numeric"
          defaultValue={product ? String(product.stock) : '0'}
          error={errors.stock}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <SelectField
            label="Kind of piece"
            name="category"
            defaultValue={product?.category?._id ?? ''}
            options={options(kinds.data)}
          />
          {errors.category && <p className="mt-1 text-sm text-danger">{errors.category}</p>}
        </div>
        <div>
          <SelectField
            label="Collection"
            name="jewelleryCategory"
            defaultValue={product?.jewelleryCategory?._id ?? ''}
            options={options(collections.data)}
          />
          {errors.jewelleryCategory && (
            <p className="mt-1 text-sm text-danger">{errors.jewelleryCategory}</p>
          )}
        </div>
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
      <TextField
        label="Sizes (comma-separated)"
        name="sizes"
        defaultValue={product?.sizes.join(', ') ?? ''}
        error={errors.sizes}
      />
      <label className="flex items-center gap-3 text-sm">
        <input
          type="checkbox"
          name="isActive"
          defaultChecked={product?.isActive ?? true}
          className="size-4 accent-accent"
        />
        On sale in the shop
      </label>
      {kept.length > 0 && (
        <ol className="flex flex-wrap gap-3" aria-label="Photos, in display order">
          {kept.map((image, index) => (
            <li key={image._id} className="w-28 border border-line bg-canvas p-1 text-center">
              <img
                src={image.url}
                alt={image.alt}
                width={image.width}
                height={image.height}
                className="aspect-square w-full object-cover"
              />
              <div className="mt-1 flex justify-center gap-1">
                <button
                  type="button"
                  className="p-1 disabled:opacity-30"
                  aria-label={`Move photo ${index + 1} earlier`}
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                >
                  <ArrowUp size={14} aria-hidden />
                </button>
                <button
                  type="button"
                  className="p-1 disabled:opacity-30"
                  aria-label={`Move photo ${index + 1} later`}
                  disabled={index === kept.length - 1}
                  onClick={() => move(index, 1)}
                >
                  <ArrowDown size={14} aria-hidden />
                </button>
                <button
                  type="button"
                  className="p-1 text-danger"
                  aria-label={`Remove photo ${index + 1}`}
                  onClick={() => setKept(kept.filter((each) => each !== image))}
                >
                  <X size={14} aria-hidden />
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <div>
        <label htmlFor={filesId} className="block label-caps">
          Add photos (JPEG, PNG, WebP or AVIF, up to 5 MB; {room} more allowed)
        </label>
        <input
          id={filesId}
          type="file"
          multiple
          accept="image/jpeg,image/png,image/webp,image/avif"
          className="mt-2 block text-sm"
          aria-invalid={photoError ? true : undefined}
          aria-describedby={photoError ? `${filesId}-error` : undefined}
          onChange={(event) => {
            const chosen = [...(event.target.files ?? [])];
            const wrong = chosen.find((file) => imageFileProblem(file) !== null);
            setFileError(
              wrong
                ? `${wrong.name}: ${imageFileProblem(wrong)}`
                : chosen.length > room
                  ? `Choose at most ${room} more photo${room === 1 ? '' : 's'}`
                  : undefined,
            );
            setFiles(chosen.slice(0, room));
          }}
        />
        {photoError ? (
          <p id={`${filesId}-error`} className="mt-1 text-sm text-danger">
            {photoError}
          </p>
        ) : (
          files.length > 0 && (
            <p className="mt-1 text-sm text-muted">
              {files.length} photo{files.length === 1 ? '' : 's'} chosen
            </p>
          )
        )}
      </div>
      <FormError message={save.error ? errorMessage(save.error) : undefined} />
      <FormActions isPending={save.isPending} onCancel={onDone}>
        {product ? 'Save product' : 'Add product'}
      </FormActions>
    </form>
  );
}
