import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { gstDate, gstr1Csv, placeOfSupply, rateText, rupeesText } from './gstr1-csv';
import {
  B2CL_THRESHOLD_PAISE,
  type Gstr1CreditNote,
  type Gstr1Invoice,
  type Gstr1Line,
  gstr1Builder,
  gstr1Tables,
} from './gstr1-tables';

const at = new Date('2026-11-10T06:00:00Z');

/** A goods line whose tax is within the state (half CGST, half SGST) or IGST. */
function goods(
  totalPaise: number,
  intraState: boolean,
  rate = 300,
  hsnCode = '7113',
  quantity = 1,
): Gstr1Line {
  const taxablePaise = Math.round((totalPaise * 10_000) / (10_000 + rate));
  const tax = totalPaise - taxablePaise;
  const cgst = intraState ? Math.floor(tax / 2) : 0;
  return {
    kind: 'goods',
    hsnCode,
    quantity,
    gstRateBasisPoints: rate,
    taxablePaise,
    cgstPaise: cgst,
    sgstPaise: intraState ? tax - cgst : 0,
    igstPaise: intraState ? 0 : tax,
    totalPaise,
  };
}

function invoice(
  serial: number,
  state: string,
  lines: Gstr1Line[],
  intraState = state === 'Maharashtra',
): Gstr1Invoice {
  return {
    number: `SVJ/26-27/${String(serial).padStart(6, '0')}`,
    serial,
    issuedAt: at,
    placeOfSupply: state,
    intraState,
    totalPaise: lines.reduce((s, l) => s + l.totalPaise, 0),
    lines,
  };
}

function note(serial: number, of: Gstr1Invoice, lines: Gstr1Line[]): Gstr1CreditNote {
  return {
    number: `CN/26-27/${String(serial).padStart(6, '0')}`,
    serial,
    issuedAt: at,
    placeOfSupply: of.placeOfSupply,
    amountPaise: lines.reduce((s, l) => s + l.totalPaise, 0),
    invoice: {
      number: of.number,
      issuedAt: of.issuedAt,
      intraState: of.intraState,
      totalPaise: of.totalPaise,
    },
    lines,
  };
}

describe('GSTR-1 tables', () => {
  it('reports an invoice to another state above ₹1,00,000 in B2CL, and one of exactly ₹1,00,000 in B2CS', () => {
    const large = invoice(1, 'Delhi', [goods(B2CL_THRESHOLD_PAISE + 1, false)]);
    const atThreshold = invoice(2, 'Delhi', [goods(B2CL_THRESHOLD_PAISE, false)]);
    const largeWithin = invoice(3, 'Maharashtra', [goods(5 * B2CL_THRESHOLD_PAISE, true)]);
    const t = gstr1Tables([large, atThreshold, largeWithin], []);
    expect(t.b2cl.map((r) => r.invoiceNumber)).toEqual([large.number]);
    expect(t.b2cs).toEqual([
      { placeOfSupply: 'Delhi', gstRateBasisPoints: 300, taxablePaise: atThreshold.lines[0]!.taxablePaise },
      {
        placeOfSupply: 'Maharashtra',
        gstRateBasisPoints: 300,
        taxablePaise: largeWithin.lines[0]!.taxablePaise,
      },
    ]);
  });

  it('nets a credit note on a small invoice in B2CS and reports one on a B2CL invoice in CDNUR', () => {
    const small = invoice(1, 'Karnataka', [goods(50_000_00, false), goods(10_000_00, false, 1800, '9968')]);
    const large = invoice(2, 'Delhi', [goods(2_00_000_00, false)]);
    const t = gstr1Tables([small, large], [note(1, small, [small.lines[0]!]), note(2, large, large.lines)]);
    expect(t.b2cs).toEqual([
      { placeOfSupply: 'Karnataka', gstRateBasisPoints: 1800, taxablePaise: small.lines[1]!.taxablePaise },
    ]);
    expect(t.cdnur).toEqual([
      expect.objectContaining({
        noteNumber: 'CN/26-27/000002',
        noteValuePaise: 2_00_000_00,
        gstRateBasisPoints: 300,
      }),
    ]);
    expect(t.b2cl).toHaveLength(1);
  });

  it('splits a B2CL invoice with two rates into a row per rate', () => {
    const large = invoice(1, 'Delhi', [goods(1_50_000_00, false, 300), goods(1_000_00, false, 1800, '9968')]);
    expect(gstr1Tables([large], []).b2cl.map((r) => [r.gstRateBasisPoints, r.invoiceValuePaise])).toEqual([
      [300, 1_51_000_00],
      [1800, 1_51_000_00],
    ]);
  });

  it('sums HSN by code and rate, gives back pieces only for a whole reversal, and never counts courier service in pieces', () => {
    const a = invoice(1, 'Delhi', [goods(30_000_00, false, 300, '7113', 2)]);
    const b = invoice(2, 'Maharashtra', [
      goods(20_000_00, true, 300, '7113', 1),
      { ...goods(100_00, true, 300, '9968'), kind: 'shipping' },
    ]);
    const partial = note(1, b, [{ ...goods(1_000_00, true), quantity: 1 }]);
    const whole = note(2, a, a.lines);
    const t = gstr1Tables([a, b], [partial, whole]);
    const jewellery = t.hsn.find((r) => r.hsnCode === '7113')!;
    expect(jewellery.quantity).toBe(1);
    expect(jewellery.taxablePaise).toBe(b.lines[0]!.taxablePaise - partial.lines[0]!.taxablePaise);
    expect(jewellery.valuePaise).toBe(20_000_00 - 1_000_00);
    expect(t.hsn.find((r) => r.hsnCode === '9968')).toMatchObject({ quantity: 0, valuePaise: 100_00 });
  });

  it('gives each series its first and last number, how many the range holds and the gaps as cancelled', () => {
    const invoices = [5, 6, 8].map((n) => invoice(n, 'Delhi', [goods(1_000_00, false)]));
    const t = gstr1Tables(invoices, [note(3, invoices[0]!, invoices[0]!.lines)]);
    expect(t.docs).toEqual([
      {
        nature: 'Invoices for outward supply',
        from: 'SVJ/26-27/000005',
        to: 'SVJ/26-27/000008',
        total: 4,
        cancelled: 1,
      },
      { nature: 'Credit Note', from: 'CN/26-27/000003', to: 'CN/26-27/000003', total: 1, cancelled: 0 },
    ]);
    expect(gstr1Tables([], []).docs).toEqual([]);
  });

  it('builds the same tables from documents given a batch at a time, in any order of days', () => {
    const invoices = [
      invoice(4, 'Delhi', [goods(B2CL_THRESHOLD_PAISE + 5_00, false), goods(2_000_00, false, 500)]),
      invoice(2, 'Maharashtra', [goods(3_000_00, true)]),
      invoice(7, 'Karnataka', [goods(1_500_00, false, 300, '7117', 2)]),
      invoice(5, 'Delhi', [goods(900_00, false)]),
    ];
    const notes = [note(2, invoices[0]!, invoices[0]!.lines), note(1, invoices[2]!, invoices[2]!.lines)];
    const whole = gstr1Tables(invoices, notes);
    const builder = gstr1Builder();
    builder.addInvoices(invoices.slice(2));
    builder.addInvoices([]);
    builder.addInvoices(invoices.slice(0, 2));
    builder.addCreditNotes(notes);
    expect(builder.tables()).toEqual(whole);
    expect(builder.totals().invoices.count).toBe(4);
    expect(builder.totals().creditNotes.count).toBe(2);
  });
});

