import type { Path } from 'react-hook-form';
import { type Address, type AddressInput, AddressInputSchema } from '#contract/address.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { FormError } from '#web/components/ui/form-error.tsx';
import { bindField } from '#web/components/ui/form-field.ts';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { TextField, type TextFieldProps } from '#web/components/ui/text-field.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { ADDRESS_ADD_FAILED } from '#web/lib/messages.ts';
import { notify } from '#web/lib/notify.ts';
import { setServerFieldErrors, useZodForm } from '#web/lib/use-zod-form.ts';
import { useCreateAddress, useUpdateAddress } from './address-api.ts';

type AddressFormProps = {
  /** Editing this address; without it the form adds a new one. */
  initial?: Address;
  onSaved: (address: Address) => void;
  onCancel?: () => void;
};

type AddressFieldSpec = Omit<TextFieldProps, 'name'> & {
  name: Exclude<Path<AddressInput>, 'isDefault'>;
};

// The fields in the order asked; the first and last groups sit side by side on wider screens.
const RECIPIENT: AddressFieldSpec[] = [
  { name: 'fullName', label: 'Full name', autoComplete: 'name' },
  { name: 'phone', label: 'Mobile number', type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
];
const STREET: AddressFieldSpec[] = [
  {
    name: 'line1',
    label: 'Address line 1',
    autoComplete: 'address-line1',
    hint: 'House or flat number, building, street',
  },
  {
    name: 'line2',
    label: 'Address line 2 (optional)',
    autoComplete: 'address-line2',
    hint: 'Area, landmark',
  },
];
const PLACE: AddressFieldSpec[] = [
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
  { name: 'state', label: 'State', autoComplete: 'address-level1' },
  { name: 'postalCode', label: 'PIN code', autoComplete: 'postal-code', inputMode: 'numeric' },
  {
    name: 'country',
    label: 'Country code',
    autoComplete: 'country',
    hint: 'IN for India',
    maxLength: 2,
  },
];
const FIELDS = [...RECIPIENT, ...STREET, ...PLACE].map((field) => field.name);

const blank: AddressInput = {
  fullName: '',
  phone: '',
  line1: '',
  line2: '',
  city: '',
  state: '',
  postalCode: '',
  country: 'IN',
  isDefault: false,
};

/** Add or edit a delivery address; checked with the shared rules (Indian PIN and mobile) as you type. */
export function AddressForm({ initial, onSaved, onCancel }: AddressFormProps) {
  const create = useCreateAddress();
  const update = useUpdateAddress();
  const saving = initial ? update : create;
  const form = useZodForm(
    AddressInputSchema,
    initial ? { ...initial, line2: initial.line2 ?? '' } : blank,
  );

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { address, message } = initial
        ? await update.mutateAsync({ ...values, _id: initial._id })
        : await create.mutateAsync(values);
      notify.success(message ?? 'Address saved');
      onSaved(address);
    } catch (error) {
      setServerFieldErrors(error, form.setError, FIELDS);
    }
  });

  const fields = (specs: AddressFieldSpec[]) =>
    specs.map(({ name, ...field }) => (
      <TextField key={name} {...field} {...bindField(form, name)} />
    ));

  return (
    <form
      noValidate
      aria-label={initial ? 'Edit address' : 'New address'}
      onSubmit={(event) => void onSubmit(event)}
      className="space-y-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">{fields(RECIPIENT)}</div>
      {fields(STREET)}
      <div className="grid gap-5 sm:grid-cols-2">{fields(PLACE)}</div>
      <label className="flex items-center gap-3 text-sm">
        <input type="checkbox" className="size-4 accent-accent" {...form.register('isDefault')} />
        Make this my default address
      </label>
      <FormError
        message={saving.error ? errorMessage(saving.error, ADDRESS_ADD_FAILED) : undefined}
      />
      <div className="flex flex-wrap gap-3">
        <SubmitButton isPending={saving.isPending} pendingLabel="Saving…" className="sm:w-auto">
          {initial ? 'Save address' : 'Add address'}
        </SubmitButton>
        {onCancel && (
          <button type="button" className={buttonClass('outline')} onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
