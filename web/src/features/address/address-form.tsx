import type { Path } from 'react-hook-form';
import { type Address, type AddressInput, AddressInputSchema } from '#contract/address.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { FormError } from '#web/components/ui/form-error.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
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

const FIELDS: Path<AddressInput>[] = [
  'fullName',
  'phone',
  'line1',
  'line2',
  'city',
  'state',
  'postalCode',
  'country',
];

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
  const errors = form.formState.errors;

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

  return (
    <form
      noValidate
      aria-label={initial ? 'Edit address' : 'New address'}
      onSubmit={(event) => void onSubmit(event)}
      className="space-y-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Full name"
          autoComplete="name"
          error={errors.fullName?.message}
          {...form.register('fullName')}
        />
        <TextField
          label="Mobile number"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          error={errors.phone?.message}
          {...form.register('phone')}
        />
      </div>
      <TextField
        label="Address line 1"
        autoComplete="address-line1"
        hint="House or flat number, building, street"
        error={errors.line1?.message}
        {...form.register('line1')}
      />
      <TextField
        label="Address line 2 (optional)"
        autoComplete="address-line2"
        hint="Area, landmark"
        error={errors.line2?.message}
        {...form.register('line2')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="City"
          autoComplete="address-level2"
          error={errors.city?.message}
          {...form.register('city')}
        />
        <TextField
          label="State"
          autoComplete="address-level1"
          error={errors.state?.message}
          {...form.register('state')}
        />
        <TextField
          label="PIN code"
          autoComplete="postal-code"
          inputMode="numeric"
          error={errors.postalCode?.message}
          {...form.register('postalCode')}
        />
        <TextField
          label="Country code"
          autoComplete="country"
          hint="IN for India"
          maxLength={2}
          error={errors.country?.message}
          {...form.register('country')}
        />
      </div>
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
