import { Button } from '../../../components/ui/button';
import type { PhotoUpload } from './use-photo-uploads';

/** A photo being sent (its progress bar) or refused (the message, and what the owner can do). */
export function UploadTile({
  upload,
  onRetry,
  onDismiss,
}: {
  upload: PhotoUpload;
  onRetry: () => void;
  onDismiss: () => void;
}) {
  const name = upload.file.name || 'photo';
  return (
    <li className="flex flex-col gap-2 rounded-md border border-dashed border-stone-400 p-3 dark:border-stone-500">
      <p className="truncate font-medium">{name}</p>
      {!upload.error && upload.progress === null && (
        <p className="text-sm text-stone-600 dark:text-stone-300">Waiting to be sent…</p>
      )}
      {upload.error ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {upload.error}
        </p>
      ) : (
        <div
          role="progressbar"
          aria-label={`Uploading ${name}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={upload.progress ?? 0}
          aria-valuetext={upload.progress === null ? 'Waiting to be sent' : `${upload.progress}%`}
          className="h-2 overflow-hidden rounded-full bg-stone-200 dark:bg-stone-700"
        >
          <div
            className="h-full bg-stone-900 transition-[width] dark:bg-stone-100"
            style={{ width: `${upload.progress ?? 0}%` }}
          />
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        {upload.error && upload.retryable && (
          <Button type="button" onClick={onRetry} variant="secondary" size="sm">
            Try again
          </Button>
        )}
        <Button
          type="button"
          aria-label={`${upload.error ? 'Dismiss' : 'Stop uploading'} ${name}`}
          onClick={onDismiss}
          variant="secondary"
          size="sm"
        >
          {upload.error ? 'Dismiss' : 'Stop'}
        </Button>
      </div>
    </li>
  );
}
