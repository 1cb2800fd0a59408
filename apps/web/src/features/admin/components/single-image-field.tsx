import type { Image } from '@svarna/contracts';
import { type ChangeEvent, useState } from 'react';
import { Button, buttonClass } from '../../../components/ui/button';
import { serverMessage } from '../../../lib/http-client';
import { uploadPhoto } from '../api/upload-photo';
import { PHOTO_ACCEPT, photoProblem } from '../lib/photo-checks';

interface SingleImageFieldProps {
  id: string;
  label: string;
  image: Image | null;
  onChange: (image: Image | null) => void;
  error?: string | undefined;
  /** offers Remove; a required image can only be replaced */
  optional?: boolean;
}

/**
 * One photo (a category's, a slide's, a banner's): shown, replaced from the phone's camera roll with the
 * upload's progress, or removed. The product form has its own picker for several photos.
 */
export function SingleImageField({ id, label, image, onChange, error, optional }: SingleImageFieldProps) {
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const message = problem ?? error;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const refused = photoProblem(file);
    setProblem(refused);
    if (refused) return;
    setProgress(0);
    try {
      onChange(await uploadPhoto(file, setProgress));
    } catch (failure) {
      setProblem(serverMessage(failure) ?? (failure as Error).message);
    } finally {
      setProgress(null);
    }
  };

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="font-medium">
        {label}
        {optional && <span className="font-normal text-stone-700 dark:text-stone-300"> (optional)</span>}
      </legend>
      {image ? (
        <img
          src={image.url}
          alt={image.alt}
          width={image.width}
          height={image.height}
          className="h-32 w-auto max-w-full self-start rounded-md border border-stone-200 object-contain dark:border-stone-700"
        />
      ) : (
        <p className="text-sm text-stone-700 dark:text-stone-300">No photo yet.</p>
      )}
      <div className="flex flex-wrap gap-2">
        <label
          className={buttonClass({
            variant: 'secondary',
            className: 'cursor-pointer has-focus-visible:outline-2',
          })}
        >
          {image ? 'Replace photo' : 'Choose photo'}
          <input
            id={id}
            type="file"
            aria-label={`${image ? 'Replace' : 'Choose'} ${label.toLowerCase()}`}
            accept={PHOTO_ACCEPT}
            onChange={choose}
            disabled={progress !== null}
            className="sr-only"
            {...(message ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {})}
          />
        </label>
        {optional && image && (
          <Button type="button" onClick={() => onChange(null)} variant="secondary">
            Remove photo
          </Button>
        )}
      </div>
      {progress !== null && (
        <div
          role="progressbar"
          aria-label={`Sending ${label.toLowerCase()}`}
          aria-valuenow={progress}
          aria-valuemin={0}
          aria-valuemax={100}
          className="h-2 overflow-hidden rounded bg-stone-200 dark:bg-stone-700"
        >
          <div className="h-full bg-stone-900 dark:bg-stone-100" style={{ width: `${progress}%` }} />
        </div>
      )}
      {message && (
        <p id={`${id}-error`} className="text-sm text-red-700 dark:text-red-300">
          {message}
        </p>
      )}
    </fieldset>
  );
}
