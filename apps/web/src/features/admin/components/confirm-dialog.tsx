import { type ReactNode, useId } from 'react';
import { ModalDialog } from '../../../components/modal-dialog';
import { Button } from '../../../components/ui/button';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  /** the button that does it: 'Delete category' */
  confirmText: string;
  /** the button that leaves it undone */
  cancelText?: string;
  pending?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before something that cannot be undone; Escape or 'Keep it' (`cancelText`) closes without doing it. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmText,
  cancelText = 'Keep it',
  pending = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const id = useId();
  return (
    <ModalDialog open={open} onClose={onClose} labelledBy={`${id}-title`} className="max-w-md p-6">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {title}
      </h2>
      <div className="mt-2 text-stone-700 dark:text-stone-300">{children}</div>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button type="button" onClick={onClose} variant="secondary">
          {cancelText}
        </Button>
        <Button type="button" disabled={pending} onClick={onConfirm} variant="danger">
          {pending ? 'Working…' : confirmText}
        </Button>
      </div>
    </ModalDialog>
  );
}
