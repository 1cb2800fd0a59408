import { Button } from '../../../components/ui/button';

/**
 * A save refused with 409: someone else saved since this form was opened. The owner's text stays in the
 * form until Reload brings in the saved version.
 */
export function StaleVersionNotice({ what, onReload }: { what: string; onReload: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-md bg-amber-50 px-3 py-3 text-amber-950 sm:flex-row sm:items-center sm:justify-between dark:bg-amber-950 dark:text-amber-100"
    >
      <p>
        {what} was changed by someone else since you opened it. Your edits are still here; Reload brings in
        the saved version (copy anything you want to keep first).
      </p>
      <Button type="button" onClick={onReload} variant="secondary" className="shrink-0">
        Reload
      </Button>
    </div>
  );
}
