import { Button } from '../../../components/ui/button';

/** A save refused with 409: the owner's text stays in the form until they choose to reload. */
export function ConflictNotice({ onReload, reloading }: { onReload: () => void; reloading: boolean }) {
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-md bg-amber-50 px-3 py-3 text-amber-950 sm:flex-row sm:items-center sm:justify-between dark:bg-amber-950 dark:text-amber-100"
    >
      <p>
        This product was changed by someone else since you opened it, so nothing was saved. Your edits are
        still here: copy what you want to keep, then Reload to see their version.
      </p>
      <Button type="button" disabled={reloading} onClick={onReload} variant="secondary" className="shrink-0">
        {reloading ? 'Reloading…' : 'Reload'}
      </Button>
    </div>
  );
}
