import type { AdminImportReport } from '@svarna/contracts';
import { ApiError, type DownloadedFile, http } from '../../../lib/http-client';

export const IMPORT_SEND_FAILED_MESSAGE = 'The file could not be sent: check the connection and try again.';

/** GET /admin/products/export: every product as Shopify's product CSV (products-YYYY-MM-DD.csv). */
export function exportProductsCsv(): Promise<DownloadedFile> {
  return http.getFile('/admin/products/export');
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** One try: the client sends JSON only, so the CSV goes as it is, with the token `withSession` hands in. */
async function sendOnce(csv: string, dryRun: boolean, token: string | null) {
  const headers: Record<string, string> = { Accept: 'application/json', 'Content-Type': 'text/csv' };
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`/api/admin/products/import?dryRun=${dryRun}`, {
      method: 'POST',
      headers,
      body: csv,
      credentials: 'include',
    });
  } catch {
    throw new Error(IMPORT_SEND_FAILED_MESSAGE);
  }
  return { status: response.status, body: parse(await response.text()) };
}

/**
 * POST /admin/products/import?dryRun (a text/csv body) with the session's token. A dry run answers what
 * would change and every refused row; a real one writes all or nothing, refusing with a 400
 * IMPORT_REFUSED (its details name each row) that arrives as an ApiError, like 413 and 415.
 */
export async function importProductsCsv(csv: string, dryRun: boolean): Promise<AdminImportReport> {
  const { status, body } = await http.withSession((token) => sendOnce(csv, dryRun, token));
  const record = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  if (status >= 200 && status < 300 && record.success === true) return body as AdminImportReport;
  const message =
    typeof record.message === 'string' && record.message ? record.message : `Import failed (${status})`;
  const code = typeof record.code === 'string' ? record.code : undefined;
  const details = Array.isArray(record.details) ? record.details : undefined;
  throw new ApiError(status, message, code, details, body);
}
