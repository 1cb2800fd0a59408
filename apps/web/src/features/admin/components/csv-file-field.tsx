import type { ChangeEvent } from 'react';
import { buttonClass } from '../../../components/ui/button';
import { CSV_ACCEPT } from '../lib/product-csv-file';

interface CsvFileFieldProps {
  fileName: string | null;
  problem: string | null;
  busy: boolean;
  onChoose: (file: File) => void;
}

/** The file chooser: a 44 px button naming what it does, the chosen file's name and any refusal of it. */
export function CsvFileField({ fileName, problem, busy, onChoose }: CsvFileFieldProps) {
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // the same file can be chosen again once it is fixed
    event.target.value = '';
    if (file) onChoose(file);
  };
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <label
          className={buttonClass({
            variant: 'secondary',
            className:
              'cursor-pointer has-focus-visible:outline-2 has-disabled:cursor-not-allowed has-disabled:opacity-60',
          })}
        >
          {fileName ? 'Choose another file' : 'Choose CSV file'}
          <input
            type="file"
            accept={CSV_ACCEPT}
            onChange={choose}
            disabled={busy}
            className="sr-only"
            {...(problem ? { 'aria-invalid': true, 'aria-describedby': 'csv-file-problem' } : {})}
          />
        </label>
        {fileName && <span className="break-all text-stone-700 dark:text-stone-300">{fileName}</span>}
      </div>
      {problem && (
        <p id="csv-file-problem" role="alert" className="text-red-700 dark:text-red-300">
          {problem}
        </p>
      )}
    </div>
  );
}
