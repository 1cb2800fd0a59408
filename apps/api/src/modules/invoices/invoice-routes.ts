import { ErrorEnvelopeSchema, OrderIdParamSchema } from '@svarna/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../plugins/access-control';
import type { InvoiceFile, InvoiceService } from './invoice-service';

const pdfResponse = {
  description: 'The GST tax invoice as a PDF, sent as an attachment named after the invoice number',
  content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } },
};
const errors = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
  409: ErrorEnvelopeSchema,
};
const tags = ['invoices'];
const creditNotePdf = {
  description: 'The GST credit note as a PDF, sent as an attachment named after the credit note number',
  content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } },
};
const CREDIT_NOTE_DESCRIPTION =
  "Issued when a refund of a paid, invoiced order is processed: it reverses the invoice's lines and tax " +
  '(wholly for a full refund, in proportion for a part). The latest when an order has several. 404 while ' +
  'there is none.';

function sendPdf(reply: FastifyReply, file: InvoiceFile) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'private, no-store')
    .send(file.pdf);
}

export const invoiceRoutes: FastifyPluginAsyncZod<{ invoices: InvoiceService }> = async (
  app,
  { invoices },
) => {
  app.get(
    '/orders/:orderId/invoice',
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: "The GST tax invoice of one of the shopper's paid orders (PDF)",
        params: OrderIdParamSchema,
        response: { 200: pdfResponse, ...errors },
      },
    },
    async (request, reply) =>
      sendPdf(reply, await invoices.customerInvoice(callerOf(request).user.id, request.params.orderId)),
  );

  app.get(
    '/orders/:orderId/credit-note',
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: "The GST credit note of one of the shopper's refunded orders (PDF)",
        description: CREDIT_NOTE_DESCRIPTION,
        params: OrderIdParamSchema,
        response: { 200: creditNotePdf, ...errors },
      },
    },
    async (request, reply) =>
      sendPdf(reply, await invoices.customerCreditNote(callerOf(request).user.id, request.params.orderId)),
  );
};

/** Registered beside the order desk's routes: the same invoice for any order, for admins. */
export const adminInvoiceRoutes: FastifyPluginAsyncZod<{ invoices: InvoiceService }> = async (
  app,
  { invoices },
) => {
  app.get(
    '/admin/orders/:orderId/invoice',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin', ...tags],
        summary: "Any paid order's GST tax invoice (PDF), for the order desk",
        params: OrderIdParamSchema,
        response: { 200: pdfResponse, ...errors },
      },
    },
    async (request, reply) => sendPdf(reply, await invoices.adminInvoice(request.params.orderId)),
  );

  app.get(
    '/admin/orders/:orderId/credit-note',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin', ...tags],
        summary: "Any refunded order's GST credit note (PDF), for the order desk",
        description: CREDIT_NOTE_DESCRIPTION,
        params: OrderIdParamSchema,
        response: { 200: creditNotePdf, ...errors },
      },
    },
    async (request, reply) => sendPdf(reply, await invoices.adminCreditNote(request.params.orderId)),
  );
};
