import { queryOptions, useQuery } from '@tanstack/react-query';
import { GstReportSchema } from '#contract/billing.ts';
import { api } from '#web/lib/api-client.ts';
import { FETCH_FAILED } from '#web/lib/messages.ts';

export const GST_REPORT_PATH = '/api/billing/gst-report';

export type GstReportRange = { from: string; to: string };

export const gstReportQuery = (range: GstReportRange) =>
  queryOptions({
    queryKey: ['admin', 'gst-report', range],
    // Any confirmation, cancellation or refund elsewhere may have issued a document: read afresh.
    staleTime: 0,
    queryFn: ({ signal }) =>
      api.get(GST_REPORT_PATH, GstReportSchema, {
        query: range,
        signal,
        defaultMessage: FETCH_FAILED,
      }),
  });

/** Staff: the invoices and credit notes issued in the range, with their tax totals. */
export function useGstReport(range: GstReportRange | null) {
  return useQuery({
    ...gstReportQuery(range ?? { from: '', to: '' }),
    enabled: range !== null,
  });
}
