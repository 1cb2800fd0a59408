import type { OrderAddress } from '@svarna/contracts';
import { amountInWords } from './amount-in-words';
import type { InvoiceTotals, TaxedLine } from './gst';
import { formatInr, formatRate } from './money';
import {
  addressLines,
  drawLinesTable,
  INK,
  MARGIN,
  MUTED,
  openTaxPdf,
  PAGE,
  rule,
  type TableColumn,
  WIDTH,
} from './tax-pdf';

export interface InvoiceDocument {
  number: string;
  /** dd Mon yyyy in IST */
  date: string;
  issuedAt: Date;
  orderNumber: string;
  seller: { name: string; address: string; gstin: string; state: string; stateCode: string };
  billing: OrderAddress;
  shipping: OrderAddress;
  placeOfSupply: { state: string; code: string };
  intraState: boolean;
  lines: TaxedLine[];
  totals: InvoiceTotals;
  /** prepaid: everything online; cash on delivery: the advance paid online and the rest at the door */
  payment:
    | { method: 'prepaid'; paidPaise: number }
    | { method: 'cod'; advancePaise: number; restPaise: number; collected: boolean };
}

type Column = TableColumn<TaxedLine>;

function columnsFor(intraState: boolean): Column[] {
  const money =
    (key: 'unitPricePaise' | 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise') => (l: TaxedLine) =>
      formatInr(l[key]);
  const head: Column[] = [
    { title: 'Description', width: intraState ? 141 : 171, align: 'left', cell: (l) => l.description },
    { title: 'HSN/SAC', width: 42, align: 'left', cell: (l) => l.hsnCode },
    { title: 'Qty', width: 24, align: 'right', cell: (l) => String(l.quantity) },
    { title: 'Unit price', width: 60, align: 'right', cell: money('unitPricePaise') },
    { title: 'Taxable value', width: 62, align: 'right', cell: money('taxablePaise') },
    { title: 'Rate', width: 30, align: 'right', cell: (l) => formatRate(l.gstRateBasisPoints) },
  ];
  const tax: Column[] = intraState
    ? [
        { title: 'CGST', width: 50, align: 'right', cell: money('cgstPaise') },
        { title: 'SGST', width: 50, align: 'right', cell: money('sgstPaise') },
      ]
    : [{ title: 'IGST', width: 70, align: 'right', cell: money('igstPaise') }];
  const tail: Column = {
    title: 'Total',
    width: 64,
    align: 'right',
    cell: (l) => formatInr(l.totalPaise),
  };
  return [...head, ...tax, tail];
}

/** Draws the GST tax invoice and answers the PDF's bytes. */
export async function renderInvoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  const { doc, done } = await openTaxPdf({
    Title: `Tax Invoice ${invoice.number}`,
    Author: invoice.seller.name,
    CreationDate: invoice.issuedAt,
  });

  drawHeader(doc, invoice);
  drawParties(doc, invoice);
  drawLinesTable(doc, columnsFor(invoice.intraState), invoice.lines);
  drawTotals(doc, invoice);
  drawFooter(doc, invoice);
  doc.end();
  return done;
}

function drawHeader(doc: PDFKit.PDFDocument, invoice: InvoiceDocument) {
  const top = MARGIN;
  doc.fillColor(INK).font('bold').fontSize(18).text('Tax Invoice', MARGIN, top);
  doc
    .font('bold')
    .fontSize(11)
    .text(invoice.seller.name, MARGIN, top + 28, { width: 300 });
  doc.font('regular').fontSize(9).fillColor(MUTED).text(invoice.seller.address, { width: 300 });
  doc.fillColor(INK).text(`GSTIN: ${invoice.seller.gstin}`);
  doc.text(`State: ${invoice.seller.state} (Code ${invoice.seller.stateCode})`);
  const sellerBottom = doc.y;

  const facts: [string, string][] = [
    ['Invoice No.', invoice.number],
    ['Invoice date', invoice.date],
    ['Order No.', invoice.orderNumber],
    ['Payment', invoice.payment.method === 'cod' ? 'Cash on delivery' : 'Prepaid online'],
  ];
  let y = top + 4;
  for (const [label, value] of facts) {
    doc.font('regular').fontSize(9).fillColor(MUTED).text(label, 360, y, { width: 80 });
    doc
      .font('bold')
      .fillColor(INK)
      .text(value, 440, y, { width: WIDTH + MARGIN - 440, align: 'right' });
    y += 14;
  }
  doc.y = Math.max(sellerBottom, y) + 12;
  rule(doc);
}

