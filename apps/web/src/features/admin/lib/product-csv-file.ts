import { type AdminImportReport, CSV_MAX_BYTES, CSV_TOO_LARGE_MESSAGE } from '@svarna/contracts';
import { isApiError } from '../../../lib/http-client';

export const CSV_ACCEPT = '.csv,text/csv';

export type CsvRefusal = AdminImportReport['errors'][number];

/** What stops a chosen file before it is read or sent, or null. */
export function csvFileProblem(file: File): string | null {
  if (file.size > CSV_MAX_BYTES) return CSV_TOO_LARGE_MESSAGE;
  if (file.size === 0) return 'The file is empty: choose the CSV file again.';
  return null;
}

/** The file's text (UTF-8, a BOM dropped), read with FileReader, which every browser has. */
export function readCsvText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(new Error('The file could not be read: choose it again.'));
    reader.readAsText(file);
  });
}

const ROW_FIELD = /^row (\d+): (.*)$/;

/** A real import's refusal (400 IMPORT_REFUSED): its details as rows and columns, else null. */
export function importRefusals(error: unknown): CsvRefusal[] | null {
  if (!isApiError(error) || error.code !== 'IMPORT_REFUSED' || !error.details) return null;
  return error.details.map(({ field, message }) => {
    const match = ROW_FIELD.exec(field);
    return match
      ? { row: Number(match[1]), column: match[2] ?? '', message }
      : { row: 1, column: field, message };
  });
}

/** A send that may go through on another try: no answer at all (the connection), or the server failing. */
export const worthRetrying = (error: unknown) => !isApiError(error) || error.status >= 500;

export const productsWord = (n: number) => `${n} ${n === 1 ? 'product' : 'products'}`;
