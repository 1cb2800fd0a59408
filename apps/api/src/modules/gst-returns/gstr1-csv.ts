import { GST_STATE_CODES, type Gstr1Table, type IndianState } from '@svarna/contracts';
import { stringify } from 'csv-stringify/sync';
import type { Gstr1Tables, HsnRow } from './gstr1-tables';

/**
 * The GST offline tool's sheets, header for header, so a file can be pasted or imported into the sheet of
 * the same name. Amounts in rupees with two decimals; dates as the tool writes them (05-Nov-2026).
 */
export const GSTR1_HEADERS: Record<Gstr1Table, string[]> = {
  b2cs: [
    'Type',
    'Place Of Supply',
    'Applicable % of Tax Rate',
    'Rate',
    'Taxable Value',
    'Cess Amount',
    'E-Commerce GSTIN',
  ],
  b2cl: [
    'Invoice Number',
    'Invoice date',
    'Invoice Value',
    'Place Of Supply',
    'Applicable % of Tax Rate',
    'Rate',
    'Taxable Value',
    'Cess Amount',
    'E-Commerce GSTIN',
  ],
  cdnur: [
    'UR Type',
    'Note Number',
    'Note Date',
    'Note Type',
    'Place Of Supply',
    'Note Value',
    'Applicable % of Tax Rate',
    'Rate',
    'Taxable Value',
    'Cess Amount',
  ],
  hsn: [
    'HSN',
    'Description',
    'UQC',
    'Total Quantity',
    'Total Value',
    'Rate',
    'Taxable Value',
    'Integrated Tax Amount',
    'Central Tax Amount',
    'State/UT Tax Amount',
    'Cess Amount',
  ],
  docs: ['Nature of Document', 'Sr. No. From', 'Sr. No. To', 'Total Number', 'Cancelled'],
};

/** Paise as rupees with two decimals, in integers only ('-12.05', '1234.50'). */
export function rupeesText(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const whole = Math.abs(paise);
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

/** 300 basis points → '3', 25 → '0.25', 150 → '1.5'. */
export const rateText = (basisPoints: number) => String(basisPoints / 100);

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const IST_OFFSET_MS = 330 * 60_000;

/** The day in India as the offline tool writes it: '05-Nov-2026'. */
export function gstDate(at: Date): string {
  const ist = new Date(at.getTime() + IST_OFFSET_MS);
  const day = String(ist.getUTCDate()).padStart(2, '0');
  return `${day}-${MONTHS[ist.getUTCMonth()]}-${ist.getUTCFullYear()}`;
}

/** '29-Karnataka'; the tool's list writes 'and' as '&' (01-Jammu & Kashmir, 35-Andaman & Nicobar Islands). */
export function placeOfSupply(state: string): string {
  const code = GST_STATE_CODES[state as IndianState];
  if (!code) throw new RangeError(`no GST state code for the place of supply "${state}"`);
  return `${code}-${state.replaceAll(' and ', ' & ')}`;
}

const HSN_DESCRIPTIONS: Record<string, string> = {
  '7113': 'Articles of jewellery of precious metal',
  '7117': 'Imitation jewellery',
  '9968': 'Postal and courier services',
};

/** The heading's description where the store knows it (the tool takes it as optional). */
const hsnDescription = (hsnCode: string) =>
  HSN_DESCRIPTIONS[hsnCode] ?? HSN_DESCRIPTIONS[hsnCode.slice(0, 4)] ?? '';

const uqc = (row: HsnRow) => (row.kind === 'goods' ? 'PCS-PIECES' : 'NA');

function rowsOf(table: Gstr1Table, tables: Gstr1Tables): Array<Array<string | number>> {
  switch (table) {
    case 'b2cs':
      return tables.b2cs.map((r) => [
        'OE',
        placeOfSupply(r.placeOfSupply),
        '',
        rateText(r.gstRateBasisPoints),
        rupeesText(r.taxablePaise),
        '0.00',
        '',
      ]);
    case 'b2cl':
      return tables.b2cl.map((r) => [
        r.invoiceNumber,
        gstDate(r.issuedAt),
        rupeesText(r.invoiceValuePaise),
        placeOfSupply(r.placeOfSupply),
        '',
        rateText(r.gstRateBasisPoints),
        rupeesText(r.taxablePaise),
        '0.00',
        '',
      ]);
    case 'cdnur':
      return tables.cdnur.map((r) => [
        'B2CL',
        r.noteNumber,
        gstDate(r.issuedAt),
        'C',
        placeOfSupply(r.placeOfSupply),
        rupeesText(r.noteValuePaise),
        '',
        rateText(r.gstRateBasisPoints),
        rupeesText(r.taxablePaise),
        '0.00',
      ]);
    case 'hsn':
      return tables.hsn.map((r) => [
        r.hsnCode,
        hsnDescription(r.hsnCode),
        uqc(r),
        r.quantity,
        rupeesText(r.valuePaise),
        rateText(r.gstRateBasisPoints),
        rupeesText(r.taxablePaise),
        rupeesText(r.igstPaise),
        rupeesText(r.cgstPaise),
        rupeesText(r.sgstPaise),
        '0.00',
      ]);
    case 'docs':
      return tables.docs.map((r) => [r.nature, r.from, r.to, r.total, r.cancelled]);
  }
}

/** One table as CSV text, header first; a month with nothing to report is the header alone. */
export function gstr1Csv(table: Gstr1Table, tables: Gstr1Tables): string {
  return stringify([GSTR1_HEADERS[table], ...rowsOf(table, tables)], { record_delimiter: '\r\n' });
}
