import type { OrderAddress } from '@svarna/contracts';
import type { CreditNoteLine } from '../../db/schema';
import { amountInWords } from '../invoices/amount-in-words';
import { formatInr, formatRate } from '../invoices/money';
import { addressLines, INK, MARGIN, MUTED, openTaxPdf, PAGE, rule, WIDTH } from '../invoices/tax-pdf';
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

const PAGE_BOTTOM = PAGE.height - MARGIN - 20;

type Column = { title: string; width: number; right: boolean; cell: (l: CreditNoteLine) => string };

function columnsFor(intraState: boolean): Column[] {
  const money =
    (key: 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise' | 'totalPaise') => (l: CreditNoteLine) =>
      formatInr(l[key]);
  return [
    { title: 'Description', width: intraState ? 171 : 201, right: false, cell: (l) => l.description },
    { title: 'HSN/SAC', width: 46, right: false, cell: (l) => l.hsnCode },
    { title: 'Qty', width: 26, right: true, cell: (l) => String(l.quantity) },
    { title: 'Taxable value', width: 68, right: true, cell: money('taxablePaise') },
    { title: 'Rate', width: 32, right: true, cell: (l) => formatRate(l.gstRateBasisPoints) },
    ...(intraState
      ? [
          { title: 'CGST', width: 55, right: true, cell: money('cgstPaise') },
          { title: 'SGST', width: 55, right: true, cell: money('sgstPaise') },
        ]
      : [{ title: 'IGST', width: 80, right: true, cell: money('igstPaise') }]),
    { title: 'Total', width: 70, right: true, cell: money('totalPaise') },
  ];
}

/** Draws the GST credit note and answers the PDF's bytes. */
export function renderCreditNotePdf(note: CreditNoteDocument): Promise<Buffer> {
  const { doc, done } = openTaxPdf({
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
  const columns = columnsFor(note.intraState);
  const row = (cells: string[], font: 'regular' | 'bold', fill?: string) => {
    doc.font(font).fontSize(7.5);
    const height =
      Math.max(...cells.map((c, i) => doc.heightOfString(c, { width: columns[i]!.width - 6 }))) + 6;
    if (doc.y + height > PAGE_BOTTOM) {
      doc.addPage();
      doc.y = MARGIN;
    }
    const top = doc.y;
    if (fill) doc.rect(MARGIN, top, WIDTH, height).fill(fill);
    let x = MARGIN;
    cells.forEach((cell, i) => {
      const column = columns[i]!;
      doc
        .fillColor(INK)
        .text(cell, x + 3, top + 3, { width: column.width - 6, align: column.right ? 'right' : 'left' });
      x += column.width;
    });
    doc.y = top + height;
    rule(doc, 0.5);
  };
  row(
    columns.map((c) => c.title),
    'bold',
    '#f5f5f4',
  );
  for (const line of note.lines)
    row(
      columns.map((c) => c.cell(line)),
      'regular',
    );

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
