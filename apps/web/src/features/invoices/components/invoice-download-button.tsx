import { FileDown } from 'lucide-react';
import { useState } from 'react';
import { serverMessage } from '../../../lib/http-client';
import { saveFile } from '../../../lib/save-file';
import { toast } from '../../../lib/toast';
import { getInvoice, type InvoiceCaller } from '../api/get-invoice';

export const INVOICE_ERROR_MESSAGE = 'Could not download the invoice. Please try again.';

interface InvoiceDownloadButtonProps {
  orderId: string;
  /** 'customer': the signed-in shopper's own order; 'admin': the order desk */
  caller?: InvoiceCaller;
  className?: string;
}

const defaultClass =
  'inline-flex min-h-11 items-center gap-2 rounded-md border border-stone-300 px-4 py-2 font-semibold hover:bg-stone-100 disabled:cursor-not-allowed disabled:opacity-60 dark:border-stone-600 dark:hover:bg-stone-800';

/** Downloads the order's GST tax invoice (a PDF) with the signed-in session. */
export function InvoiceDownloadButton({
  orderId,
  caller = 'customer',
  className,
}: InvoiceDownloadButtonProps) {
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      const file = await getInvoice(orderId, caller);
      saveFile(file.blob, file.filename ?? `invoice-${orderId}.pdf`);
    } catch (error) {
      toast.error(serverMessage(error) ?? INVOICE_ERROR_MESSAGE);
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
      {busy ? 'Preparing invoice…' : 'Download invoice'}
    </button>
  );
}
