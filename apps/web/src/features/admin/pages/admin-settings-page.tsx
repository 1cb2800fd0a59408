import { useDocumentTitle } from '../../../lib/use-document-title';

/** /admin/settings: the top bar, the support contacts and the bank offer. */
export function AdminSettingsPage() {
  useDocumentTitle('Settings · Order desk');
  return (
    <section aria-labelledby="settings-heading" className="flex flex-col gap-4">
      <h1 id="settings-heading" className="text-2xl font-semibold">
        Settings
      </h1>
    </section>
  );
}
