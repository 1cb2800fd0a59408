import { FileDown } from 'lucide-react';
import { useState } from 'react';
import { serverMessage } from '../../../lib/http-client';
import { saveFile } from '../../../lib/save-file';
import { toast } from '../../../lib/toast';
import { getInvoice, type InvoiceCaller, type TaxDocument } from '../api/get-invoice';

export const INVOICE_ERROR_MESSAGE = 'Could not download the invoice. Please try again.';
export const CREDIT_NOTE_ERROR_MESSAGE = 'Could not download the credit note. Please try again.';

const WORDS: Record<TaxDocument, { label: string; busy: string; failed: string }> = {
  invoice: { label: 'Download invoice', busy: 'Preparing invoice…', failed: INVOICE_ERROR_MESSAGE },
  'credit-note': {
    label: 'Download credit note',
    busy: 'Preparing credit note…',
    failed: CREDIT_NOTE_ERROR_MESSAGE,
  },
};

interface InvoiceDownloadButtonProps {
  orderId: string;
  /** 'customer': the signed-in shopper's own order; 'admin': the order desk */
  caller?: InvoiceCaller;
  /** the invoice (default), or the credit note a refund of the order issued */
  document?: TaxDocument;
  className?: string;
}

const defaultClass =
  'inline-flex min-h-11 items-center gap-2 rounded-md border border-stone-300 px-4 py-2 font-semibold hover:bg-stone-100 disabled:cursor-not-allowed disabled:opacity-60 dark:border-stone-600 dark:hover:bg-stone-800';

/** Downloads the order's GST tax invoice or credit note (a PDF) with the signed-in session. */
export function InvoiceDownloadButton({
  orderId,
  caller = 'customer',
  document = 'invoice',
  className,
}: InvoiceDownloadButtonProps) {
  const words = WORDS[document];
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      const file = await getInvoice(orderId, caller, document);
      saveFile(file.blob, file.filename ?? `${document}-${orderId}.pdf`);
    } catch (error) {
      toast.error(serverMessage(error) ?? words.failed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <button
      type="button"
      className={className ?? defaultClass}
      onClick={download}
      disabled={busy}
      aria-busy={busy}
    >
      <FileDown aria-hidden="true" className="size-4" />
      {busy ? words.busy : words.label}
    </button>
  );
}
