import { GSTR1_TABLE_TITLES, GSTR1_TABLES, type Gstr1Table } from '@svarna/contracts';
import { FileDown } from 'lucide-react';
import { useState } from 'react';
import { saveFile } from '../../../lib/save-file';
import { toast } from '../../../lib/toast';
import { downloadGstr1Table } from '../api/gstr1';

/** Each file's name in the owner's words, and the offline tool's sheet it is imported into. */
const FILES: Record<Gstr1Table, { name: string; sheet: string }> = {
  b2cs: { name: 'B2CS', sheet: 'b2cs' },
  b2cl: { name: 'B2CL', sheet: 'b2cl' },
  cdnur: { name: 'CDNUR', sheet: 'cdnur' },
  hsn: { name: 'HSN summary', sheet: 'hsn(b2c)' },
  docs: { name: 'documents issued', sheet: 'docs' },
};

export const gstr1DownloadFailed = (table: Gstr1Table) =>
  `Could not download the ${FILES[table].name} file. Please try again.`;

const fileName = (month: string, table: Gstr1Table) => `gstr1-${month}-${table}.csv`;

const buttonClass =
  'flex min-h-11 w-full items-start gap-3 rounded-lg border border-stone-300 p-3 text-left hover:bg-stone-100 disabled:cursor-wait disabled:opacity-70 dark:border-stone-600 dark:hover:bg-stone-800';

function DownloadButton({ month, table }: { month: string; table: Gstr1Table }) {
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      const file = await downloadGstr1Table(month, table);
      saveFile(file.blob, file.filename ?? fileName(month, table));
    } catch {
      toast.error(gstr1DownloadFailed(table));
    } finally {
      setBusy(false);
    }
  }

  return (
    <button type="button" onClick={download} disabled={busy} aria-busy={busy} className={buttonClass}>
      <FileDown aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <span className="flex min-w-0 flex-col">
        <span className="font-semibold">
          {busy ? `Preparing the ${FILES[table].name} file…` : GSTR1_TABLE_TITLES[table]}
        </span>
        <span className="text-sm break-all text-stone-700 dark:text-stone-300">
          {fileName(month, table)} · sheet {FILES[table].sheet}
        </span>
      </span>
    </button>
  );
}

/** One button per GSTR-1 table of the month, in the order the offline tool lists them. */
export function Gstr1Downloads({ month }: { month: string }) {
  return (
    <ul className="grid grid-cols-1 gap-3 lg:grid-cols-2">
      {GSTR1_TABLES.map((table) => (
        <li key={table}>
          <DownloadButton key={month} month={month} table={table} />
        </li>
      ))}
    </ul>
  );
}
