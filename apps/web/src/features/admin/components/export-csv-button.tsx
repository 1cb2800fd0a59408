import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { serverMessage } from '../../../lib/http-client';
import { saveFile } from '../../../lib/save-file';
import { exportProductsCsv } from '../api/product-csv';

export const EXPORT_FAILED_MESSAGE = 'The CSV could not be downloaded: check the connection and try again.';

/** Downloads every product as Shopify's product CSV, with the session's token, under the server's name. */
export function ExportCsvButton() {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function download() {
    setBusy(true);
    setProblem(null);
    try {
      const file = await exportProductsCsv();
      saveFile(file.blob, file.filename ?? 'products.csv');
    } catch (error) {
      setProblem(serverMessage(error) ?? EXPORT_FAILED_MESSAGE);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button type="button" onClick={download} disabled={busy} aria-busy={busy} variant="secondary">
        {busy ? 'Preparing CSV…' : 'Export CSV'}
      </Button>
      {problem && (
        <p role="alert" className="basis-full text-red-700 dark:text-red-300">
          {problem}
        </p>
      )}
    </>
  );
}
