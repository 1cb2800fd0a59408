import { useId } from 'react';
import { ModalDialog } from '../../../components/modal-dialog';
import { Button } from '../../../components/ui/button';
import { ADDRESS_MESSAGES } from '../lib/address-messages';

interface ConfirmDeleteDialogProps {
  open: boolean;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** 'Are you sure you want to delete this address?' with Cancel and Delete. */
export function ConfirmDeleteDialog({ open, pending, onConfirm, onCancel }: ConfirmDeleteDialogProps) {
  const titleId = useId();
  return (
    <ModalDialog open={open} onClose={onCancel} labelledBy={titleId} className="max-w-md p-6">
      <h2 id={titleId} className="text-lg font-semibold">
        Delete address
      </h2>
      <p className="mt-2 text-stone-700 dark:text-stone-300">{ADDRESS_MESSAGES.confirmDelete}</p>
      <div className="mt-6 flex justify-end gap-3">
        <Button type="button" onClick={onCancel} variant="secondary">
          Cancel
        </Button>
        <button
          type="button"
          onClick={onConfirm}
          disabled={pending}
          className="min-h-11 rounded-md bg-red-700 px-5 font-semibold text-white hover:bg-red-800 disabled:opacity-50"
        >
          {pending ? 'Deleting…' : 'Delete'}
        </button>
      </div>
    </ModalDialog>
  );
}
