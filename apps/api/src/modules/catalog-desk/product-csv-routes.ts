import {
  AdminImportQuerySchema,
  AdminImportReportSchema,
  CSV_MAX_BYTES,
  CSV_TOO_LARGE_MESSAGE,
  ErrorEnvelopeSchema,
} from '@svarna/contracts';
import type { FastifyError, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../plugins/access-control';
import type { ProductCsvService } from './product-csv-service';

const errors = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
};
const adminRoute = { access: 'admin' as const };
const tags = ['admin'];

const csvResponse = {
  description:
    "Every product in Shopify's product CSV layout, sent as an attachment named products-YYYY-MM-DD.csv",
  content: { 'text/csv': { schema: z.string() } },
};

/** The CSV route's own refusals of its body, in the store's envelope; anything else goes to the app's handler. */
function csvBodyRefusal(error: FastifyError, reply: FastifyReply) {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return reply.code(413).send({
      success: false,
      message: CSV_TOO_LARGE_MESSAGE,
      code: 'PAYLOAD_TOO_LARGE',
      details: [{ field: 'body', message: CSV_TOO_LARGE_MESSAGE }],
    });
  }
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    const message = 'content-type: send the file as CSV (text/csv)';
    return reply.code(415).send({
      success: false,
      message,
      code: 'UNSUPPORTED_MEDIA_TYPE',
      details: [{ field: 'content-type', message: 'must be text/csv' }],
    });
  }
  throw error;
}

/** The desk's bulk export and import of products as CSV. The CSV body is read in this scope only. */
export const productCsvRoutes: FastifyPluginAsyncZod<{ csv: ProductCsvService }> = async (app, { csv }) => {
  // only a CSV body here: JSON or a form is a 415 asking for text/csv, not a schema error
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'text/csv',
    { parseAs: 'string', bodyLimit: CSV_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.get(
    '/admin/products/export',
    {
      config: adminRoute,
      schema: {
        tags,
        summary: "Download every product as a CSV file in Shopify's product layout",
        description:
          "Shopify's columns (Handle, Title, Body (HTML), Option1-3, Variant SKU, Variant Price = what a shopper pays, Variant Compare At Price = the MRP when on sale, Image Src ...) and the store's own (Short Description, Category, Subcategory, Collections, HSN Code, GST Rate, Low Stock Threshold, Product MRP, Product Sale Price). The first row of a product carries its fields; further rows with its Handle carry its further variants and photos. UTF-8 with a BOM; a cell starting with =, +, - or @ is written with a leading '.",
        response: { 200: csvResponse, ...errors },
      },
    },
    async (_request, reply) => {
      const file = await csv.exportCsv();
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'private, no-store')
        .send(file.csv);
    },
  );

  app.post(
    '/admin/products/import',
    {
      config: adminRoute,
      bodyLimit: CSV_MAX_BYTES,
      errorHandler: (error, _request, reply) => csvBodyRefusal(error, reply),
      schema: {
        tags,
        summary:
          'Import products from a CSV file (dry run by default); any refused row is a 400 and writes nothing',
        description:
          "A text/csv body of at most 5 MB and 5,000 rows: this store's export or Shopify's (unknown columns are ignored; Status active is published, draft and archived hidden; Published FALSE hides; missing HSN Code and GST Rate are 7113 and 3%). A Handle that is an existing product's slug updates it (columns the file leaves out keep their values), another creates a product. Photos are named by their address on this store (/media/...); outside image addresses are refused, not fetched. dryRun=true (the default) answers what would be created, updated and left unchanged and every refused row (1 is the header line) with its column, writing nothing. dryRun=false writes everything in one transaction through the desk's own save, each product logged as an import; if any row is refused it writes nothing and answers 400 IMPORT_REFUSED with one detail per refusal (field 'row N: Column').",
        consumes: ['text/csv'],
        querystring: AdminImportQuerySchema,
        body: z.string({ error: 'body must be the CSV file as text' }),
        response: {
          200: AdminImportReportSchema,
          ...errors,
          413: ErrorEnvelopeSchema,
          415: ErrorEnvelopeSchema,
        },
      },
    },
    async (request) =>
      csv.importCsv(callerOf(request).user.id, request.body, request.query.dryRun === 'true'),
  );
};
