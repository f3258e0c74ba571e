import { type FormEvent, useRef, useState } from 'react';
import { PRODUCT_IMAGES_MAX } from '#contract/catalog-constants.ts';
import type { Product } from '#contract/catalog.ts';
import { FormError } from '#web/components/ui/form-error.tsx';
import { ApiError, errorMessage } from '#web/lib/api-client.ts';
import { notify } from '#web/lib/notify.ts';
import { useSaveProduct } from '#web/features/catalog/products-api.ts';
import { FormActions } from '../components/form-actions.tsx';
import { fileRefusal } from '../components/image-file.ts';
import { ProductFields } from './product-fields.tsx';
import {
  checkProduct,
  errorKey,
  type ProductErrors,
  readProductForm,
} from './product-form-values.ts';
import { KeptPhotos, NewPhotosInput } from './product-photos.tsx';
import { useVariantDraft } from './use-variant-draft.ts';
import { VariantCertificates } from './variant-certificates.tsx';
import { VariantEditor, VariantProblems } from './variant-editor.tsx';
import { toVariantInputs, type VariantDraft } from './variant-model.ts';

/**
 * Create or edit a product and its variants. Prices are typed in rupees and sent in paise; the
 * values are checked with the shared schema before sending, and the server's per-field refusals
 * land on the fields (a variant's on its row, and all of them in the form's message).
 */
export function ProductForm({ product, onDone }: { product?: Product; onDone: () => void }) {
  const save = useSaveProduct();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<ProductErrors>({});
  const [kept, setKept] = useState(product?.images ?? []);
  const [files, setFiles] = useState<File[]>([]);
  const [wasSubmitted, setWasSubmitted] = useState(false);
  const [fileError, setFileError] = useState<string>();
  // The server checks photos by content: its refusal (413, 415 or a detail on `images`) shows here too.
  const photoError = fileError ?? fileRefusal(save.error, 'images');

  const valuesOf = (form: HTMLFormElement, draft: VariantDraft) => {
    const fields = readProductForm(form);
    const keptIds = new Set(kept.map((image) => image._id));
    const sku = (form.elements.namedItem('sku') as HTMLInputElement | null)?.value ?? '';
    return { ...fields, variants: JSON.stringify(toVariantInputs(draft, keptIds, sku)) };
  };
  // After a first try, the messages follow the typing (the shared schema is the only judge).
  const recheck = (draft: VariantDraft) => {
    if (wasSubmitted && formRef.current)
      setErrors(checkProduct(valuesOf(formRef.current, draft), Boolean(product)));
  };
  const variants = useVariantDraft(product, recheck);
  const hasVariantProblems = Object.keys(errors).some((key) => key.startsWith('variants'));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setWasSubmitted(true);
    const values = valuesOf(event.currentTarget, variants.latest());
    const found = checkProduct(values, Boolean(product));
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
              Object.fromEntries(
                error.details.map((detail) => [errorKey(detail.path), detail.message]),
              ),
            );
        },
      },
    );
  };

  const room = PRODUCT_IMAGES_MAX - kept.length;

  return (
    <form
      ref={formRef}
      noValidate
      aria-label={product ? `Edit ${product.name}` : 'New product'}
      onSubmit={onSubmit}
      onChange={() => recheck(variants.latest())}
      className="space-y-5 border border-line bg-surface p-5 sm:p-6"
    >
      <h2 className="text-2xl">{product ? `Edit ${product.name}` : 'New product'}</h2>
      <ProductFields product={product} errors={errors} />
      <VariantEditor
        editor={variants}
        errors={errors}
        photos={kept}
        hasNewPhotos={files.length > 0}
        productSku={() =>
          formRef.current?.querySelector<HTMLInputElement>('[name="sku"]')?.value ?? ''
        }
      />
      <VariantCertificates editor={variants} errors={errors} />
      <KeptPhotos images={kept} onChange={setKept} />
      <NewPhotosInput
        room={room}
        files={files}
        error={photoError}
        onChoose={(chosen, problem) => {
          setFileError(problem);
          setFiles(chosen);
        }}
      />
      <FormError
        message={
          save.error
            ? errorMessage(save.error)
            : hasVariantProblems
              ? 'Some variants need attention'
              : undefined
        }
      >
        <VariantProblems editor={variants} errors={errors} />
      </FormError>
      <FormActions isPending={save.isPending} onCancel={onDone}>
        {product ? 'Save product' : 'Add product'}
      </FormActions>
    </form>
  );
}
