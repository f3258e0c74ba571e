import { Link } from 'react-router';
import type { z } from 'zod';
import type { GstReport, TaxDocumentSummarySchema, TaxTotals } from '#contract/billing.ts';
import { formatDate } from '#web/lib/format-date.ts';
import { useMoney } from '#web/lib/money.ts';
import { sectionHref } from '../admin-links.ts';
import type { Column } from '../components/data-table.tsx';

type TaxDocument = z.infer<typeof TaxDocumentSummarySchema>;

const FIGURES = [
  ['taxableValue', 'Taxable'],
  ['cgst', 'CGST'],
  ['sgst', 'SGST'],
  ['igst', 'IGST'],
  ['total', 'Total'],
] as const satisfies readonly (readonly [keyof TaxTotals, string])[];

const NUMBER_CELL = 'text-right tabular-nums';

/** The report's columns: each document, who it was for, and its tax. */
export function useDocumentColumns(): Column<TaxDocument>[] {
  const money = useMoney();
  return [
    {
      id: 'number',
      header: 'Number',
      isRowHeader: true,
      cell: (doc) => (
        <span className="whitespace-nowrap">
          {doc.number}
          <span className="block text-xs text-muted">
            {doc.kind === 'invoice' ? 'Invoice' : 'Credit note'}
          </span>
        </span>
      ),
    },
    { id: 'date', header: 'Date', cell: (doc) => formatDate(doc.issuedAt) },
    {
      id: 'order',
      header: 'Order',
      cell: (doc) => (
        <Link
          to={sectionHref('orders', { id: doc.orderId })}
          className="text-accent underline-offset-4 hover:underline"
        >
          {doc.orderNumber}
        </Link>
      ),
    },
    {
      id: 'buyer',
      header: 'Buyer',
      cell: (doc) => (
        <span>
          {doc.buyer}
          <span className="block text-xs text-muted">{doc.placeOfSupply}</span>
        </span>
      ),
    },
    ...FIGURES.map(([key, header]) => ({
      id: key,
      header,
      className: NUMBER_CELL,
      cell: (doc: TaxDocument) => money(doc[key]),
    })),
  ];
}

const ROWS = [
  ['invoices', 'Invoices'],
  ['creditNotes', 'Credit notes'],
  ['net', 'Net'],
] as const;

/** Invoices, credit notes and the net of the two, each with its tax split. */
export function GstTotals({ report }: { report: GstReport }) {
  const money = useMoney();
  return (
    <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
      <caption className="px-3 pt-3 pb-2 text-left text-xl">Totals</caption>
      <thead className="bg-surface">
        <tr>
          <th scope="col" className="px-3 py-3 label-caps font-medium text-muted">
            Documents
          </th>
          {FIGURES.map(([key, header]) => (
            <th
              key={key}
              scope="col"
              className={`px-3 py-3 label-caps font-medium text-muted ${NUMBER_CELL}`}
            >
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {ROWS.map(([row, label]) => (
          <tr key={row} className={`border-t border-line ${row === 'net' ? 'font-medium' : ''}`}>
            <th scope="row" className="px-3 py-3 font-normal">
              {label}
            </th>
            {FIGURES.map(([key]) => (
              <td key={key} className={`px-3 py-3 ${NUMBER_CELL}`}>
                {money(report[row][key])}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
