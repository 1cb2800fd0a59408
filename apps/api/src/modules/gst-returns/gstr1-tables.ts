import type { CreditNoteLine } from '../../db/schema';

/**
 * GSTR-1 for a month, in paise: the month's invoices and credit notes sorted into the tables a seller to
 * consumers files. Pure: the repository gathers the documents, the CSV module writes the sheets.
 *
 * - B2CL: an invoice to another state whose value is above the threshold, one row per invoice and rate.
 * - B2CS: every other invoice, summed by place of supply and rate, less the month's credit notes on such
 *   invoices (a B2CS credit note is netted here, not reported on its own).
 * - CDNUR: credit notes on B2CL invoices, one row per note and rate.
 * - HSN: every invoice line by HSN code and rate, less every credit-note line.
 * - Documents: the invoice and credit-note series issued in the month.
 */

/** An invoice to another state above this value (₹1,00,000, from 1 August 2024) is reported in B2CL. */
export const B2CL_THRESHOLD_PAISE = 1_00_000_00;

/** An invoice's or a credit note's line as GSTR-1 reads it: a credit note's line without its description. */
export type Gstr1Line = Omit<CreditNoteLine, 'description'>;

export interface Gstr1Invoice {
  number: string;
  serial: number;
  issuedAt: Date;
  /** the shipping address's state */
  placeOfSupply: string;
  intraState: boolean;
  totalPaise: number;
  lines: Gstr1Line[];
}

export interface Gstr1CreditNote {
  number: string;
  serial: number;
  issuedAt: Date;
  placeOfSupply: string;
  amountPaise: number;
  /** the invoice it reverses, which decides whether it is netted in B2CS or reported in CDNUR */
  invoice: { number: string; issuedAt: Date; intraState: boolean; totalPaise: number };
  lines: Gstr1Line[];
}

export interface TaxAmounts {
  taxablePaise: number;
  igstPaise: number;
  cgstPaise: number;
  sgstPaise: number;
  /** taxable value and tax */
  valuePaise: number;
}

export interface B2csRow {
  placeOfSupply: string;
  gstRateBasisPoints: number;
  taxablePaise: number;
}

export interface B2clRow {
  invoiceNumber: string;
  issuedAt: Date;
  invoiceValuePaise: number;
  placeOfSupply: string;
  gstRateBasisPoints: number;
  taxablePaise: number;
}

export interface CdnurRow {
  noteNumber: string;
  issuedAt: Date;
  placeOfSupply: string;
  noteValuePaise: number;
  gstRateBasisPoints: number;
  taxablePaise: number;
}

export interface HsnRow extends TaxAmounts {
  hsnCode: string;
  kind: Gstr1Line['kind'];
  gstRateBasisPoints: number;
  quantity: number;
}

export interface DocumentSeries {
  nature: 'Invoices for outward supply' | 'Credit Note';
  from: string;
  to: string;
  total: number;
  cancelled: number;
}

export interface Gstr1Tables {
  b2cs: B2csRow[];
  b2cl: B2clRow[];
  cdnur: CdnurRow[];
  hsn: HsnRow[];
  docs: DocumentSeries[];
}

export const isB2cl = (invoice: { intraState: boolean; totalPaise: number }) =>
  !invoice.intraState && invoice.totalPaise > B2CL_THRESHOLD_PAISE;

/** The lines' taxable value summed per rate, rates ascending. */
function byRate(lines: Gstr1Line[]): Array<{ gstRateBasisPoints: number; taxablePaise: number }> {
  const sums = new Map<number, number>();
  for (const line of lines)
    sums.set(line.gstRateBasisPoints, (sums.get(line.gstRateBasisPoints) ?? 0) + line.taxablePaise);
  return [...sums]
    .sort(([a], [b]) => a - b)
    .map(([gstRateBasisPoints, taxablePaise]) => ({ gstRateBasisPoints, taxablePaise }));
}

/** A document series as it grows: its first and last by serial, and how many there are. */
interface Series {
  first: { number: string; serial: number } | null;
  last: { number: string; serial: number } | null;
  count: number;
}

function extend(series: Series, document: { number: string; serial: number }) {
  if (!series.first || document.serial < series.first.serial) series.first = document;
  if (!series.last || document.serial > series.last.serial) series.last = document;
  series.count += 1;
}

function seriesRows(nature: DocumentSeries['nature'], series: Series): DocumentSeries[] {
  if (!series.first || !series.last) return [];
  const total = series.last.serial - series.first.serial + 1;
  return [
    { nature, from: series.first.number, to: series.last.number, total, cancelled: total - series.count },
  ];
}

/**
 * GSTR-1's tables built up a batch of documents at a time, invoices first, then the credit notes: a
 * month of a large store is read a day at a time and never held whole (80,000 invoices a month at a
 * million orders a year; decision 20). Only the sums and the few B2CL and CDNUR rows are kept.
 */
