import { useId, useState } from 'react';
import { ModalDialog } from '../../../components/modal-dialog';
import { Button } from '../../../components/ui/button';
import { serverMessage } from '../../../lib/http-client';

interface DeleteProductDialogProps {
  name: string;
  open: boolean;
  onClose: () => void;
  /** deletes; a refusal's message is shown in the dialog */
  onDelete: () => Promise<unknown>;
}

/** Asks before deleting a product that was never ordered; Escape or 'Keep product' closes it. */
export function DeleteProductDialog({ name, open, onClose, onDelete }: DeleteProductDialogProps) {
  const id = useId();
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const close = () => {
    setProblem(null);
    onClose();
  };
  const confirm = async () => {
    setPending(true);
    setProblem(null);
    try {
      await onDelete();
    } catch (error) {
      setProblem(serverMessage(error) ?? (error as Error).message);
    } finally {
      setPending(false);
    }
  };

  return (
    <ModalDialog open={open} onClose={close} labelledBy={`${id}-title`} className="max-w-md p-6">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        Delete {name}?
      </h2>
      <p className="mt-2 text-stone-700 dark:text-stone-300">
        The product, its variants and its photos leave the shop for good. This cannot be undone.
      </p>
      {problem && (
        <p role="alert" className="mt-3 text-sm text-red-700 dark:text-red-300">
          {problem}
        </p>
      )}
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button type="button" onClick={close} variant="secondary">
          Keep product
        </Button>
        <Button type="button" disabled={pending} onClick={confirm} variant="danger">
          {pending ? 'Deleting…' : 'Delete product'}
        </Button>
      </div>
    </ModalDialog>
  );
}
