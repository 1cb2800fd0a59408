import type { OrderAddress } from '@svarna/contracts';
import type { CreditNoteLine } from '../../db/schema';
import { amountInWords } from '../invoices/amount-in-words';
import { formatInr, formatRate } from '../invoices/money';
import {
  addressLines,
  drawLinesTable,
  INK,
  MARGIN,
  MUTED,
  openTaxPdf,
  PAGE_BOTTOM,
  rule,
  type TableColumn,
  WIDTH,
} from '../invoices/tax-pdf';
import type { CreditNoteTotals } from './credit-note-tax';

export interface CreditNoteDocument {
  number: string;
  /** dd Mon yyyy in IST */
  date: string;
  issuedAt: Date;
  invoiceNumber: string;
  invoiceDate: string;
  orderNumber: string;
  seller: { name: string; address: string; gstin: string; state: string; stateCode: string };
  billing: OrderAddress;
  placeOfSupply: { state: string; code: string };
  intraState: boolean;
  lines: CreditNoteLine[];
  totals: CreditNoteTotals;
}

type Column = TableColumn<CreditNoteLine>;

function columnsFor(intraState: boolean): Column[] {
  const money =
    (key: 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise' | 'totalPaise') => (l: CreditNoteLine) =>
      formatInr(l[key]);
  return [
    { title: 'Description', width: intraState ? 171 : 201, align: 'left', cell: (l) => l.description },
    { title: 'HSN/SAC', width: 46, align: 'left', cell: (l) => l.hsnCode },
    { title: 'Qty', width: 26, align: 'right', cell: (l) => String(l.quantity) },
    { title: 'Taxable value', width: 68, align: 'right', cell: money('taxablePaise') },
    { title: 'Rate', width: 32, align: 'right', cell: (l) => formatRate(l.gstRateBasisPoints) },
    ...(intraState
      ? ([
          { title: 'CGST', width: 55, align: 'right', cell: money('cgstPaise') },
          { title: 'SGST', width: 55, align: 'right', cell: money('sgstPaise') },
        ] satisfies Column[])
      : ([{ title: 'IGST', width: 80, align: 'right', cell: money('igstPaise') }] satisfies Column[])),
    { title: 'Total', width: 70, align: 'right', cell: money('totalPaise') },
  ];
}

/** Draws the GST credit note and answers the PDF's bytes. */
export async function renderCreditNotePdf(note: CreditNoteDocument): Promise<Buffer> {
  const { doc, done } = await openTaxPdf({
    Title: `Credit Note ${note.number}`,
    Author: note.seller.name,
    CreationDate: note.issuedAt,
  });

  // the seller, and the note's facts
  doc.fillColor(INK).font('bold').fontSize(18).text('Credit Note', MARGIN, MARGIN);
  doc.fontSize(11).text(note.seller.name, MARGIN, MARGIN + 28, { width: 300 });
  doc.font('regular').fontSize(9).fillColor(MUTED).text(note.seller.address, { width: 300 });
  doc.fillColor(INK).text(`GSTIN: ${note.seller.gstin}`);
  doc.text(`State: ${note.seller.state} (Code ${note.seller.stateCode})`);
  const sellerBottom = doc.y;
  const facts: [string, string][] = [
    ['Credit note No.', note.number],
    ['Credit note date', note.date],
    ['Against invoice', note.invoiceNumber],
    ['Invoice date', note.invoiceDate],
    ['Order No.', note.orderNumber],
  ];
  let y = MARGIN + 4;
  for (const [label, value] of facts) {
    doc.font('regular').fontSize(9).fillColor(MUTED).text(label, 340, y, { width: 95 });
    doc
      .font('bold')
      .fillColor(INK)
      .text(value, 435, y, { width: WIDTH + MARGIN - 435, align: 'right' });
    y += 14;
  }
  doc.y = Math.max(sellerBottom, y) + 12;
  rule(doc);

  // the buyer
  const b = note.billing;
  doc
    .font('bold')
    .fontSize(9)
    .fillColor(INK)
    .text('Buyer', MARGIN, doc.y + 8, { width: WIDTH });
  doc.font('regular').text(addressLines(b).join('\n'), { width: WIDTH });
  doc.text(`Place of supply: ${note.placeOfSupply.state} (Code ${note.placeOfSupply.code})`, {
    width: WIDTH,
  });
  doc.y += 8;

  // the lines reversed
  drawLinesTable(doc, columnsFor(note.intraState), note.lines);

  // the tax reversed
  const t = note.totals;
  const totals: [string, string, boolean][] = [
    ['Taxable value reversed', formatInr(t.taxablePaise), false],
    ...(note.intraState
      ? ([
          ['CGST reversed', formatInr(t.cgstPaise), false],
          ['SGST reversed', formatInr(t.sgstPaise), false],
        ] as [string, string, boolean][])
      : ([['IGST reversed', formatInr(t.igstPaise), false]] as [string, string, boolean][])),
    ['Credit note total', formatInr(t.amountPaise), true],
  ];
  if (doc.y + totals.length * 14 + 60 > PAGE_BOTTOM) doc.addPage();
  y = doc.y + 10;
  for (const [label, value, strong] of totals) {
    doc
      .font(strong ? 'bold' : 'regular')
      .fontSize(9)
      .fillColor(INK);
    doc.text(label, MARGIN + WIDTH - 260, y, { width: 150 });
    doc.text(value, MARGIN + WIDTH - 110, y, { width: 110, align: 'right' });
    y += 14;
  }
  doc
    .font('regular')
    .fontSize(9)
    .text(`Amount in words: ${amountInWords(t.amountPaise)}`, MARGIN, y + 6, { width: WIDTH });
  doc.moveDown(1.5);
  doc.fontSize(8).fillColor(MUTED);
  doc.text(
    `Issued for the refund of the order against the tax invoice above; the tax shown is reversed. A computer-generated credit note from ${note.seller.name}; no signature is required.`,
    MARGIN,
    doc.y,
    { width: WIDTH },
  );
  doc.end();
  return done;
}
