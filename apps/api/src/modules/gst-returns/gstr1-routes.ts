import { Gstr1QuerySchema, Gstr1SummaryQuerySchema, Gstr1SummaryResponseSchema } from '@svarna/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deskErrors, deskRoute, deskTags } from '../admin/desk-route';
import type { Gstr1Service } from './gstr1-service';

const csvResponse = {
  description: "The table as CSV with the GST offline tool's column headers, sent as an attachment",
  content: { 'text/csv': { schema: z.string() } },
};

/** GSTR-1 for a month, table by table, for the owner and the owner's accountant. */
export const gstr1Routes: FastifyPluginAsyncZod<{ gstr1: Gstr1Service }> = async (app, { gstr1 }) => {
  app.get(
    '/admin/gst/gstr1',
    {
      config: deskRoute,
      schema: {
        tags: deskTags,
        summary: "One table of a month's GSTR-1 as CSV (b2cs, b2cl, cdnur, hsn or docs)",
        description:
          'From the invoices and credit notes issued in the Indian month. b2cs: sales to consumers by place of supply and rate, net of the credit notes on them; b2cl: invoices to another state above ₹1,00,000, per invoice and rate; cdnur: credit notes on b2cl invoices; hsn: the HSN summary (B2C) net of credit notes; docs: the invoice and credit-note series. The columns are those of the GST offline tool sheet of the same name; amounts in rupees.',
        querystring: Gstr1QuerySchema,
        response: { 200: csvResponse, ...deskErrors },
      },
    },
    async (request, reply) => {
      const { month, table } = request.query;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="gstr1-${month}-${table}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(await gstr1.csv(month, table));
    },
  );

  app.get(
    '/admin/gst/gstr1/summary',
    {
      config: deskRoute,
      schema: {
        tags: deskTags,
        summary: "A month's GSTR-1 totals and whether they reconcile",
        description:
          'The invoices and credit notes issued in the Indian month, their difference, the totals of the B2CS, B2CL, CDNUR and HSN tables, and whether B2CS + B2CL − CDNUR and the HSN summary equal invoices less credit notes to the paisa. Money in rupees.',
        querystring: Gstr1SummaryQuerySchema,
        response: { 200: Gstr1SummaryResponseSchema, ...deskErrors },
      },
    },
    async (request) => ({ success: true as const, summary: await gstr1.summary(request.query.month) }),
  );
};
