import type { CreditNoteLine } from '../../db/schema';
import { apportion, type InvoiceTotals, type TaxedLine } from '../invoices/gst';

/**
 * 'CN/26-27/000001': a series of its own beside the invoices' ('SVJ/26-27/000042'), the financial year and a
 * six-digit serial. GST allows a document number of at most 16 characters, so the invoices' prefix does not
 * fit in front of 'CN' with six digits; the seller's name is on the note itself.
 */
export function creditNoteNumber(financialYear: string, serial: number): string {
  if (serial > 999_999) throw new RangeError(`credit note serial ${serial} needs more than six digits`);
  const number = `CN/${financialYear.slice(2)}/${String(serial).padStart(6, '0')}`;
  if (number.length > 16) throw new RangeError(`credit note number ${number} is longer than 16 characters`);
  return number;
}

export interface CreditNoteTotals {
  amountPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

/** The tax inside a tax-inclusive amount at a rate, rounded half up, in integers only. */
export function taxOf(inclusivePaise: number, rateBasisPoints: number): number {
  const divisor = 10_000 + rateBasisPoints;
  return Math.floor((2 * inclusivePaise * rateBasisPoints + divisor) / (2 * divisor));
}

const reversed = (line: TaxedLine): CreditNoteLine => ({
  kind: line.kind,
  description: line.description,
  hsnCode: line.hsnCode,
  quantity: line.quantity,
  gstRateBasisPoints: line.gstRateBasisPoints,
  taxablePaise: line.taxablePaise,
  cgstPaise: line.cgstPaise,
  sgstPaise: line.sgstPaise,
  igstPaise: line.igstPaise,
  totalPaise: line.totalPaise,
});

/**
 * The lines a credit note reverses for a refund of `amountPaise` of an invoice.
 *
 * - A refund of the invoice total (or more) reverses every line and its tax exactly as invoiced.
 * - A partial refund is shared across the invoice's lines in proportion to their totals (largest
 *   remainders get the odd paise, so the shares add up to the refund exactly). On each line's share the
 *   tax is computed from the line's rate and rounded half up; the taxable value is the remainder. Tax
 *   within the state is split as on the invoice: CGST the lower half, SGST the rest; across states, IGST.
 *   The quantity is kept as invoiced (the credit is for part of the line's value, not fewer pieces).
 */
export function creditNoteLines(
  invoice: { lines: TaxedLine[]; totals: InvoiceTotals; intraState: boolean },
  amountPaise: number,
): { lines: CreditNoteLine[]; totals: CreditNoteTotals } {
  const lines =
    amountPaise >= invoice.totals.totalPaise
      ? invoice.lines.map(reversed)
      : apportion(
          amountPaise,
          invoice.lines.map((l) => l.totalPaise),
        ).map((share, i): CreditNoteLine => {
          const line = invoice.lines[i]!;
          const tax = taxOf(share, line.gstRateBasisPoints);
          const cgstPaise = invoice.intraState ? Math.floor(tax / 2) : 0;
          return {
            ...reversed(line),
            taxablePaise: share - tax,
            cgstPaise,
            sgstPaise: invoice.intraState ? tax - cgstPaise : 0,
            igstPaise: invoice.intraState ? 0 : tax,
            totalPaise: share,
          };
        });
  const sum = (key: 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise' | 'totalPaise') =>
    lines.reduce((total, line) => total + line[key], 0);
  return {
    lines,
    totals: {
      amountPaise: sum('totalPaise'),
      taxablePaise: sum('taxablePaise'),
      cgstPaise: sum('cgstPaise'),
      sgstPaise: sum('sgstPaise'),
      igstPaise: sum('igstPaise'),
    },
  };
}
