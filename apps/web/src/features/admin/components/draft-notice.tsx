import { Button } from '../../../components/ui/button';
import { dateTime } from '../lib/admin-display';

/** The form opened with changes kept on this device from an earlier visit. */
export function DraftNotice({ savedAt, onDiscard }: { savedAt: number; onDiscard: () => void }) {
  return (
    <div
      role="status"
      className="flex flex-col gap-3 rounded-md bg-sky-50 px-3 py-3 text-sky-950 sm:flex-row sm:items-center sm:justify-between dark:bg-sky-950 dark:text-sky-100"
    >
      <p>
        Restored your unsaved changes from {dateTime(new Date(savedAt).toISOString())}. They are not saved
        until you save.
      </p>
      <Button type="button" onClick={onDiscard} variant="secondary" className="shrink-0">
        Discard changes
      </Button>
    </div>
  );
}
