import { z } from 'zod';

/** A calendar day, YYYY-MM-DD, in the shop's time zone. */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date such as 2026-04-01')
  .refine((value) => !Number.isNaN(Date.parse(value)), 'Use a date such as 2026-04-01');

/** `GET /api/billing/gst-report` (staff): invoices and credit notes issued from `from` to `to`, both included. */
export const GstReportQuerySchema = z
  .object({ from: day, to: day, format: z.enum(['json', 'csv']).default('json') })
  .refine((value) => value.from <= value.to, {
    message: 'The start date must be on or before the end date',
    path: ['from'],
  })
  .refine((value) => Date.parse(value.to) - Date.parse(value.from) <= 366 * 86_400_000 * 3, {
    message: 'Ask for at most three years at a time',
    path: ['to'],
  });
export type GstReportQuery = z.input<typeof GstReportQuerySchema>;

const TaxTotalsSchema = z.object({
  taxableValue: z.number().int(),
  cgst: z.number().int(),
  sgst: z.number().int(),
  igst: z.number().int(),
  total: z.number().int(),
});
export type TaxTotals = z.infer<typeof TaxTotalsSchema>;

export const TaxDocumentSummarySchema = TaxTotalsSchema.extend({
  kind: z.enum(['invoice', 'credit_note']),
  number: z.string(),
  issuedAt: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  buyer: z.string(),
  placeOfSupply: z.string(),
});

/** Credit notes count against the totals: `net` is invoices minus credit notes. */
export const GstReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  documents: z.array(TaxDocumentSummarySchema),
  invoices: TaxTotalsSchema,
  creditNotes: TaxTotalsSchema,
  net: TaxTotalsSchema,
});
export type GstReport = z.infer<typeof GstReportSchema>;