function drawParties(doc: PDFKit.PDFDocument, invoice: InvoiceDocument) {
  const top = doc.y + 8;
  const half = WIDTH / 2;
  const block = (title: string, address: OrderAddress, x: number) => {
    doc
      .font('bold')
      .fontSize(9)
      .fillColor(INK)
      .text(title, x, top, { width: half - 12 });
    doc
      .font('regular')
      .fontSize(9)
      .text(addressLines(address).join('\n'), { width: half - 12 });
    return doc.y;
  };
  const bottom = Math.max(
    block('Bill to', invoice.billing, MARGIN),
    block('Ship to', invoice.shipping, MARGIN + half),
  );
  doc.font('regular').fontSize(9).fillColor(INK);
  doc.text(
    `Place of supply: ${invoice.placeOfSupply.state} (Code ${invoice.placeOfSupply.code})`,
    MARGIN,
    bottom + 8,
    { width: WIDTH },
  );
  doc.y += 8;
}

type TotalRow = [label: string, value: string, strong: boolean];

function totalRows({ totals, payment, intraState }: InvoiceDocument): TotalRow[] {
  const taxes: TotalRow[] = intraState
    ? [
        ['CGST', formatInr(totals.cgstPaise), false],
        ['SGST', formatInr(totals.sgstPaise), false],
      ]
    : [['IGST', formatInr(totals.igstPaise), false]];
  const paid: TotalRow[] =
    payment.method === 'cod'
      ? [
          ['Paid in advance', formatInr(payment.advancePaise), false],
          [
            payment.collected ? 'Collected on delivery' : 'Due on delivery',
            formatInr(payment.restPaise),
            true,
          ],
        ]
      : [['Paid online', formatInr(payment.paidPaise), false]];
  return [
    ['Value of supply', formatInr(totals.valuePaise), false],
    ...(totals.discountPaise > 0 ? [['Discount', formatInr(-totals.discountPaise), false] as TotalRow] : []),
    ['Taxable value', formatInr(totals.taxablePaise), false],
    ...taxes,
    ['Invoice total', formatInr(totals.totalPaise), true],
    ...paid,
  ];
}

function drawTotals(doc: PDFKit.PDFDocument, invoice: InvoiceDocument) {
  const rows = totalRows(invoice);
  if (doc.y + rows.length * 14 + 60 > PAGE.height - MARGIN) doc.addPage();
  let y = doc.y + 10;
  for (const [label, value, strong] of rows) {
    doc
      .font(strong ? 'bold' : 'regular')
      .fontSize(9)
      .fillColor(INK);
    doc.text(label, MARGIN + WIDTH - 260, y, { width: 150 });
    doc.text(value, MARGIN + WIDTH - 110, y, { width: 110, align: 'right' });
    y += 14;
  }
  doc.font('regular').fontSize(9).fillColor(INK);
  doc.text(`Amount in words: ${amountInWords(invoice.totals.totalPaise)}`, MARGIN, y + 6, { width: WIDTH });
}

function drawFooter(doc: PDFKit.PDFDocument, invoice: InvoiceDocument) {
  doc.moveDown(1.5);
  doc.font('regular').fontSize(8).fillColor(MUTED);
  doc.text('Prices include GST. Tax payable on reverse charge: No.', MARGIN, doc.y, { width: WIDTH });
  doc.text(
    `Shipping is charged with the goods as one composite supply, at the rate of the principal supply.`,
    { width: WIDTH },
  );
  doc.text(`This is a computer-generated invoice from ${invoice.seller.name}; no signature is required.`, {
    width: WIDTH,
  });
}
