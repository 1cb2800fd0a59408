import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import { creditNoteFile } from '../credit-notes/credit-note-service';
import { invoiceDocument, invoiceFilename } from './invoice-document';
import { renderInvoicePdf } from './invoice-pdf';
import { createInvoiceRepository } from './invoice-repository';

export const INVOICE_NOT_ISSUED = 'The invoice is issued once the order is paid';

export interface InvoiceFile {
  filename: string;
  pdf: Buffer;
}

export function createInvoiceService({ db }: { db: Db }) {
  const repo = createInvoiceRepository(db);

  async function render(found: Awaited<ReturnType<typeof repo.findOrder>>): Promise<InvoiceFile> {
    if (!found) throw notFound('Order not found');
    const { order, invoice } = found;
    if (!invoice) throw new AppError(409, 'INVOICE_NOT_ISSUED', INVOICE_NOT_ISSUED);
    const items = await repo.linesOf(order.id);
    const pdf = await renderInvoicePdf(invoiceDocument(invoice, order, items));
    return { filename: invoiceFilename(invoice.number), pdf };
  }

  return {
    /** The shopper's own order's invoice: by owner and id together, so another shopper's order is a 404. */
    customerInvoice: async (userId: number, orderId: string) =>
      render(await repo.findOwnedOrder(userId, orderId)),
    /** Any order's invoice, for the order desk. */
    adminInvoice: async (orderId: string) => render(await repo.findOrder(orderId)),
    /** The credit note of the shopper's own refunded order; another shopper's order is a 404. */
    customerCreditNote: (userId: number, orderId: string) => creditNoteFile(db, orderId, userId),
    /** Any order's credit note, for the order desk. */
    adminCreditNote: (orderId: string) => creditNoteFile(db, orderId),
  };
}

export type InvoiceService = ReturnType<typeof createInvoiceService>;
