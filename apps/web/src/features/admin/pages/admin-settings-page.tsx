import { Spinner } from '../../../components/spinner';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAdminSettings } from '../api/admin-settings';
import { LoadProblem } from '../components/load-problem';
import { SettingsForm } from '../components/settings-form';

/** /admin/settings: the top bar, the support contacts and the bank offer. */
export function AdminSettingsPage() {
  useDocumentTitle('Settings · Order desk');
  const { data, error } = useAdminSettings();
  if (error) return <LoadProblem error={error} what="the settings" />;
  return (
    <section aria-labelledby="settings-heading" className="flex max-w-4xl flex-col gap-4">
      <h1 id="settings-heading" className="text-2xl font-semibold">
        Settings
      </h1>
      {data ? <SettingsForm settings={data} /> : <Spinner label="Loading the settings" />}
    </section>
  );
}
