import { z } from 'zod';
import { PaymentCreateSchema } from '#contract/payments.ts';
import { todayLocal as today } from '#web/lib/format-date.ts';

const rules = PaymentCreateSchema.shape;
const PAISE_PER_RUPEE = 100;

/**
 * The shared payment rules, with the amount typed in rupees (sent in paise) and the day it moved
 * chosen from a calendar: today is sent as "now", an earlier day as its noon.
 */
export const RecordPaymentFormSchema = z
  .object({
    kind: rules.kind,
    amount: z
      .number({ error: 'Enter the amount in rupees' })
      .transform((rupees) => Math.round(rupees * PAISE_PER_RUPEE))
      .pipe(rules.amount),
    method: rules.method,
    reference: rules.reference,
    date: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose the day the money moved')
      .refine((day) => day <= today(), 'A payment cannot be in the future'),
  })
  .transform(({ date, ...payment }) => ({
    ...payment,
    // Noon in India, the shop's day (+05:30 all year), whatever the browser's zone.
    at: date === today() ? undefined : new Date(`${date}T12:00:00+05:30`).toISOString(),
  }));
export type RecordPaymentFormInput = z.input<typeof RecordPaymentFormSchema>;
export const RECORD_PAYMENT_FIELDS = ['kind', 'amount', 'method', 'reference', 'date'] as const;

export const toRupees = (paise: number) => paise / PAISE_PER_RUPEE;
