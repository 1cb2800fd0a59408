import { createRequire } from 'node:module';
import type { OrderAddress } from '@svarna/contracts';

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
/** Where a table row or a block must start a new page instead. */
export const PAGE_BOTTOM = PAGE.height - MARGIN - 20;

/**
 * A new A4 document with the fonts registered as 'regular' and 'bold', and its bytes once it ends. pdfkit
 * (28 MiB resident with its fonts) loads with the first document, not with every process.
 */
export async function openTaxPdf(
  info: PDFKit.DocumentInfo,
): Promise<{ doc: PDFKit.PDFDocument; done: Promise<Buffer> }> {
  const { default: PDFDocument } = await import('pdfkit');
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

/** A column of a document's table of lines: its heading, width in points, alignment and what it shows. */
export interface TableColumn<Line> {
  title: string;
  width: number;
  align: 'left' | 'right';
  cell: (line: Line) => string;
}

/** The table of lines: a shaded heading row, then a row a line, each as tall as its tallest cell. */
export function drawLinesTable<Line>(doc: PDFKit.PDFDocument, columns: TableColumn<Line>[], lines: Line[]) {
  const padding = 3;
  const drawRow = (cells: string[], font: 'regular' | 'bold', fill?: string) => {
    doc.font(font).fontSize(7.5);
    const height =
      Math.max(
        ...cells.map((cell, i) => doc.heightOfString(cell, { width: columns[i]!.width - 2 * padding })),
      ) +
      2 * padding;
    if (doc.y + height > PAGE_BOTTOM) {
      doc.addPage();
      doc.y = MARGIN;
    }
    const top = doc.y;
    if (fill) doc.rect(MARGIN, top, WIDTH, height).fill(fill);
    let x = MARGIN;
    cells.forEach((cell, i) => {
      const column = columns[i]!;
      doc.fillColor(INK).text(cell, x + padding, top + padding, {
        width: column.width - 2 * padding,
        align: column.align,
      });
      x += column.width;
    });
    doc.y = top + height;
    rule(doc, 0.5);
  };
  drawRow(
    columns.map((c) => c.title),
    'bold',
    '#f5f5f4',
  );
  for (const line of lines)
    drawRow(
      columns.map((c) => c.cell(line)),
      'regular',
    );
}
