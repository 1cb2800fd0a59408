import type { Tx } from '../../db/client';
import { invoiceDocument } from '../invoices/invoice-document';
import { financialYearOf } from '../invoices/invoice-number';
import { createInvoiceRepository } from '../invoices/invoice-repository';
import { createCreditNoteRepository } from './credit-note-repository';
import { creditNoteLines, creditNoteNumber } from './credit-note-tax';

/**
 * Inside the transaction that marks refunds processed (the order's row locked): a credit note for each
 * processed order refund (kind 'order'; a second payment given back gets none) of the order that has
 * none yet, reversing the order's invoice. An order without an
 * invoice (never paid) gets none. Answers the numbers issued.
 */
export async function issueCreditNotes(tx: Tx, orderId: string, at: Date): Promise<string[]> {
  const invoices = createInvoiceRepository(tx);
  const notes = createCreditNoteRepository(tx);
  const due = await notes.processedWithoutNote(orderId);
  if (!due.length) return [];
  const found = await invoices.findOrder(orderId);
  if (!found?.invoice) return [];
  const { order, invoice } = found;
  const document = invoiceDocument(invoice, order, await invoices.linesOf(orderId));
  const financialYear = financialYearOf(at);
  const issued: string[] = [];
  for (const refund of due) {
    const { lines, totals } = creditNoteLines(document, refund.amountPaise);
    const serial = await notes.nextSerial(financialYear);
    const number = creditNoteNumber(financialYear, serial);
    await notes.insert({
      refundId: refund.id,
      orderId,
      number,
      financialYear,
      serial,
      invoiceNumber: invoice.number,
      invoiceIssuedAt: invoice.issuedAt,
      ...totals,
      lines,
      issuedAt: at,
    });
    issued.push(number);
  }
  return issued;
}
