import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import type { ErrorDetail } from '#contract/errors.ts';
import type { MetalRate } from '#contract/metal-rates.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { FormError } from '#web/components/ui/form-error.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { ApiError, errorMessage } from '#web/lib/api-client.ts';
import { notify } from '#web/lib/notify.ts';
import { useZodForm } from '#web/lib/use-zod-form.ts';
import { mergeRates, useSaveMetalRates } from '#web/features/catalog/metal-rates-api.ts';
import {
  changedRates,
  MetalRatesFormSchema,
  rateName,
  type RateToSave,
  toFormValues,
} from './metal-rates-form-schema.ts';
import { RateConfirmDialog } from './rate-confirm-dialog.tsx';
import { RateEditRow } from './rate-edit-row.tsx';
import { RatesTable } from './rate-rows.tsx';

type Confirmation = { rates: RateToSave[]; message: string; details: ErrorDetail[] };

const isConfirmationAsked = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.code === 'CONFIRMATION_REQUIRED';

type MetalRatesFormProps = {
  rates: readonly MetalRate[];
  /** The server refused this person (a manager while the shop keeps rates to admins). */
  onRefused: () => void;
};

/**
 * Today's rates to edit, in rupees per gram, and new metals or purities to add. Only what moved is
 * sent; a move beyond the shop's limit is confirmed in a dialog and sent again with `confirm`.
 */
export function MetalRatesForm({ rates, onRefused }: MetalRatesFormProps) {
  const save = useSaveMetalRates();
  const form = useZodForm(MetalRatesFormSchema, toFormValues(rates));
  const list = useFieldArray({ control: form.control, name: 'rates' });
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const updatedAt = new Map(rates.map((rate) => [rateName(rate), rate.updatedAt]));
  const { errors } = form.formState;

  const send = (changes: RateToSave[], confirm: boolean) =>
    save.mutate(
      { rates: changes, ...(confirm ? { confirm } : {}) },
      {
        onSuccess: (answer) => {
          setConfirmation(null);
          form.reset(toFormValues(mergeRates(rates, answer.rates)));
          notify.success(answer.message);
        },
        onError: (error) => {
          if (isConfirmationAsked(error)) {
            setConfirmation({
              rates: changes,
              message: error.message,
              details: error.details ?? [],
            });
            return;
          }
          setConfirmation(null);
          if (error instanceof ApiError && error.status === 403) onRefused();
        },
      },
    );

  const onSubmit = form.handleSubmit(({ rates: next }) => {
    const changes = changedRates(rates, next);
    if (changes.length === 0) notify.success('Nothing to save: the rates are as they were');
    else send(changes, false);
  });

  const nameOf = (index: number) => {
    const field = list.fields[index]!;
    if (!field.isNew) return rateName(field);
    return `new rate ${list.fields.slice(0, index + 1).filter((each) => each.isNew).length}`;
  };
  const shownError =
    save.error && !isConfirmationAsked(save.error) ? errorMessage(save.error) : undefined;

  return (
    <>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-6 space-y-4">
        <RatesTable caption="Today's metal rates">
          {list.fields.map((field, index) => (
            <RateEditRow
              key={field.id}
              index={index}
              name={nameOf(index)}
              rate={field}
              register={form.register}
              errors={errors.rates?.[index]}
              updatedAt={updatedAt.get(rateName(field))}
              onRemove={() => list.remove(index)}
            />
          ))}
        </RatesTable>
        <button
          type="button"
          className={buttonClass('outline')}
          onClick={() => list.append({ metal: '', purity: '', ratePerGram: NaN, isNew: true })}
        >
          <Plus size={16} aria-hidden />
          Add a metal or purity
        </button>
        <FormError message={shownError ?? errors.rates?.root?.message ?? errors.rates?.message} />
        <SubmitButton isPending={save.isPending} pendingLabel="Saving…" className="sm:w-auto">
          Save rates
        </SubmitButton>
      </form>
      {confirmation && (
        <RateConfirmDialog
          message={confirmation.message}
          details={confirmation.details}
          isPending={save.isPending}
          onClose={() => setConfirmation(null)}
          onConfirm={() => send(confirmation.rates, true)}
        />
      )}
    </>
  );
}
