import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button';
import { serverMessage } from '../../../lib/http-client';
import { paths } from '../../../lib/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ConfirmDialog } from '../components/confirm-dialog';
import { CsvFileField } from '../components/csv-file-field';
import { reportSummary } from '../components/import-counts';
import { ImportGuide } from '../components/import-guide';
import { ImportDone, ImportRefused } from '../components/import-outcome';
import { ImportReport } from '../components/import-report';
import { Panel } from '../components/panel';
import { importRefusals, productsWord, worthRetrying } from '../lib/product-csv-file';
import { useProductImport } from '../lib/use-product-import';

/** /admin/products/import: a product CSV checked by a dry run, then imported once the owner confirms. */
export function AdminProductsImportPage() {
  useDocumentTitle('Import products · Order desk');
  const { file, problem, check, apply, choose, retry, importAll } = useProductImport();
  const [confirming, setConfirming] = useState(false);
  const reportHeading = useRef<HTMLHeadingElement>(null);
  const outcomeHeading = useRef<HTMLHeadingElement>(null);
  const refusals = importRefusals(apply.error);
  const report = check.data;
  const changing = report ? report.created.length + report.updated.length : 0;
  const failure = apply.error && !refusals ? apply.error : check.error;

  useEffect(() => {
    if (check.data) reportHeading.current?.focus();
  }, [check.data]);
  useEffect(() => {
    if (apply.data || importRefusals(apply.error)) outcomeHeading.current?.focus();
  }, [apply.data, apply.error]);

  const status = check.isPending
    ? `Checking ${file?.name ?? 'the file'}…`
    : apply.isPending
      ? `Importing ${productsWord(changing)}…`
      : apply.data
        ? reportSummary(apply.data)
        : refusals
          ? `Nothing was imported: ${refusals.length} ${refusals.length === 1 ? 'row was' : 'rows were'} refused.`
          : report && !failure
            ? reportSummary(report)
            : '';

  return (
    <section aria-labelledby="import-heading" className="flex max-w-4xl flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="import-heading" className="text-2xl font-semibold">
          Import products
        </h1>
        <Link to={paths.adminProducts.to()} className={buttonClass({ variant: 'secondary' })}>
          Back to products
        </Link>
      </div>
      <ImportGuide />
      <Panel title="Your file">
        <CsvFileField
          fileName={file?.name ?? null}
          problem={problem}
          busy={check.isPending || apply.isPending}
          onChoose={(chosen) => {
            setConfirming(false);
            void choose(chosen);
          }}
        />
      </Panel>
      <p role="status" className="font-medium empty:hidden">
        {status}
      </p>
      {failure && (
        <div
          role="alert"
          className="flex flex-col gap-2 rounded-md bg-red-50 p-3 text-red-900 dark:bg-red-950 dark:text-red-100"
        >
          <p>{serverMessage(failure) ?? failure.message}</p>
          {worthRetrying(failure) ? (
            <Button type="button" onClick={retry} variant="secondary" className="self-start">
              {apply.error ? 'Try the import again' : 'Try the dry run again'}
            </Button>
          ) : (
            <p>Fix the file and choose it again.</p>
          )}
        </div>
      )}
      {file && apply.data ? (
        <ImportDone report={apply.data} fileName={file.name} headingRef={outcomeHeading} />
      ) : file && refusals && apply.error ? (
        <ImportRefused
          message={apply.error.message}
          refusals={refusals}
          fileName={file.name}
          headingRef={outcomeHeading}
        />
      ) : (
        file &&
        report && (
          <ImportReport
            report={report}
            fileName={file.name}
            headingRef={reportHeading}
            onImport={apply.isPending || apply.isError ? null : () => setConfirming(true)}
          />
        )
      )}
      <ConfirmDialog
        open={confirming && changing > 0}
        title={`Import ${productsWord(changing)} into the live store?`}
        confirmText="Import now"
        cancelText="Not yet"
        onConfirm={() => {
          setConfirming(false);
          importAll();
        }}
        onClose={() => setConfirming(false)}
      >
        {report?.created.length ?? 0} new, {report?.updated.length ?? 0} changed, as the file says. Shoppers
        see the changes at once.
      </ConfirmDialog>
    </section>
  );
}
