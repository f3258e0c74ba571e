import { ReceiptText } from 'lucide-react';
import { GstReportQuerySchema } from '#contract/billing.ts';
import { FormError } from '#web/components/ui/form-error.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { DocumentButton } from '#web/features/orders/components/document-button.tsx';
import { todayLocal } from '#web/lib/format-date.ts';
import { FETCH_FAILED } from '#web/lib/messages.ts';
import { GST_REPORT_PATH, useGstReport } from '../api/gst-report-api.ts';
import { GstTotals, useDocumentColumns } from '../billing/gst-report-tables.tsx';
import { DataTable } from '../components/data-table.tsx';
import { EmptyState } from '../components/query-states.tsx';
import { ScrollRegion } from '../components/scroll-region.tsx';
import { SectionHeader } from '../components/section-header.tsx';
import { useListParams } from '../components/use-list-params.ts';

/** The first day of the Indian financial year (April to March) that `day` falls in. */
export function financialYearStart(day: string): string {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  return `${month >= 4 ? year : year - 1}-04-01`;
}

/** Staff: invoices and credit notes issued in a range, their GST split and totals, as CSV too. */
export function TaxReportSection() {
  const params = useListParams({});
  const to = params.get('to') ?? todayLocal();
  const from = params.get('from') ?? financialYearStart(to);
  const checked = GstReportQuerySchema.safeParse({ from, to });
  const range = checked.success ? { from, to } : null;
  const query = useGstReport(range);
  const columns = useDocumentColumns();

  return (
    <section>
      <SectionHeader
        title="Tax report"
        description="Tax invoices and credit notes issued from one day to another, with CGST, SGST and IGST; credit notes count against the net."
        actions={
          range && (
            <DocumentButton
              label="Export CSV"
              variant="outline"
              path={GST_REPORT_PATH}
              query={{ ...range, format: 'csv' }}
              filename={`gst-report-${range.from}-to-${range.to}.csv`}
            />
          )
        }
      />
      <div className="my-5 grid grid-cols-2 gap-3 sm:flex sm:items-end">
        <TextField
          label="From"
          type="date"
          value={from}
          max={to}
          onChange={(event) => params.set({ from: event.target.value }, { replace: true })}
        />
        <TextField
          label="To"
          type="date"
          value={to}
          min={from}
          onChange={(event) => params.set({ to: event.target.value }, { replace: true })}
        />
      </div>
      <FormError message={checked.error?.issues[0]?.message} />
      {range && (
        <DataTable
          caption="Tax documents"
          columns={columns}
          rows={query.data?.documents}
          rowKey={(doc) => `${doc.kind}-${doc.number}`}
          query={query}
          errorFallback={FETCH_FAILED}
          empty={
            <EmptyState icon={ReceiptText} title="No documents in these dates">
              Invoices are issued as orders reach the status set in Settings.
            </EmptyState>
          }
        />
      )}
      {range && query.data && (
        <ScrollRegion label="Totals" className="mt-8">
          <GstTotals report={query.data} />
        </ScrollRegion>
      )}
    </section>
  );
}