export function gstr1Builder() {
  const b2cs = new Map<string, B2csRow>();
  const hsn = new Map<string, HsnRow>();
  const b2cl: Array<{ serial: number; rows: B2clRow[] }> = [];
  const cdnur: Array<{ serial: number; rows: CdnurRow[] }> = [];
  const invoiceSeries: Series = { first: null, last: null, count: 0 };
  const noteSeries: Series = { first: null, last: null, count: 0 };
  const invoiced = noTaxes();
  const credited = noTaxes();

  const addB2cs = (placeOfSupply: string, lines: Gstr1Line[], sign: 1 | -1) => {
    for (const { gstRateBasisPoints, taxablePaise } of byRate(lines)) {
      const key = `${placeOfSupply}\u0000${gstRateBasisPoints}`;
      const row = b2cs.get(key) ?? { placeOfSupply, gstRateBasisPoints, taxablePaise: 0 };
      row.taxablePaise += sign * taxablePaise;
      b2cs.set(key, row);
    }
  };
  const addHsn = (line: Gstr1Line, sign: 1 | -1, countPieces: boolean) => {
    const key = `${line.hsnCode}\u0000${line.gstRateBasisPoints}`;
    const row = hsn.get(key) ?? {
      hsnCode: line.hsnCode,
      kind: line.kind,
      gstRateBasisPoints: line.gstRateBasisPoints,
      quantity: 0,
      taxablePaise: 0,
      igstPaise: 0,
      cgstPaise: 0,
      sgstPaise: 0,
      valuePaise: 0,
    };
    // Courier service is not counted in pieces; a partial credit gives back value, not pieces.
    if (line.kind === 'goods' && countPieces) row.quantity += sign * line.quantity;
    addTaxes(row, line, sign);
    hsn.set(key, row);
  };

  return {
    addInvoices(invoices: Gstr1Invoice[]) {
      for (const invoice of invoices) {
        extend(invoiceSeries, invoice);
        for (const line of invoice.lines) {
          addTaxes(invoiced, line);
          addHsn(line, 1, true);
        }
        if (!isB2cl(invoice)) addB2cs(invoice.placeOfSupply, invoice.lines, 1);
        else
          b2cl.push({
            serial: invoice.serial,
            rows: byRate(invoice.lines).map((rate) => ({
              invoiceNumber: invoice.number,
              issuedAt: invoice.issuedAt,
              invoiceValuePaise: invoice.totalPaise,
              placeOfSupply: invoice.placeOfSupply,
              ...rate,
            })),
          });
      }
    },
    addCreditNotes(notes: Gstr1CreditNote[]) {
      for (const note of notes) {
        extend(noteSeries, note);
        const wholly = note.amountPaise >= note.invoice.totalPaise;
        for (const line of note.lines) {
          addTaxes(credited, line);
          addHsn(line, -1, wholly);
        }
        // a B2CS credit note is netted there, not reported on its own
        if (!isB2cl(note.invoice)) addB2cs(note.placeOfSupply, note.lines, -1);
        else
          cdnur.push({
            serial: note.serial,
            rows: byRate(note.lines).map((rate) => ({
              noteNumber: note.number,
              issuedAt: note.issuedAt,
              placeOfSupply: note.placeOfSupply,
              noteValuePaise: note.amountPaise,
              ...rate,
            })),
          });
      }
    },
    tables(): Gstr1Tables {
      const bySerial = <T>(documents: Array<{ serial: number; rows: T[] }>) =>
        [...documents].sort((a, b) => a.serial - b.serial).flatMap((d) => d.rows);
      return {
        b2cs: [...b2cs.values()]
          .filter((row) => row.taxablePaise !== 0)
          .sort(
            (a, b) =>
              a.placeOfSupply.localeCompare(b.placeOfSupply) || a.gstRateBasisPoints - b.gstRateBasisPoints,
          ),
        b2cl: bySerial(b2cl),
        cdnur: bySerial(cdnur),
        hsn: [...hsn.values()]
          .filter((row) => row.valuePaise !== 0 || row.quantity !== 0)
          .sort((a, b) => a.hsnCode.localeCompare(b.hsnCode) || a.gstRateBasisPoints - b.gstRateBasisPoints),
        docs: [
          ...seriesRows('Invoices for outward supply', invoiceSeries),
          ...seriesRows('Credit Note', noteSeries),
        ],
      };
    },
    /** the invoices' and the credit notes' lines added up, and how many of each */
    totals() {
      return {
        invoices: { count: invoiceSeries.count, ...invoiced },
        creditNotes: { count: noteSeries.count, ...credited },
      };
    },
  };
}

export function gstr1Tables(invoices: Gstr1Invoice[], notes: Gstr1CreditNote[]): Gstr1Tables {
  const builder = gstr1Builder();
  builder.addInvoices(invoices);
  builder.addCreditNotes(notes);
  return builder.tables();
}

export const noTaxes = (): TaxAmounts => ({
  taxablePaise: 0,
  igstPaise: 0,
  cgstPaise: 0,
  sgstPaise: 0,
  valuePaise: 0,
});

/** Adds (or, with sign −1, takes away) a line's or a row's amounts to a running sum. */
export function addTaxes(sums: TaxAmounts, amounts: Omit<TaxAmounts, 'valuePaise'>, sign: 1 | -1 = 1) {
  sums.taxablePaise += sign * amounts.taxablePaise;
  sums.igstPaise += sign * amounts.igstPaise;
  sums.cgstPaise += sign * amounts.cgstPaise;
  sums.sgstPaise += sign * amounts.sgstPaise;
  sums.valuePaise +=
    sign * (amounts.taxablePaise + amounts.igstPaise + amounts.cgstPaise + amounts.sgstPaise);
  return sums;
}