describe('GSTR-1 CSV', () => {
  it('writes paise as rupees with two decimals, negatives included', () => {
    expect([rupeesText(0), rupeesText(5), rupeesText(123_456_78), rupeesText(-1205)]).toEqual([
      '0.00',
      '0.05',
      '123456.78',
      '-12.05',
    ]);
  });

  it('writes rates, dates in India and places of supply as the offline tool does', () => {
    expect([rateText(300), rateText(25), rateText(150), rateText(1800)]).toEqual(['3', '0.25', '1.5', '18']);
    expect(gstDate(new Date('2026-10-31T18:30:00Z'))).toBe('01-Nov-2026');
    expect(gstDate(new Date('2026-10-31T18:29:59Z'))).toBe('31-Oct-2026');
    expect(placeOfSupply('Karnataka')).toBe('29-Karnataka');
    expect(placeOfSupply('Jammu and Kashmir')).toBe('01-Jammu & Kashmir');
    expect(placeOfSupply('Dadra and Nagar Haveli and Daman and Diu')).toBe(
      '26-Dadra & Nagar Haveli & Daman & Diu',
    );
    expect(() => placeOfSupply('Atlantis')).toThrow(/Atlantis/);
  });

  it("heads every sheet with the tool's columns and writes a month with nothing as the header alone", () => {
    const empty = gstr1Tables([], []);
    expect(gstr1Csv('b2cs', empty)).toBe(
      'Type,Place Of Supply,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount,E-Commerce GSTIN\r\n',
    );
    const large = invoice(7, 'Delhi', [goods(1_20_000_00, false)]);
    const [header, row] = parse(gstr1Csv('b2cl', gstr1Tables([large], []))) as string[][];
    expect(header).toEqual([
      'Invoice Number',
      'Invoice date',
      'Invoice Value',
      'Place Of Supply',
      'Applicable % of Tax Rate',
      'Rate',
      'Taxable Value',
      'Cess Amount',
      'E-Commerce GSTIN',
    ]);
    expect(row).toEqual([
      'SVJ/26-27/000007',
      '10-Nov-2026',
      '120000.00',
      '07-Delhi',
      '',
      '3',
      rupeesText(large.lines[0]!.taxablePaise),
      '0.00',
      '',
    ]);
    const hsn = parse(gstr1Csv('hsn', gstr1Tables([large], []))) as string[][];
    expect(hsn[1]!.slice(0, 6)).toEqual([
      '7113',
      'Articles of jewellery of precious metal',
      'PCS-PIECES',
      '1',
      '120000.00',
      '3',
    ]);
  });
});
