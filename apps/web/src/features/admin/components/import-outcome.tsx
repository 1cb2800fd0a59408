import type { AdminImportReport } from '@svarna/contracts';
import type { Ref } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';
import type { CsvRefusal } from '../lib/product-csv-file';
import { CsvRefusals } from './csv-refusals';
import { ImportCounts } from './import-counts';
import { ImportHandles } from './import-handles';

interface OutcomeProps {
  fileName: string;
  headingRef: Ref<HTMLHeadingElement>;
}

/** focused once it is drawn: clear of the sticky header */
const headingClass = 'scroll-mt-32 text-lg font-semibold break-all outline-none';

/** A real import's answer: what was written, each product linked to its page on the store. */
export function ImportDone({ report, fileName, headingRef }: OutcomeProps & { report: AdminImportReport }) {
  return (
    <section aria-labelledby="import-done-heading" className="flex flex-col gap-4">
      <h2 id="import-done-heading" ref={headingRef} tabIndex={-1} className={headingClass}>
        Imported {fileName}
      </h2>
      <p className="text-stone-700 dark:text-stone-300">Written to the live store.</p>
      <ImportCounts report={report} />
      <ImportHandles title="Created" handles={report.created} open linked />
      <ImportHandles title="Changed" handles={report.updated} open linked />
      <ImportHandles title="Unchanged" handles={report.unchanged} />
      <Link
        to={paths.adminProducts.to()}
        className={buttonClass({ variant: 'secondary', className: 'self-start' })}
      >
        Back to products
      </Link>
    </section>
  );
}

/** A real import the server refused (400 IMPORT_REFUSED): nothing was written; the rows to fix. */
export function ImportRefused({
  message,
  refusals,
  fileName,
  headingRef,
}: OutcomeProps & { message: string; refusals: CsvRefusal[] }) {
  return (
    <section aria-labelledby="import-refused-heading" className="flex flex-col gap-4">
      <h2 id="import-refused-heading" ref={headingRef} tabIndex={-1} className={headingClass}>
        {fileName} was not imported
      </h2>
      <p className="font-medium text-red-800 dark:text-red-200">{message}</p>
      <CsvRefusals refusals={refusals} />
      <p className="font-medium">Fix these rows in the file, save it, and choose the file again.</p>
    </section>
  );
}
