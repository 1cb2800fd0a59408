import { Button } from '../../../components/ui/button';

/** The form opened with changes this phone kept from before (unsaved); they can be thrown away. */
export function DraftRestoredNotice({ onDiscard }: { onDiscard: () => void }) {
  return (
    <div
      role="status"
      className="flex flex-col gap-3 rounded-md bg-sky-50 px-3 py-3 text-sky-950 sm:flex-row sm:items-center sm:justify-between dark:bg-sky-950 dark:text-sky-100"
    >
      <p>Your unsaved changes from before are back in the form. Save them, or discard them.</p>
      <Button type="button" onClick={onDiscard} variant="secondary" className="shrink-0">
        Discard changes
      </Button>
    </div>
  );
}
