import { orderNumber } from '@svarna/contracts';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/errors';
import { documentParties } from '../invoices/invoice-document';
import { istDate } from '../invoices/invoice-number';
import { createInvoiceRepository } from '../invoices/invoice-repository';
import type { InvoiceFile } from '../invoices/invoice-service';
import { renderCreditNotePdf } from './credit-note-pdf';
import { createCreditNoteRepository } from './credit-note-repository';

export const NO_CREDIT_NOTE = 'No credit note has been issued for this order';

/** 'CN/26-27/000001' → 'credit-note-CN-26-27-000001.pdf' */
export const creditNoteFilename = (number: string) => `credit-note-${number.replaceAll('/', '-')}.pdf`;

/**
 * The order's credit note as a PDF: the latest when a refund was split over several payments. 404 for an
 * unknown order, another shopper's order, or one with no credit note yet.
 */
export async function creditNoteFile(db: DbOrTx, orderId: string, userId?: number): Promise<InvoiceFile> {
  const found = await createCreditNoteRepository(db).findOrderNote(orderId, userId);
  if (!found) throw notFound('Order not found');
  const note = found.notes.at(-1);
  const invoice = note && (await createInvoiceRepository(db).findByOrder(orderId));
  if (!note || !invoice) throw notFound(NO_CREDIT_NOTE);
  const { order } = found;
  const pdf = await renderCreditNotePdf({
    number: note.number,
    date: istDate(note.issuedAt),
    issuedAt: note.issuedAt,
    invoiceNumber: note.invoiceNumber,
    invoiceDate: istDate(note.invoiceIssuedAt),
    orderNumber: orderNumber(order.id),
    ...documentParties(invoice, order),
    billing: order.billingAddress,
    lines: note.lines,
    totals: {
      amountPaise: note.amountPaise,
      taxablePaise: note.taxablePaise,
      cgstPaise: note.cgstPaise,
      sgstPaise: note.sgstPaise,
      igstPaise: note.igstPaise,
    },
  });
  return { filename: creditNoteFilename(note.number), pdf };
}
