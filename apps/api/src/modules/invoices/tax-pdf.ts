import { createRequire } from 'node:module';
import type { OrderAddress } from '@svarna/contracts';
import PDFDocument from 'pdfkit';

// The standard PDF fonts cannot draw the rupee sign (₹); DejaVu Sans can, and pdfkit embeds only the
// glyphs used, with a ToUnicode map so the text stays searchable and copyable.
const require = createRequire(import.meta.url);
const REGULAR = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

/** The A4 page of the store's tax documents (invoices and credit notes), in points. */
export const MARGIN = 36;
export const PAGE = { width: 595.28, height: 841.89 };
export const WIDTH = PAGE.width - 2 * MARGIN;
export const INK = '#1c1917';
export const MUTED = '#57534e';
const RULE = '#d6d3d1';

/** A new A4 document with the fonts registered as 'regular' and 'bold', and its bytes once it ends. */
export function openTaxPdf(info: PDFKit.DocumentInfo): { doc: PDFKit.PDFDocument; done: Promise<Buffer> } {
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, font: REGULAR, info });
  doc.registerFont('regular', REGULAR);
  doc.registerFont('bold', BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

/** A thin rule across the page at the current line. */
export function rule(doc: PDFKit.PDFDocument, width = 0.75) {
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + WIDTH, doc.y)
    .lineWidth(width)
    .strokeColor(RULE)
    .stroke();
}

/** An address as the documents print it, a line each, empty lines left out. */
export const addressLines = (a: OrderAddress) =>
  [a.name, a.line1, a.line2, `${a.city}, ${a.state} ${a.pincode}`, a.country, `Phone: ${a.phone}`].filter(
    (line) => line.trim() !== '',
  );
