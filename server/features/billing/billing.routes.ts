import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GstReportQuerySchema, GstReportSchema } from '#contract/billing.ts';
import { authOf, type AuthGuards } from '../../lib/auth-guards.ts';
import { AppError } from '../../lib/errors.ts';
import { idParamsSchema, INPUT_ERRORS, RECORD_ERRORS } from '../../lib/route-schemas.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import type { BillingService } from './billing.service.ts';
import { gstReportCsv } from './gst-report.ts';

const tags = ['billing'];
const PdfSchema = z.any().describe('application/pdf');

/** The PDF as a download; private (it names the customer), never stored by a shared cache. */
const pdfHeaders = (filename: string) => ({
  'content-type': 'application/pdf',
  'content-disposition': `attachment; filename="${filename}"`,
  'cache-control': 'private, no-store',
});

/** Invoice and credit-note PDFs under /api/order (its customer or staff), the GST report for staff. */
export const billingRoutes: FastifyPluginAsyncZod<{
  billing: BillingService;
  orders: OrdersService;
  guards: AuthGuards;
}> = async (app, { billing, orders, guards }) => {
  app.get(
    '/order/:id/invoice',
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        summary:
          "The order's GST tax invoice as a PDF (issued when the order reached the `invoiceOnStatus` setting, Confirmed by default). The order's customer or staff; anyone else 404, and 404 before it is issued",
        params: idParamsSchema('id'),
        response: { 200: PdfSchema, ...RECORD_ERRORS },
      },
    },
    async (request, reply) => {
      const order = await orders.get(authOf(request), request.params.id);
      const pdf = await billing.invoicePdf(order._id);
      return reply.headers(pdfHeaders(pdf.filename)).send(pdf.content);
    },
  );

  app.get(
    '/order/:orderId/credit-notes/:returnId',
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        summary:
          "A credit note as a PDF: `returnId` names the refunded return, or `cancellation` for the credit note of an invoiced order that was cancelled. The order's customer or staff; anyone else 404",
        params: idParamsSchema('orderId', 'returnId'),
        response: { 200: PdfSchema, ...RECORD_ERRORS },
      },
    },
    async (request, reply) => {
      const order = await orders.get(authOf(request), request.params.orderId);
      const { returnId } = request.params;
      const cancellation = returnId === 'cancellation';
      if (!cancellation && !order.returns.some((entry) => entry._id === returnId))
        throw new AppError('NOT_FOUND', 'Return not found');
      const pdf = await billing.creditNotePdf(order._id, cancellation ? null : returnId);
      return reply.headers(pdfHeaders(pdf.filename)).send(pdf.content);
    },
  );

  app.get(
    '/billing/gst-report',
    {
      onRequest: guards.requireStaff,
      schema: {
        tags,
        summary:
          'Invoices and credit notes issued from `from` to `to` (YYYY-MM-DD, days in India time, both included) with taxable value, CGST, SGST, IGST and totals for each, for invoices, credit notes and net. `format=csv` answers the same as a CSV download (rupees). Staff only',
        querystring: GstReportQuerySchema,
        response: { 200: GstReportSchema.or(z.string()), ...INPUT_ERRORS },
      },
    },
    async (request, reply) => {
      const { from, to, format } = request.query;
      const report = await billing.gstReport(from, to);
      if (format === 'json') return report;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="gst-report-${from}-to-${to}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(gstReportCsv(report));
    },
  );
};
