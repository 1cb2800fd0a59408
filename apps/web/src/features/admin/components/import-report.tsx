import type { AdminImportReport } from '@svarna/contracts';
import type { Ref } from 'react';
import { Button } from '../../../components/ui/button';
import { productsWord } from '../lib/product-csv-file';
import { CsvRefusals } from './csv-refusals';
import { ImportCounts } from './import-counts';
import { ImportHandles } from './import-handles';

interface ImportReportProps {
  report: AdminImportReport;
  fileName: string;
  headingRef: Ref<HTMLHeadingElement>;
  /** the Import button, offered only when no row is refused and something would change */
  onImport: (() => void) | null;
}

/** A dry run's answer: what the file would create, change and leave, and every refused row. */
export function ImportReport({ report, fileName, headingRef, onImport }: ImportReportProps) {
  const changing = report.created.length + report.updated.length;
  return (
    <section aria-labelledby="import-report-heading" className="flex flex-col gap-4">
      <h2
        id="import-report-heading"
        ref={headingRef}
        tabIndex={-1}
        className="scroll-mt-32 text-lg font-semibold break-all outline-none"
      >
        Dry run of {fileName}
      </h2>
      <p className="text-stone-700 dark:text-stone-300">Nothing has been written yet.</p>
      <ImportCounts report={report} />
      <ImportHandles title="Would be created" handles={report.created} open />
      <ImportHandles title="Would change" handles={report.updated} open />
      <ImportHandles title="Unchanged" handles={report.unchanged} />
      {report.errors.length > 0 ? (
        <div className="flex flex-col gap-3">
          <h3 className="font-semibold">Refused rows</h3>
          <CsvRefusals refusals={report.errors} />
          <p className="font-medium">
            Nothing can be imported while a row is refused. Fix these rows in the file, save it, and choose
            the file again.
          </p>
        </div>
      ) : changing === 0 ? (
        <p className="font-medium">Nothing to import: every product in the file is already as it says.</p>
      ) : (
        onImport && (
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
            <Button type="button" onClick={onImport} variant="ink">
              Import {productsWord(changing)}
            </Button>
            <p className="text-sm text-stone-700 dark:text-stone-300">This changes the live store.</p>
          </div>
        )
      )}
    </section>
  );
}
