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

function b2csRows(invoices: Gstr1Invoice[], notes: Gstr1CreditNote[]): B2csRow[] {
  const rows = new Map<string, B2csRow>();
  const add = (placeOfSupply: string, lines: Gstr1Line[], sign: 1 | -1) => {
    for (const { gstRateBasisPoints, taxablePaise } of byRate(lines)) {
      const key = `${placeOfSupply}\u0000${gstRateBasisPoints}`;
      const row = rows.get(key) ?? { placeOfSupply, gstRateBasisPoints, taxablePaise: 0 };
      row.taxablePaise += sign * taxablePaise;
      rows.set(key, row);
    }
  };
  for (const invoice of invoices) if (!isB2cl(invoice)) add(invoice.placeOfSupply, invoice.lines, 1);
  for (const note of notes) if (!isB2cl(note.invoice)) add(note.placeOfSupply, note.lines, -1);
  return [...rows.values()]
    .filter((row) => row.taxablePaise !== 0)
    .sort(
      (a, b) => a.placeOfSupply.localeCompare(b.placeOfSupply) || a.gstRateBasisPoints - b.gstRateBasisPoints,
    );
}

function hsnRows(invoices: Gstr1Invoice[], notes: Gstr1CreditNote[]): HsnRow[] {
  const rows = new Map<string, HsnRow>();
  const add = (line: Gstr1Line, sign: 1 | -1, countPieces: boolean) => {
    const key = `${line.hsnCode}\u0000${line.gstRateBasisPoints}`;
    const row = rows.get(key) ?? {
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
    rows.set(key, row);
  };
  for (const invoice of invoices) for (const line of invoice.lines) add(line, 1, true);
  for (const note of notes) {
    const wholly = note.amountPaise >= note.invoice.totalPaise;
    for (const line of note.lines) add(line, -1, wholly);
  }
  return [...rows.values()]
    .filter((row) => row.valuePaise !== 0 || row.quantity !== 0)
    .sort((a, b) => a.hsnCode.localeCompare(b.hsnCode) || a.gstRateBasisPoints - b.gstRateBasisPoints);
}

function series(
  nature: DocumentSeries['nature'],
  documents: Array<{ number: string; serial: number }>,
): DocumentSeries[] {
  if (!documents.length) return [];
  const sorted = [...documents].sort((a, b) => a.serial - b.serial);
  const first = sorted[0]!;
  const last = sorted[sorted.length - 1]!;
  const total = last.serial - first.serial + 1;
  return [{ nature, from: first.number, to: last.number, total, cancelled: total - sorted.length }];
}

export function gstr1Tables(invoices: Gstr1Invoice[], notes: Gstr1CreditNote[]): Gstr1Tables {
  const large = invoices.filter(isB2cl).sort((a, b) => a.serial - b.serial);
  const largeNotes = notes.filter((note) => isB2cl(note.invoice)).sort((a, b) => a.serial - b.serial);
  return {
    b2cs: b2csRows(invoices, notes),
    b2cl: large.flatMap((invoice) =>
      byRate(invoice.lines).map((rate) => ({
        invoiceNumber: invoice.number,
        issuedAt: invoice.issuedAt,
        invoiceValuePaise: invoice.totalPaise,
        placeOfSupply: invoice.placeOfSupply,
        ...rate,
      })),
    ),
    cdnur: largeNotes.flatMap((note) =>
      byRate(note.lines).map((rate) => ({
        noteNumber: note.number,
        issuedAt: note.issuedAt,
        placeOfSupply: note.placeOfSupply,
        noteValuePaise: note.amountPaise,
        ...rate,
      })),
    ),
    hsn: hsnRows(invoices, notes),
    docs: [...series('Invoices for outward supply', invoices), ...series('Credit Note', notes)],
  };
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

/** The documents' lines added up. */
export function taxAmountsOf(documents: Array<{ lines: Gstr1Line[] }>): TaxAmounts {
  const sums = noTaxes();
  for (const { lines } of documents) for (const line of lines) addTaxes(sums, line);
  return sums;
}
