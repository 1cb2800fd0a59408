import { z } from 'zod';

/**
 * GSTR-1 for a month (`GET /api/admin/gst/gstr1`): the tables a seller to consumers files, each a CSV with
 * the columns of the GST offline tool's sheet of the same name. Money in the summary is in rupees.
 */

export const GSTR1_TABLES = ['b2cs', 'b2cl', 'cdnur', 'hsn', 'docs'] as const;
export type Gstr1Table = (typeof GSTR1_TABLES)[number];

/** What each file holds, in the owner's words (the desk lists them in this order). */
export const GSTR1_TABLE_TITLES: Record<Gstr1Table, string> = {
  b2cs: 'B2CS: sales to consumers by state and rate, less credit notes',
  b2cl: 'B2CL: large sales to other states, invoice by invoice',
  cdnur: 'CDNUR: credit notes on those large sales',
  hsn: 'HSN summary: by HSN code and rate, less credit notes',
  docs: 'Documents issued: invoice and credit-note series',
};

const MONTH_PATTERN = /^(20[1-9][0-9])-(0[1-9]|1[0-2])$/;

export const Gstr1MonthSchema = z
  .string({ error: 'month is required, as YYYY-MM (for example 2026-11)' })
  .regex(MONTH_PATTERN, { error: 'month must be a month as YYYY-MM, for example 2026-11' });

export const Gstr1QuerySchema = z
  .object({
    month: Gstr1MonthSchema,
    table: z.enum(GSTR1_TABLES, { error: `table must be one of ${GSTR1_TABLES.join(', ')}` }),
  })
  .strict();

export const Gstr1SummaryQuerySchema = z.object({ month: Gstr1MonthSchema }).strict();

const rupees = z.number();
const count = z.number().int().nonnegative();
const taxes = { taxable: rupees, igst: rupees, cgst: rupees, sgst: rupees, value: rupees };

export const Gstr1SummarySchema = z.object({
  month: z.string(),
  invoices: z.object({ count, ...taxes }),
  creditNotes: z.object({ count, ...taxes }),
  /** invoices less credit notes: what the month's tables add up to */
  net: z.object(taxes),
  b2cs: z.object({ rows: count, taxable: rupees }),
  b2cl: z.object({ rows: count, invoices: count, taxable: rupees }),
  cdnur: z.object({ rows: count, notes: count, taxable: rupees }),
  hsn: z.object({ rows: count, ...taxes }),
  /** B2CS + B2CL − CDNUR and the HSN summary both equal the net, to the paisa */
  reconciled: z.boolean(),
});
export type Gstr1Summary = z.infer<typeof Gstr1SummarySchema>;

export const Gstr1SummaryResponseSchema = z.object({
  success: z.literal(true),
  summary: Gstr1SummarySchema,
});
