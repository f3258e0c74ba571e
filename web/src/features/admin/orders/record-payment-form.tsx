import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS } from '#contract/payments.ts';
import type { Order } from '#contract/orders.ts';
import { FormError } from '#web/components/ui/form-error.tsx';
import { bindField } from '#web/components/ui/form-field.ts';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useRecordPayment } from '#web/features/orders/payments-api.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { todayLocal as today } from '#web/lib/format-date.ts';
import { notify } from '#web/lib/notify.ts';
import { submitWith, useZodForm } from '#web/lib/use-zod-form.ts';
import {
  RECORD_PAYMENT_FIELDS,
  RecordPaymentFormSchema,
  toRupees,
  type RecordPaymentFormInput,
} from './record-payment-schema.ts';

const KINDS = [
  { value: 'payment', label: 'Payment received' },
  { value: 'refund', label: 'Refund made' },
];
const METHODS = PAYMENT_METHODS.map((code) => ({
  value: code,
  label: PAYMENT_METHOD_LABELS[code],
}));

type RecordPaymentFormProps = {
  order: Pick<Order, '_id' | 'amountDue' | 'paymentMethod'>;
};

function startValues(order: RecordPaymentFormProps['order']): RecordPaymentFormInput {
  return {
    kind: 'payment',
    amount: toRupees(order.amountDue),
    method: order.paymentMethod,
    reference: '',
    date: today(),
  };
}

/** Staff record money received or refunded, in rupees; the server's refusals land on the fields. */
export function RecordPaymentForm({ order }: RecordPaymentFormProps) {
  const record = useRecordPayment(order._id);
  const form = useZodForm(RecordPaymentFormSchema, startValues(order));
  const onSubmit = submitWith(form, record, RECORD_PAYMENT_FIELDS, ({ message, order: fresh }) => {
    notify.success(message ?? 'Payment recorded');
    // The answer's order: the amount now due, not the one before this payment.
    form.reset(startValues(fresh));
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Record payment" className="space-y-4">
      <h3 className="text-lg">Record payment</h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Kind" options={KINDS} {...form.register('kind')} />
        <TextField
          label="Amount (₹)"
          type="number"
          inputMode="decimal"
          step="0.01"
          min={0}
          {...bindField(form, 'amount', { valueAsNumber: true })}
        />
        <SelectField label="Method" options={METHODS} {...form.register('method')} />
        <TextField
          label="Reference (optional)"
          hint="UTR, UPI transaction id or receipt number."
          {...bindField(form, 'reference')}
        />
        <TextField label="Date" type="date" max={today()} {...bindField(form, 'date')} />
      </div>
      <FormError message={record.error && errorMessage(record.error)} />
      <SubmitButton isPending={record.isPending} pendingLabel="Recording…" className="sm:w-auto">
        Record payment
      </SubmitButton>
    </form>
  );
}
